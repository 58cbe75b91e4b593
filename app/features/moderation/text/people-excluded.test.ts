import { describe, expect, it } from "vitest";
import { excludesEveryone, namesAPerson } from "./people-excluded";

describe("people excluded altogether", () => {
  it.each(["people, man, woman", "man, woman, child", "humans, crowd", "Menschen, Mann, Frau", "люди"])("reads %j as no people", (exclusions) => {
    expect(excludesEveryone(exclusions)).toBe(true);
  });
  it.each(["woman, man", "women and men", "blurry, watermark"])("reads %j as leaving people", (exclusions) => {
    expect(excludesEveryone(exclusions)).toBe(false);
  });
});

describe("a person named", () => {
  it.each(["nude person", "naked model on a bed", "nackte Frau"])("finds a person in %j", (prompt) => {
    expect(namesAPerson(prompt)).toBe(true);
  });
  it.each(["misty forest", "sunset over the sea"])("finds none in %j", (prompt) => {
    expect(namesAPerson(prompt)).toBe(false);
  });
});
