import { describe, expect, it } from "vitest";
import { inAnyCoveredDictionary } from "./any-covered-dictionary";

describe("a lone word in any covered dictionary", () => {
  it.each(["feo", "borroso", "unscharf", "flou", "brutto", "lelijk", "çirkin", "brzydki", "размытый"])("finds %j", (word) => {
    expect(inAnyCoveredDictionary(word)).toBe(true);
  });

  it.each(["mtoto", "msichana", "täiskasvanu", "umfazi", "oedolyn"])("does not find %j", (word) => {
    expect(inAnyCoveredDictionary(word)).toBe(false);
  });
});
