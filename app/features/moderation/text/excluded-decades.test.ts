import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import { excludedAdultDecades } from "./excluded-decades";

const refusedWith = (prompt: string, negativePrompt: string) => !checkPrompt({ prompt, negativePrompt, nsfw: true }).allowed;

describe("adult decades excluded from the twenties on", () => {
  it.each([
    ["20s, 30s, 40s", ["20s", "30s", "40s"]],
    ["twenties, thirties", ["twenties", "thirties"]],
    ["20's, 30's", ["20's", "30's"]],
    ["Zwanziger, Dreißiger", ["zwanziger", "dreissiger"]],
  ])("reads %j", (negative, terms) => {
    expect(excludedAdultDecades(negative)).toEqual(terms);
  });

  it.each([["20s"], ["40s, 50s"], ["30s, 40s"], ["blurry, 2000s"]])("leaves %j, which asks for an older adult or is no age", (negative) => {
    expect(excludedAdultDecades(negative)).toEqual([]);
  });

  it("refuses a nude request that excludes the adult decades, unless minors are excluded too", () => {
    expect(refusedWith("nude girl", "twenties, thirties, forties")).toBe(true);
    expect(refusedWith("nude woman", "teens, 20s, 30s")).toBe(false);
    expect(refusedWith("nude mature woman", "20s")).toBe(false);
  });

  it("reads 'no one under 21' as a safeguard, not as an age of majority excluded", () => {
    expect(refusedWith("nude woman", "no one under 21")).toBe(false);
    expect(refusedWith("nude woman", "21 years old")).toBe(true);
  });
});
