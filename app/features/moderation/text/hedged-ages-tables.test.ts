import { describe, expect, it } from "vitest";
import { ADULTHOOD_HEDGED, AGE_FAKED, AGE_HEDGES, UNDER_ITS_LOOKS } from "./lexicon/age-hedges";
import type { WordTable } from "./lexicon/word-tables";
import { checkPrompt } from "./prompt-policy";

// Every entry of the hedge tables both ways: with nudity it is refused; the adult
// construction of the same shape is allowed (ADR 055).

const NUDE_WOMAN: Record<string, string> = {
  en: "nude woman",
  de: "nackte Frau",
  nl: "naakte vrouw",
  fr: "femme nue",
  es: "mujer desnuda",
  pt: "mulher nua",
  it: "donna nuda",
  cs: "nahá žena",
  sk: "nahá žena",
  pl: "naga kobieta",
  ru: "голая женщина",
  uk: "гола жінка",
  tr: "çıplak kadın",
  id: "wanita telanjang",
  ja: "裸の女性",
  zh: "裸体女人",
  ko: "알몸 여자",
};
const ADULT_AGE: Record<string, string> = {
  en: "35 years old",
  de: "35 Jahre alt",
  nl: "35 jaar oud",
  fr: "35 ans",
  es: "35 años",
  pt: "35 anos",
  it: "35 anni",
  cs: "35 let",
  sk: "35 rokov",
  pl: "35 lat",
  ru: "35 лет",
  uk: "35 років",
  tr: "35 yaşında",
  id: "35 tahun",
  ja: "35歳",
  zh: "35岁",
  ko: "35세",
};
const WOMAN: Record<string, string> = {
  en: "woman",
  de: "Frau",
  nl: "vrouw",
  fr: "femme",
  es: "mujer",
  pt: "mulher",
  it: "donna",
  cs: "žena",
  sk: "žena",
  pl: "kobieta",
  ru: "женщина",
  uk: "жінка",
  tr: "kadın",
  id: "wanita",
  ja: "女性",
  zh: "女人",
  ko: "여자",
};

const rows = (table: WordTable) => Object.entries(table).flatMap(([language, entries]) => (entries ?? []).map((entry) => [language, entry] as const));
const outcome = (prompt: string, nsfw = true) => {
  const verdict = checkPrompt({ prompt, nsfw });
  return verdict.allowed ? "allowed" : verdict.category;
};

describe("words that put a stated age in doubt", () => {
  it.each(rows(AGE_HEDGES))("refuses them by an age of majority (%s: %s)", (language, entry) => {
    expect(outcome(`${NUDE_WOMAN[language]}, ${entry} 18`)).toBe("sexual-minors");
  });
  it.each(rows(AGE_HEDGES))("allows them by an older adult's age (%s: %s)", (language, entry) => {
    expect(outcome(`${NUDE_WOMAN[language]}, ${entry} 30`)).toBe("allowed");
  });
  it.each(rows(ADULTHOOD_HEDGED))("refuses adulthood hedged (%s: %s)", (language, word) => {
    expect(outcome(`${NUDE_WOMAN[language]}, ${AGE_HEDGES[language]![0]} ${word}`)).toBe("sexual-minors");
  });
});

describe("a real age under the look", () => {
  it.each(rows(UNDER_ITS_LOOKS))("refuses it with nudity (%s: %s)", (language, entry) => {
    expect(outcome(`${NUDE_WOMAN[language]}, ${entry}`)).toBe("sexual-minors");
  });
  it.each(rows(UNDER_ITS_LOOKS))("allows it beside an older adult's age (%s: %s)", (language, entry) => {
    expect(outcome(`${NUDE_WOMAN[language]}, ${ADULT_AGE[language]}, ${entry}`)).toBe("allowed");
  });
});

describe("an age faked", () => {
  it.each(rows(AGE_FAKED))("refuses it with nudity, whatever age is stated (%s: %s)", (language, entry) => {
    expect(outcome(`${NUDE_WOMAN[language]}, ${ADULT_AGE[language]}, ${entry}`)).toBe("sexual-minors");
  });
  it.each(rows(AGE_FAKED))("allows it in a safe-for-work scene (%s: %s)", (language, entry) => {
    expect(outcome(`${WOMAN[language]}, ${entry}`, false)).toBe("allowed");
  });
});
