import { describe, expect, it } from "vitest";
import { isKnownWord } from "./known-words";
import { findUncoveredLanguage } from "./languages-in-text";

// Words the language gate takes as read: age words, compound ages, inflections of
// open entries and the lexicons' prompt vocabulary. Short adult prompts in covered
// languages pass; uncovered languages are still found.

describe("words the rules read, for the language gate", () => {
  it.each(["chica", "dwudziestolatka", "czternastoletnia", "nastolatki", "figura", "figür", "veertienjarige"])("reads %j", (word) => {
    expect(isKnownWord(word)).toBe(true);
  });

  it.each(["msichana", "mtoto", "tüdruk"])("does not read %j", (word) => {
    expect(isKnownWord(word)).toBe(false);
  });

  it.each(["chica desnuda, mayor de edad", "chica desnuda, 25", "figura nuda", "çıplak figür", "naga dwudziestolatka", "dzieci, nastolatki"])(
    "finds no uncovered language in %j",
    (text) => {
      expect(findUncoveredLanguage(text)).toBeNull();
    },
  );

  it.each(["nude woman, msichana mdogo", "nude, mtoto", "tüdruk alasti"])("still finds an uncovered language in %j", (text) => {
    expect(findUncoveredLanguage(text)).not.toBeNull();
  });
});
