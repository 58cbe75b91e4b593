import { SCHOOL_STAFF } from "./lexicon/school-staff";
import { normalizeForAges } from "./normalize";

// A school word right after a word for an adult who teaches or leads that year or
// section, with at most a linking word between ("teacher of 5th grade", "maestra de
// quinto de primaria", "professeure de CM1", "Lehrerin der 7b"), describes the
// adult's work. Only when the school words are all the rest of the clause and name
// no pupil: "teacher of 5th grade pupils" and "teacher with her 5th grade class"
// still name children.

const LINKS = [
  "of",
  "on",
  "during",
  "auf",
  "bei",
  "an",
  "am",
  "im",
  "zur",
  "vom",
  "von",
  "en",
  "na",
  "durante",
  "a",
  "au",
  "for",
  "at",
  "in",
  "de",
  "du",
  "des",
  "da",
  "do",
  "di",
  "del",
  "della",
  "der",
  "die",
  "van",
  "i",
  "w",
  "v",
  "ve",
  "z",
  "ze",
  "в",
  "у",
  "из",
  "της",
];
const ARTICLES = ["the", "a", "an", "la", "le", "el", "los", "las", "les", "una", "uma", "o", "der", "die", "das", "dem", "einer"];
// Words for pupils or a class after the school year: the children are in the picture.
const PUPILS =
  /(?<!\p{L})(?:pupil|student|kid|child|girl|boy|class|schuler|kind|madchen|junge|eleve|enfant|fille|garcon|alumn|nin[oa]|chic[oa]|crianc|menin|ragazz|bambin|учени|дет|девоч|мальчик|uczni|dziec|leerling|meisje|jongen|elev|barn|oppila|tanulo|zak|zia|copi|μαθητ|παιδ)/u;
const CLAUSE_END = /[,;.!?)\]\n]/u;

/** Whether a text (as `normalizeForAges` writes it) names pupils, a class or children. */
export const namesPupilsOrClass = (text: string) => PUPILS.test(text);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const alternatives = (words: string[]) => [...new Set(words.map((word) => normalizeForAges(word)))].map(escape).join("|");
const squash = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, "");

let staffWords: RegExp | undefined;
// Built on first use: most prompts hold no school word.
const staff = () => (staffWords ??= new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives(Object.values(SCHOOL_STAFF).flat() as string[])})\\s+`, "gu"));
let leadingLink: RegExp | undefined;
const linkAndArticle = () => (leadingLink ??= new RegExp(`^(?:(?:${alternatives(LINKS)})\\s+)?(?:(?:${alternatives(ARTICLES)})\\s+)?`, "u"));

/** The school terms (as matched) that name the year or section an adult teaches or leads. */
export function taughtByAdults(prompt: string, terms: string[]): Set<string> {
  const taught = new Set<string>();
  if (!terms.length) return taught;
  const text = normalizeForAges(prompt);
  const squashedTerms = terms.map((term) => [term, squash(normalizeForAges(term))] as const).filter(([, squashed]) => squashed);
  const candidates = new Set<string>();
  let elsewhere = text;
  for (const match of text.matchAll(staff())) {
    const start = match.index + match[0].length;
    const clause = text.slice(start).split(CLAUSE_END, 1)[0];
    if (!clause.trim() || PUPILS.test(clause)) continue;
    // The clause as written ("der 7b" is a term) or without its linking words ("quinto de primaria").
    const tails = new Set([squash(clause), squash(clause.trim().replace(linkAndArticle(), ""))]);
    if (!squashedTerms.some(([, squashed]) => tails.has(squashed))) continue;
    for (const [term, squashed] of squashedTerms) if ([...tails].some((tail) => tail.includes(squashed))) candidates.add(term);
    elsewhere = elsewhere.slice(0, start) + " ".repeat(clause.length) + elsewhere.slice(start + clause.length);
  }
  // A term said again outside the adult's work ("…, and a girl from 5th grade") still counts.
  const rest = squash(elsewhere);
  for (const [term, squashed] of squashedTerms) if (candidates.has(term) && !rest.includes(squashed)) taught.add(term);
  return taught;
}
