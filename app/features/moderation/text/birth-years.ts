import { LEXICONS } from "./lexicon/languages";
import { normalizeForAges } from "./normalize";
import { escapeChar } from "./term-pattern";

// Birth years said in each covered language: the words before a year ("geboren
// 2012", "nacida en 2012", "Jahrgang 2012", "rocznik 2012") or after it ("2012
// doğumlu", "2012年生まれ", "2012년생", "2012 года рождения"), from the lexicons'
// `bornBefore` and `bornAfter`. The age is this year less the year of birth.

const YEAR = "(?<![0-9])((?:19|20)[0-9]{2})(?![0-9])";
// Between the words and the year: spaces and the punctuation of a label ("rocznik: 2012", "ur. 2012").
const GAP = "[\\s,:.\\-/]*";
const LETTER = "[\\p{L}\\p{M}]";
const ALPHABETIC = /[\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}\p{sc=Arabic}\p{sc=Hebrew}\p{sc=Devanagari}]/u;

/** An entry as a regex source: a space matches any separators; a letter of a spaced script at an edge is a word boundary. */
function entrySource(entry: string, side: "before" | "after"): string | null {
  const text = normalizeForAges(entry).trim();
  if (!text) return null;
  const body = [...text].map((ch) => (/\s/.test(ch) ? "[\\s.\\-]*" : escapeChar(ch))).join("");
  const edge = side === "before" ? [...text][0] : [...text].at(-1)!;
  if (!ALPHABETIC.test(edge)) return body;
  return side === "before" ? `(?<!${LETTER})${body}` : `${body}(?!${LETTER})`;
}

const sources = (pick: (words: { bornBefore?: string[]; bornAfter?: string[] }) => string[] | undefined, side: "before" | "after") =>
  [...new Set(LEXICONS.flatMap((lexicon) => pick(lexicon.ages) ?? []))]
    .sort((a, b) => b.length - a.length)
    .flatMap((entry) => entrySource(entry, side) ?? []);

const BEFORE = sources((ages) => ages.bornBefore, "before");
const AFTER = sources((ages) => ages.bornAfter, "after");
const BORN_BEFORE = new RegExp(`(?:${BEFORE.join("|")})${GAP}${YEAR}`, "gu");
const BORN_AFTER = new RegExp(`${YEAR}\\s*[.\\-]?\\s*(?:${AFTER.join("|")})`, "gu");
const MAY_HOLD_YEAR = /(?:19|20)[0-9]{2}/;

export type BirthYearAge = { age: number; text: string };

/** Ages given by a birth year said in a covered language, as written (normalised). */
export function findBirthYearAges(prompt: string): BirthYearAge[] {
  if (!MAY_HOLD_YEAR.test(prompt)) return [];
  const text = normalizeForAges(prompt);
  const thisYear = new Date().getUTCFullYear();
  const found: BirthYearAge[] = [];
  for (const pattern of [BORN_BEFORE, BORN_AFTER]) {
    for (const match of text.matchAll(pattern)) {
      const age = thisYear - Number(match[1]);
      if (age >= 0 && age < 120) found.push({ age, text: match[0] });
    }
  }
  return found;
}
