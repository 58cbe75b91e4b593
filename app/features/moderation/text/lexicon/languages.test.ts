import { describe, expect, it } from "vitest";
import { normalizeForAges } from "../normalize";
import { numberWordsOf } from "../number-words";
import { compileTerm } from "../term-pattern";
import { LEXICONS } from "./languages";
import type { Lexicon } from "./lexicon";

const LISTS = [
  "minor",
  "school",
  "abuse",
  "sexualExplicit",
  "sexualSuggestive",
  "adulthood",
  "adulthoodWeak",
  "youthCues",
  "clothing",
  "harmless",
] as const satisfies ReadonlyArray<keyof Lexicon>;

const IS_PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

describe("lexicons", () => {
  it("cover at least ten languages", () => {
    expect(new Set(LEXICONS.map((lexicon) => lexicon.language)).size).toBeGreaterThanOrEqual(10);
  });

  it.each(LEXICONS.map((lexicon) => [lexicon.language, lexicon] as const))("%s has words for every signal", (_, lexicon) => {
    for (const list of ["minor", "school", "abuse", "sexualExplicit", "sexualSuggestive", "adulthood", "clothing"] as const) {
      expect(lexicon[list].length, list).toBeGreaterThan(0);
    }
    expect(lexicon.ages.units.length).toBeGreaterThan(0);
    // Number words are typed in the lexicon or derived from n2words (number-words.ts).
    expect(Object.keys(lexicon.ages.numbers).length + numberWordsOf(lexicon.language).cardinals.size, "number words").toBeGreaterThan(0);
  });

  it.each(LEXICONS.map((lexicon) => [lexicon.language, lexicon] as const))("%s entries all compile, with * only at the end", (_, lexicon) => {
    for (const list of LISTS) {
      for (const entry of lexicon[list]) {
        expect(entry.slice(0, -1), `${list}: ${entry}`).not.toContain("*");
        if (!IS_PICTOGRAPHIC.test(entry)) expect(compileTerm(entry), `${list}: ${entry}`).not.toBeNull();
      }
    }
  });

  it("give each number word one value across languages", () => {
    const values = new Map<string, number>();
    for (const lexicon of LEXICONS) {
      for (const [word, value] of Object.entries(lexicon.ages.numbers)) {
        const key = normalizeForAges(word);
        expect(values.get(key) ?? value, `${lexicon.language}: ${word}`).toBe(value);
        values.set(key, value);
      }
    }
  });
});
