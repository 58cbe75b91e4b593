import { wordsAsDigits, type AgeMention } from "./ages";
import { normalizeForAges } from "./normalize";

// An adult age stated and the person then drawn some years younger ("woman, 30,
// shown 20 years younger", "younger by two decades", "as she looked 20 years ago",
// "30-jährige Frau, 20 Jahre jünger"): the person depicted is the age less the
// years. The adult age nearest before the shift is the one shifted (the nearest
// after it when none comes before), so a second, older person's age ("her grandma
// is 70") does not make the shifted one an adult. A comparison with another person
// ("10 years younger than her sister") is `relative-ages`' and is left out here.

// In the form `normalizeForAges` writes (accents stripped, lower case), number words as digits.
const N = String.raw`(?<n>\d{1,3})`;
const SHIFTS: Record<string, string[]> = {
  en: [
    String.raw`${N}\s*(?<unit>years?|yrs?|decades?)\s+younger(?!\s+than)`,
    String.raw`younger\s+by\s+${N}\s*(?<unit>years?|yrs?|decades?)`,
    String.raw`(?<unit>a\s+decade)\s+younger(?!\s+than)`,
    // Not after a number: "50 minus 20 years old" is a difference (30), not 50 shown 20 years younger.
    String.raw`(?<!\d\s*)minus\s+${N}\s*(?<unit>years?|yrs?|decades?)`,
    String.raw`(?:as|how|when)\s+(?:she|he|they)\s+(?:was|were|looked|appeared)\s+${N}\s*(?<unit>years?|yrs?|decades?)\s+(?:ago|earlier|before)`,
  ],
  de: [String.raw`${N}\s*(?<unit>jahre?n?|jahrzehnte?n?)\s+j(?:u|ue)nger(?!\s+als)`],
  fr: [String.raw`${N}\s*(?<unit>ans?|decennies?)\s+(?:plus\s+jeune|de\s+moins)(?!\s+que)`],
  es: [String.raw`${N}\s*(?<unit>a[nñ]os?|decadas?)\s+(?:mas\s+joven|menos)(?!\s+que)`],
  pt: [String.raw`${N}\s*(?<unit>anos?|decadas?)\s+mais\s+(?:jovem|nova|novo)(?!\s+(?:que|do\s+que))`],
  it: [String.raw`${N}\s*(?<unit>anni|anno|decenni|decennio)\s+(?:piu\s+giovane|in\s+meno)(?!\s+di)`],
  nl: [String.raw`${N}\s*(?<unit>jaar|decennia|decennium)\s+jonger(?!\s+dan)`],
  ru: [String.raw`на\s+${N}\s*(?<unit>лет|года?|десятилети[ея])\s+(?:моложе|младше)(?!\s+чем)`],
  pl: [String.raw`o\s+${N}\s*(?<unit>lat|lata|rok|dekad[ey]?)\s+m[łli]odsz[aey](?!\s+niz)`],
  sv: [String.raw`${N}\s*(?<unit>ar)\s+yngre(?!\s+an)`],
};
// An adult age said of a later time, right after it: "22 years old in 10 years", "she'll
// be 20 in 8 years", "25 years from now", "30 Jahre alt in 15 Jahren": she is the age
// less the years now. Only right after the age, so "a 25 year old who will be famous
// in 10 years" keeps her 25.
const LATER: Record<string, string[]> = {
  en: [
    String.raw`in\s+${N}\s*(?<unit>years?|yrs?|decades?)`,
    String.raw`${N}\s*(?<unit>years?|yrs?|decades?)\s+(?:from\s+now|later|hence|on)`,
    String.raw`(?:in\s+)?(?<unit>a\s+decade)(?:\s+from\s+now|\s+later)?`,
  ],
  de: [String.raw`in\s+${N}\s*(?<unit>jahren|jahrzehnten)`],
  fr: [String.raw`dans\s+${N}\s*(?<unit>ans|decennies)`],
  es: [String.raw`(?:en|dentro\s+de)\s+${N}\s*(?<unit>a[nñ]os|decadas)`],
  pt: [String.raw`(?:em|daqui\s+a|dentro\s+de)\s+${N}\s*(?<unit>anos|decadas)`],
  it: [String.raw`(?:tra|fra)\s+${N}\s*(?<unit>anni|decenni)`],
  nl: [String.raw`over\s+${N}\s*(?<unit>jaar|decennia)`],
  ru: [String.raw`через\s+${N}\s*(?<unit>лет|года?|десятилети[ея])`],
  pl: [String.raw`za\s+${N}\s*(?<unit>lat|lata|dekad[ey]?)`],
};
// What may come between the age and its later time: "old", "years old", a comma.
const AGE_TAIL = String.raw`^(?:\s*(?:years?|yrs?|jahre|ans|a[nñ]os|anni|jaar|лет|года?|lat|lata)?(?:\s+(?:old|alt|oud|de\s+edad|de\s+idade))?)?\s*,?\s*`;
let laterPattern: RegExp | undefined;
const later = () =>
  (laterPattern ??= new RegExp(
    `${AGE_TAIL}(?:${Object.values(LATER)
      .flat()
      .map((source) => `(?:${source})`)
      .join("|")
      .replace(/\(\?<(n|unit)>/g, "(")})(?![\\p{L}\\p{N}])`,
    "u",
  ));

const DECADE = /^(?:a\s+decade|decade|decennie|decada|decenni|decennia|jahrzehnt|десятилет|dekad)/u;

let pattern: RegExp | undefined;
// Built on first use, as most prompts state no age.
const shifts = () =>
  (pattern ??= new RegExp(
    Object.values(SHIFTS)
      .flat()
      .map((source) => `(?:${source})`)
      .join("|")
      .replace(/\(\?<(n|unit)>/g, "("),
    "gu",
  ));

/** The shifts that draw a stated adult age under 18, as written ("20 years younger"). */
export function shiftedMinorAges(prompt: string, ages: AgeMention[]): string[] {
  const adults = ages.filter((mention) => mention.age >= 18);
  if (!adults.length) return [];
  const text = wordsAsDigits(normalizeForAges(prompt));
  const placed = adults.map((mention) => ({ age: mention.age, at: text.indexOf(normalizeForAges(mention.text)) })).filter((age) => age.at >= 0);
  if (!placed.length) return [];
  const found: string[] = [];
  for (const age of placed) {
    const written = normalizeForAges(adults.find((mention) => mention.age === age.age)?.text ?? "");
    const match = later().exec(text.slice(age.at + written.length));
    if (!match) continue;
    const [amount, unit] = numberAndUnit(match);
    if (age.age - amount * (DECADE.test(unit) ? 10 : 1) < 18) found.push(match[0].replace(/^[^\p{L}\p{N}]+/u, "").trim());
  }
  for (const match of text.matchAll(shifts())) {
    const [amount, unit] = numberAndUnit(match);
    const years = amount * (DECADE.test(unit) ? 10 : 1);
    const before = placed.filter((age) => age.at < match.index);
    const shifted = (before.length ? before[before.length - 1] : placed.reduce((a, b) => (a.at < b.at ? a : b))).age - years;
    if (shifted < 18) found.push(match[0]);
  }
  return found;
}

// The groups are plain once joined: the number is the first digits of the match, the unit the word after them (or "a decade").
function numberAndUnit(match: RegExpMatchArray): [number, string] {
  const said = match[0];
  if (/a\s+decade/u.test(said) && !/\d/u.test(said)) return [1, "decade"];
  const digits = /(\d{1,3})\s*(\p{L}+)/u.exec(said);
  return digits ? [Number(digits[1]), digits[2]] : [0, ""];
}
