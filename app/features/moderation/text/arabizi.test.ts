import { describe, expect, it } from "vitest";
import { arabicConsonants, arabicWordOf, arabiziConsonants, arabiziReading } from "./arabizi";

describe("Arabic in Latin letters and digits", () => {
  it("reduces Arabic and Arabizi to the same consonants", () => {
    expect(arabiziConsonants("3aryana")).toBe(arabicConsonants("عريانة"));
    expect(arabiziConsonants("bent")).toBe(arabicConsonants("بنت"));
    expect(arabiziConsonants("7elwa")).toBe(arabicConsonants("حلوة"));
    expect(arabiziConsonants("3omraha")).toBe(arabicConsonants("عمرها"));
  });

  it("reads the Arabic lexicon's words where the prompt shows Arabizi", () => {
    expect(arabiziReading("tifl 3aryan")).toBe("طفل عريان");
    expect(arabiziReading("bent 3aryana 14 sana")).toBe("بنت عريان 14 سنة");
  });

  it("leaves prompts without Arabizi digits alone, and short English words", () => {
    expect(arabiziReading("nude woman in a bent pose")).toBeNull();
    expect(arabiziReading("nude woman, 3d render")).toBeNull();
    expect(arabiziReading("2girls, best quality, 8k, 35mm, 3rd place")).toBeNull();
    expect(arabicWordOf("sub")).toBeNull();
  });
});
