import type { AgeMention } from "./ages";
import { wordsAsDigits } from "./ages";
import { ADULTHOOD_HEDGED, AGE_FAKED, AGE_HEDGES, UNDER_ITS_LOOKS } from "./lexicon/age-hedges";
import type { WordTable } from "./lexicon/word-tables";
import { normalizeForAges } from "./normalize";

// Ages hedged so that the real one is under the one stated or shown (ADR 055): "18 on
// paper", "officially an adult", "younger than she looks", "fake ID", "aged up".

const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// An entry as a pattern over the form ages are read in: a space also matches a comma
// and a hyphen ("mladší, než vypadá", "in-universe"), an apostrophe may be left out or
// spaced ("shes", "she s"). Words of spaced scripts stand whole: one guard around
// all of them keeps the pattern quick.
const entrySource = (entry: string) =>
  normalizeForAges(entry)
    .trim()
    .split(/[\s-]+/u)
    .map((word) => word.split(/['’]/u).map(escape).join("['’\\s]?"))
    .join("[\\s,\\-]+");
function compile(table: WordTable, flags = "gu") {
  const entries = [...new Set(Object.values(table).flatMap((words) => words ?? []))].sort((a, b) => b.length - a.length);
  const spaced = entries.filter((entry) => !UNSPACED.test(entry)).map(entrySource);
  const unspaced = entries.filter((entry) => UNSPACED.test(entry)).map(entrySource);
  const branches = [`(?<![\\p{L}\\p{N}])(?:${spaced.join("|")})(?![\\p{L}])`, ...(unspaced.length ? [unspaced.join("|")] : [])];
  return new RegExp(branches.join("|"), flags);
}

const HEDGES = compile(AGE_HEDGES);
const ADULTHOOD = compile(ADULTHOOD_HEDGED, "u");
const UNDER_LOOKS = compile(UNDER_ITS_LOOKS);
const FAKED = compile(AGE_FAKED);

// An age of majority as a number ("18", not the rating "18+" nor "18:00"), or an age
// no person reaches, with its unit ("1000 years old", "500歳").
const MAJORITY_AGE = /(?<![\p{N}.,:/])(?:1[89]|2[01])(?![\p{N}]|[.,:]\p{N}|\s*\+)/u;
const AGE_NO_PERSON_REACHES =
  /(?<![\p{N}.,])(?:1[3-9]\d|[2-9]\d\d|\d{4,})\s*-?\s*(?:years?|yrs?|yo|jahre|ans|anos|anni|años|let|lat|лет|років|yas|tahun|歳|岁|歲|세)/u;
// A comma before a word for "that" joins its clause to the verb before it ("tvrdí, že je jí 18").
const COMMA_BEFORE_THAT = /,\s*(?=(?:ze|что|що|dass|que|che|dat)(?![\p{L}]))/gu;
// A winking or smirking face hedges as "wink" does; read before ";" ends a clause
// and before the emoji are cleaned away.
const WINKS = /[;][-']?\)|😉|😜|😏/gu;
const CLAUSES = /[,;.!?\n。，；！？]+/u;
// An age of majority in scare quotes, said as an age ("\"18\" year old", "aged '18'"):
// the quotes say it is not the real one. A quoted number that is no age stays ("a sign saying \"18\"").
const QUOTE = `["“”„«»‘’']`;
const SCARE_QUOTED_AGE = new RegExp(
  `(?:(?<!\\p{L})aged?\\s*:?\\s*${QUOTE}\\s*(?:1[89]|2[01])\\s*${QUOTE}|${QUOTE}\\s*(?:1[89]|2[01])\\s*${QUOTE}\\s*-?\\s*(?:years?|yrs?|yo|y\\.o\\.?)(?!\\p{L}))`,
  "gu",
);
// Beyond the ages of majority: an adult whatever a hedge says of the look.
const PLAINLY_ADULT = 22;

/**
 * The hedged ages of a prompt, as written: a hedge in the clause of an age of majority
 * or adulthood, an age faked, or a real age said to be under the look (unless an
 * adult's age beyond the ages of majority is stated and no minor's).
 */
export function hedgedAges(prompt: string, ages: AgeMention[]): string[] {
  // Hedges are read before number words are digits: "claims to be" holds Norwegian "to" (two).
  const text = normalizeForAges(prompt.replace(WINKS, " wink "));
  const found: string[] = [];
  const clauses = text.replace(COMMA_BEFORE_THAT, " ").split(CLAUSES);
  clauses.forEach((clause, index) => {
    if (!clause.match(HEDGES)) return;
    const left = clause.replace(HEDGES, " ");
    // A hedge standing alone after its age ("de 18, o eso dice") is read with the clause before it.
    const rest = wordsAsDigits(index > 0 && !/[\p{L}\p{N}]/u.test(left) ? `${clauses[index - 1]} ${left}` : left);
    if (MAJORITY_AGE.test(rest) || ADULTHOOD.test(rest) || AGE_NO_PERSON_REACHES.test(rest)) found.push(clause.trim());
  });
  found.push(...(text.match(FAKED) ?? []));
  found.push(...(text.match(SCARE_QUOTED_AGE) ?? []));
  const looks = text.match(UNDER_LOOKS) ?? [];
  const plainlyAdult = ages.some((mention) => mention.age >= PLAINLY_ADULT) && !ages.some((mention) => mention.age < 18) && !text.match(HEDGES);
  if (looks.length && !plainlyAdult) found.push(...looks);
  return [...new Set(found)];
}
