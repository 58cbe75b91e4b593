import { isEnglishWord, isKnownWord } from "./known-words";
import { LEXICONS } from "./lexicon/languages";
import { refusingEntries } from "./lexicon-vocabulary";

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

const LATIN_WORD = /(?<![\p{L}\p{N}])[a-z235-9']*[a-z][a-z235-9']*(?![\p{L}\p{N}])/giu;
// What follows a number in prompts: tags ("2girls", "8k", "3d"), ages ("5yo"), ordinals ("3rd"), units ("35mm").
const AFTER_A_NUMBER = new Set(["k", "d", "yo", "yr", "yrs", "y", "th", "st", "nd", "rd", "mm", "cm", "m", "kg", "ft", "px", "fps", "s", "x", "p"]);

/**
 * Whether a word is written in Arabizi: Latin letters with single digits for
 * letters ("3aryana", "7elwa", "sa2er"), and without them no English word, tag or
 * unit ("2girls", "8k", "5yo", "3rd" are not).
 */
function isArabiziWord(word: string) {
  if (!/[235-9]/u.test(word) || /\d\d/u.test(word)) return false;
  const letters = word.replace(/\d/gu, "");
  return letters.length >= 2 && !AFTER_A_NUMBER.has(letters) && !isKnownWord(letters);
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
