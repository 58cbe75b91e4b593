import { isEnglishWord, isKnownWord } from "./known-words";
import { commonWords } from "./language-word-lists";
import { LEXICONS } from "./lexicon/languages";
import { lexiconEntries, refusingEntries } from "./lexicon-vocabulary";

// Arabic written in Latin letters and digits (Arabizi: "bent 3aryana", "tifla
// 3omrha 14"): the digits stand for the letters Latin lacks (3 ع, 7 ح, 5 خ, 2 ء,
// 6 ط, 9 ص, 8 غ) and the short vowels, which Arabic does not write, are written at
// will. Arabic and Arabizi words are both reduced to their consonants, and where a
// prompt shows Arabizi (a word of letters with those digits), each Latin word with
// the consonants of an Arabic lexicon word is read as that word: the prompt so read
// is one more reading, and the worst reading decides.

// Arabic letters as consonant classes; long vowels, hamza seats and tā' marbūṭa are left out.
const ARABIC: Record<string, string> = {
  ب: "b",
  ت: "t",
  ث: "t",
  ج: "j",
  ح: "H",
  خ: "x",
  د: "d",
  ذ: "d",
  ر: "r",
  ز: "z",
  س: "s",
  ش: "S",
  ص: "s",
  ض: "d",
  ط: "t",
  ظ: "z",
  ع: "E",
  غ: "G",
  ف: "f",
  ق: "k",
  ك: "k",
  ل: "l",
  م: "m",
  ن: "n",
  ه: "h",
};
// Latin spellings and Arabizi digits, as the same classes (digraphs first).
const LATIN: Array<[RegExp, string]> = [
  [/3'|8|gh/gu, "G"],
  [/5|kh/gu, "x"],
  [/sh|ch/gu, "S"],
  [/th/gu, "t"],
  [/dh/gu, "d"],
  [/3/gu, "E"],
  [/7/gu, "H"],
  [/6/gu, "t"],
  [/9/gu, "s"],
  [/2/gu, ""],
  [/q/gu, "k"],
  [/g/gu, "j"],
  [/p/gu, "b"],
  [/v/gu, "f"],
  [/[aeiouyw']/gu, ""],
];

/** The consonants of an Arabic word. */
export function arabicConsonants(word: string): string {
  return [...word].map((ch) => ARABIC[ch] ?? "").join("");
}

/** The consonants of a word in Arabizi, doubled letters single ("bnt" for "bent", "Er" for "3arya"). */
export function arabiziConsonants(word: string): string {
  let key = word.toLowerCase();
  for (const [pattern, letter] of LATIN) key = key.replace(pattern, letter);
  return key.replace(/(.)\1+/gu, "$1");
}

const ARABIC_WORD = /^[\u0621-\u064A]+$/u;
const TARGETS = new Map<string, string>();
for (const lexicon of LEXICONS.filter((candidate) => candidate.language === "ar")) {
  const ages = lexicon.ages;
  const entries = [...refusingEntries(lexicon), ...(ages ? [...ages.units, ...(ages.prefixes ?? []), ...(ages.persons ?? [])] : [])];
  for (const word of entries.flatMap((entry) => entry.split(/\s+/u))) {
    if (!ARABIC_WORD.test(word)) continue;
    const key = arabicConsonants(word);
    if (key.length >= 2 && !TARGETS.has(key)) TARGETS.set(key, word);
  }
}

// The lexicon's age units ("sana" سنة, "3am" عام), which the gate reads even with two consonants.
const AGE_UNITS = new Map(
  LEXICONS.filter((lexicon) => lexicon.language === "ar")
    .flatMap((lexicon) => lexicon.ages?.units ?? [])
    .filter((unit) => ARABIC_WORD.test(unit))
    .map((unit) => [arabicConsonants(unit), unit] as const),
);

/** Whether a Latin word is an Arabic age unit of the lexicon in Arabizi ("sana", "sanawat"). */
export const isArabicAgeUnit = (latin: string) => AGE_UNITS.has(arabiziConsonants(latin.toLowerCase()));

const LATIN_WORD = /(?<![\p{L}\p{N}])[a-z235-9']*[a-z][a-z235-9']*(?![\p{L}\p{N}])/giu;
// What follows a number in prompts: tags ("2girls", "8k", "3d"), ages ("5yo"), ordinals ("3rd"), units ("35mm").
const AFTER_A_NUMBER = new Set(["k", "d", "yo", "yr", "yrs", "y", "th", "st", "nd", "rd", "mm", "cm", "m", "kg", "ft", "px", "fps", "s", "x", "p"]);

/**
 * Whether a word is written in Arabizi: Latin letters with single digits for
 * letters ("3aryana", "7elwa", "sa2er"), and without them no English word, tag or
 * unit ("2girls", "8k", "5yo", "3rd" are not).
 */
export function isArabiziWord(word: string) {
  if (!/[235-9]/u.test(word) || /\d\d/u.test(word)) return false;
  const letters = word.replace(/\d/gu, "");
  return letters.length >= 2 && !AFTER_A_NUMBER.has(letters) && !isKnownWord(letters);
}
let arabicKeys: Map<string, string> | undefined;
// The consonants of the lexicon's Arabic words and of the commonest Arabic words.
function loadArabicKeys(): Map<string, string> {
  if (arabicKeys) return arabicKeys;
  arabicKeys = new Map(TARGETS);
  const vocabulary = LEXICONS.filter((lexicon) => lexicon.language === "ar").flatMap((lexicon) =>
    lexiconEntries(lexicon).flatMap((entry) => entry.split(/\s+/u)),
  );
  for (const word of [...commonWords("ar"), ...vocabulary]) {
    const key = arabicConsonants(word);
    if (key.length >= 2 && ARABIC_WORD.test(word) && !arabicKeys.has(key)) arabicKeys.set(key, word);
  }
  return arabicKeys;
}

// Two consonants match too many words of any language ("bata" بيت, "meisie" مص): a
// word without Arabizi digits must have three to be read as a common Arabic word.
const MIN_COMMON_CONSONANTS = 3;

/**
 * The common or lexicon Arabic word a Latin word is in Arabizi ("7elwa" حلوة, "jamila"
 * جميلة), if it is no known word. For the language gate, which must not take a word of
 * another language for Arabic: the minors rules read with `arabicWordOf`.
 */
export function commonArabicWordOf(latin: string): string | null {
  const lower = latin.toLowerCase();
  const digits = /\d/u.test(lower);
  if (!digits && isKnownWord(lower)) return null;
  const key = arabiziConsonants(lower);
  // A doubled letter is a shadda ("sitt" ست), which counts as one consonant more.
  const geminate = /([b-df-hj-np-tv-z])\1/u.test(lower);
  if (key.length + (geminate ? 1 : 0) < (digits ? 2 : MIN_COMMON_CONSONANTS)) return AGE_UNITS.get(key) ?? null;
  return loadArabicKeys().get(key) ?? null;
}

/**
 * Whether a word of letters and digits is an Arabic word in Arabizi ("7elwa",
 * "3aryana", "imra2a", "ba7r"), its digits letters: its consonants are those of a
 * common or lexicon Arabic word. A digit before a word or a unit ("7sana", "7ans",
 * "7sal") is a number: what follows it is read on its own first.
 */
export function isArabiziSpelling(word: string): boolean {
  if (!isArabiziWord(word) || !loadArabicKeys().has(arabiziConsonants(word))) return false;
  const rest = /^\d(\p{L}+)$/u.exec(word)?.[1];
  return rest === undefined || (!isKnownWord(rest.toLowerCase()) && arabicWordOf(rest) === null);
}

// An English word is read as Arabic only with three consonants or more: "sub" is not صبي.
const ENGLISH_MIN_CONSONANTS = 3;

/** The Arabic lexicon word an Arabizi word is, if any. */
export function arabicWordOf(latin: string): string | null {
  const key = arabiziConsonants(latin);
  if (key.length < 2 || (isEnglishWord(latin.toLowerCase()) && key.length < ENGLISH_MIN_CONSONANTS)) return null;
  return TARGETS.get(key) ?? null;
}

/** The prompt with its Arabizi words in Arabic letters, or null when it shows no Arabizi or has none to read. */
export function arabiziReading(prompt: string): string | null {
  if (!(prompt.toLowerCase().match(LATIN_WORD) ?? []).some(isArabiziWord)) return null;
  let changed = false;
  const reading = prompt.replace(LATIN_WORD, (word) => {
    const arabic = arabicWordOf(word);
    if (arabic) changed = true;
    return arabic ?? word;
  });
  return changed ? reading : null;
}
