import { describe, expect, it } from "vitest";
import { endsAsAge, findThresholdsAbove } from "./ages";

// The lexicons' `above` templates: everyone from an age on, in each language's words.

describe("thresholds above an age", () => {
  it.each([
    ["äldre än 13", 13],
    ["starší než 13 let", 13],
    ["13 yaşından büyük", 13],
    ["13 yasindan buyuk", 13],
    ["13歳より上", 13],
    ["über dreizehn", 13],
    ["più di 13 anni", 13],
    ["старше 13 лет", 13],
    ["yli 13", 13],
    ["מעל גיל 13", 13],
    ["أكبر من 13 سنة", 13],
    ["13 साल से ऊपर", 13],
    ["πάνω από 13", 13],
    ["超过13岁", 13],
    ["13세 초과", 13],
  ])("reads %j as %i and older", (text, age) => {
    expect(findThresholdsAbove(text).map((mention) => mention.age)).toContain(age);
  });

  it.each(["over 2 heads", "more than 5 fingers", "über 3 Arme", "plus de 2 mains", "ab und zu"])("reads no age in %j", (text) => {
    expect(findThresholdsAbove(text)).toEqual([]);
  });

  it("says whether what follows a number makes it an age", () => {
    expect(endsAsAge("13", "")).toBe(true);
    expect(endsAsAge("13", " years, blurry")).toBe(true);
    expect(endsAsAge("2", " heads")).toBe(false);
  });
});
