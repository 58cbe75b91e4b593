import * as ar from "n2words/ar-SA";
import * as cs from "n2words/cs-CZ";
import * as da from "n2words/da-DK";
import * as de from "n2words/de-DE";
import * as el from "n2words/el-GR";
import * as en from "n2words/en-US";
import * as es from "n2words/es-ES";
import * as fa from "n2words/fa-IR";
import * as fi from "n2words/fi-FI";
import * as fr from "n2words/fr-FR";
import * as he from "n2words/he-IL";
import * as hi from "n2words/hi-IN";
import * as hu from "n2words/hu-HU";
import * as id from "n2words/id-ID";
import * as it from "n2words/it-IT";
import * as ja from "n2words/ja-JP";
import * as ko from "n2words/ko-KR";
import * as nb from "n2words/nb-NO";
import * as ms from "n2words/ms-MY";
import * as mr from "n2words/mr-IN";
import * as srCyrl from "n2words/sr-Cyrl-RS";
import * as srLatn from "n2words/sr-Latn-RS";
import * as nl from "n2words/nl-NL";
import * as pl from "n2words/pl-PL";
import * as pt from "n2words/pt-PT";
import * as ro from "n2words/ro-RO";
import * as ru from "n2words/ru-RU";
import * as sv from "n2words/sv-SE";
import * as th from "n2words/th-TH";
import * as tr from "n2words/tr-TR";
import * as uk from "n2words/uk-UA";
import * as vi from "n2words/vi-VN";
import * as zhHans from "n2words/zh-Hans-CN";
import * as zhHant from "n2words/zh-Hant-TW";
import { romanisedCardinals } from "./romanised-number-words";

// Number words come from n2words (a maintained package, 71 languages) rather than
// being typed into each lexicon, so every language reads "fifteen" as well as "15".
// Computing them costs about 0.3 ms per language, once, when the module loads.

type Engine = { toCardinal: (value: number) => string; toOrdinal: (value: number) => string };
type FormalEngine = {
  toCardinal: (value: number, options?: { formal?: boolean }) => string;
  toOrdinal: (value: number, options?: { formal?: boolean }) => string;
};

// Chinese has an everyday and a formal (financial) set of numerals: read both.
const informal = (engine: FormalEngine): Engine => ({
  toCardinal: (value) => engine.toCardinal(value, { formal: false }),
  toOrdinal: (value) => engine.toOrdinal(value, { formal: false }),
});

// Latin, which n2words lacks, is regular enough to write out: units and teens,
// tens, and the subtractive 18, 19, 28, 29 … ("duodeviginti", "undetriginta").
// It is read with Italian, its relative for language detection (languages-in-text).
const LATIN_UNITS = ["", "unus", "duo", "tres", "quattuor", "quinque", "sex", "septem", "octo", "novem"];
const LATIN_TEENS = ["decem", "undecim", "duodecim", "tredecim", "quattuordecim", "quindecim", "sedecim", "septendecim"];
const LATIN_TENS = ["", "", "viginti", "triginta", "quadraginta", "quinquaginta", "sexaginta", "septuaginta", "octoginta", "nonaginta", "centum"];
const LATIN_ORDINALS = [
  ...["", "primus", "secundus", "tertius", "quartus", "quintus", "sextus", "septimus", "octavus", "nonus", "decimus", "undecimus"],
  ...["duodecimus", "tertius decimus", "quartus decimus", "quintus decimus", "sextus decimus", "septimus decimus", "duodevicesimus"],
  ...["undevicesimus", "vicesimus"],
];
const latinCardinal = (value: number): string => {
  const unit = value % 10;
  const ten = Math.floor(value / 10);
  if (value < 10) return LATIN_UNITS[value];
  if (unit === 8 || unit === 9) return `${unit === 8 ? "duode" : "unde"}${LATIN_TENS[ten + 1]}`;
  if (value < 18) return LATIN_TEENS[value - 10];
  return unit ? `${LATIN_TENS[ten]} ${LATIN_UNITS[unit]}` : LATIN_TENS[ten];
};
const latin: Engine = { toCardinal: latinCardinal, toOrdinal: (value) => LATIN_ORDINALS[value] };

/** The engines for each lexicon language n2words covers (it has no Slovak or Bulgarian). */
const ENGINES: Record<string, Engine[]> = {
  ar: [ar],
  cs: [cs],
  da: [da],
  de: [de],
  el: [el],
  en: [en],
  es: [es],
  fa: [fa],
  fi: [fi],
  fr: [fr],
  he: [he],
  hi: [hi],
  hu: [hu],
  id: [id],
  it: [it, latin],
  ja: [ja],
  ko: [ko],
  nb: [nb],
  ms: [ms],
  mr: [mr],
  sr: [srCyrl, srLatn],
  nl: [nl],
  pl: [pl],
  pt: [pt],
  ro: [ro],
  ru: [ru],
  sv: [sv],
  th: [th],
  tr: [tr],
  uk: [uk],
  vi: [vi],
  zh: [informal(zhHans), informal(zhHant), zhHans, zhHant],
};

/** Ages are read up to 99; ordinals ("fifteenth birthday") up to 20th. */
const MAX_CARDINAL = 99;
const MAX_ORDINAL = 20;

export type NumberWords = { cardinals: Map<string, number>; ordinals: Map<string, number> };

/**
 * The cardinal (1–99) and ordinal (1st–20th) words of a language, as n2words
 * writes them; empty for a language n2words lacks. Zero is left out: "không" (0 in
 * Vietnamese) also means "not".
 */
export function numberWordsOf(language: string): NumberWords {
  const cardinals = new Map<string, number>();
  const ordinals = new Map<string, number>();
  for (const engine of ENGINES[language] ?? []) {
    for (let value = 1; value <= MAX_CARDINAL; value++) cardinals.set(engine.toCardinal(value), value);
    for (let value = 1; value <= MAX_ORDINAL; value++) {
      const ordinal = engine.toOrdinal(value);
      for (const form of [ordinal, ...(value >= MIN_INFLECTED ? inflected(language, ordinal) : [])]) ordinals.set(form, value);
    }
  }
  for (const [word, value] of romanisedCardinals(language, cardinals)) if (!cardinals.has(word)) cardinals.set(word, value);
  return { cardinals, ordinals };
}

// n2words writes an ordinal in one form (masculine, nominative); prompts decline it
// ("im sechzehnten Lebensjahr", "на шестнадцатом году", "w piętnastym roku", "sedicesima").
// Each rule rewrites the ending of that form into the language's other adjective endings.
// From the tenth on only: the first ordinals' other forms are everyday words ("prima",
// "segunda", "ersten") and inside fixed phrases ("prima comunione").
const MIN_INFLECTED = 10;
const ORDINAL_ENDINGS: Record<string, Array<[RegExp, string[]]>> = {
  de: [[/e$/, ["en", "er", "es", "em"]]],
  es: [[/o$/, ["a"]]],
  it: [[/o$/, ["a", "i", "e"]]],
  pt: [[/o$/, ["a"]]],
  pl: [[/y$/, ["a", "ej", "ym", "ego", "e"]]],
  ru: [[/(?:ый|ой|ий)$/, ["ом", "ого", "ому", "ая", "ой", "ую", "ое", "ые"]]],
  uk: [[/(?:ий|ій)$/, ["ому", "ого", "ім", "а", "ої", "у", "е"]]],
};
const inflected = (language: string, ordinal: string) =>
  (ORDINAL_ENDINGS[language] ?? []).flatMap(([ending, endings]) => (ending.test(ordinal) ? endings.map((end) => ordinal.replace(ending, end)) : []));

// Compound words of age are built on a stem of the number, not on the number
// itself: Polish "czternaście" gives "czternastoletnia", "czternastolatka".
// Each rule rewrites the end of a cardinal; irregular stems are listed.
const STEM_RULES: Record<string, { rules: Array<[RegExp, string]>; irregular: Record<number, string> }> = {
  pl: {
    rules: [
      [/naście$/, "nasto"],
      [/dzieści(?:a)?$/, "dziesto"],
      [/dziesiąt$/, "dziesięcio"],
      [/ć$/, "cio"],
    ],
    irregular: { 2: "dwu", 4: "cztero", 7: "siedmio", 8: "ośmio", 12: "dwunasto", 20: "dwudziesto", 70: "siedemdziesięcio", 80: "osiemdziesięcio" },
  },
  // Russian builds them on the genitive ("двенадцатилетняя", "двадцати восьми").
  ru: {
    rules: [
      [/ьдесят$/, "идесяти"],
      [/ь$/, "и"],
    ],
    irregular: { 2: "двух", 3: "трёх", 4: "четырёх", 8: "восьми", 40: "сорока", 80: "восьмидесяти", 90: "девяноста" },
  },
};

/**
 * The stems a language builds compound words of age on, with their value: for
 * 2 to 19 and the round tens ("czternasto": 14, "dwudziesto": 20), so that with
 * the language's age units ("letnia", "latka") they read as ages and tens join
 * units ("dwudziestoczteroletnia", 24). A stem that is also the cardinal is left out.
 */
export function compoundStemsOf(language: string): Record<string, number> {
  const spec = STEM_RULES[language];
  const engine = ENGINES[language]?.[0];
  if (!spec || !engine) return {};
  const stems: Record<string, number> = {};
  for (let value = 2; value <= 90; value = value < 19 ? value + 1 : value + 10 - (value % 10)) {
    const cardinal = engine.toCardinal(value);
    const stem = spec.irregular[value] ?? spec.rules.reduce((word, [end, replacement]) => word.replace(end, replacement), cardinal);
    if (stem !== cardinal) stems[stem] = value;
  }
  return stems;
}
