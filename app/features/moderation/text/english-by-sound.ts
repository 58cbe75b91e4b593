import { findInWordList } from "./language-word-lists";
import { isKnownWord } from "./known-words";
import { LEXICONS } from "./lexicon/languages";
import { refusingEntries } from "./lexicon-vocabulary";

// English written by sound in Cyrillic or Greek letters ("нюд гирл", "νιουντ
// γκερλ"): no look-alike letter is involved, so the homoglyph folding of
// `normalize` does not see it. Each Cyrillic or Greek word that is no word of the
// languages written in those scripts is spelt in Latin letters by sound, and when
// it sounds like one of the English lexicon's words (a minor, school, abuse or
// sexual word) it is read as that word: the prompt so read is one more reading, and
// the worst reading decides (as for the codes of `decoded-readings`).

// How each letter is said, in the plain Latin spelling of Russian, Ukrainian,
// Bulgarian, Serbian and modern Greek (digraphs first).
const CYRILLIC: Record<string, string> = {
  дж: "j",
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  ґ: "g",
  д: "d",
  е: "e",
  ё: "yo",
  є: "ye",
  ж: "zh",
  з: "z",
  и: "i",
  і: "i",
  ї: "yi",
  й: "y",
  ј: "y",
  к: "k",
  л: "l",
  љ: "l",
  м: "m",
  н: "n",
  њ: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "i",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};
const GREEK: Record<string, string> = {
  ου: "u",
  ού: "u",
  γκ: "g",
  γγ: "ng",
  ντ: "d",
  μπ: "b",
  τζ: "j",
  τσ: "ts",
  αι: "e",
  ει: "i",
  οι: "i",
  α: "a",
  β: "v",
  γ: "g",
  δ: "d",
  ε: "e",
  ζ: "z",
  η: "i",
  θ: "th",
  ι: "i",
  κ: "k",
  λ: "l",
  μ: "m",
  ν: "n",
  ξ: "ks",
  ο: "o",
  π: "p",
  ρ: "r",
  σ: "s",
  ς: "s",
  τ: "t",
  υ: "i",
  φ: "f",
  χ: "h",
  ψ: "ps",
  ω: "o",
};

const spellingBy = (table: Record<string, string>) => {
  const keys = Object.keys(table).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(keys.join("|"), "gu");
  return (word: string) => word.replace(pattern, (letters) => table[letters]);
};
const fromCyrillic = spellingBy(CYRILLIC);
const fromGreek = spellingBy(GREEK);
const latinOf = (word: string) => {
  const lower = word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
  return GREEK_LETTER.test(lower) ? fromGreek(lower) : fromCyrillic(lower);
};

const VOWELS = /[aeiouy]+/gu;

/**
 * A rough key of how a Latin spelling sounds: English spellings of one sound made
 * one ("sch" "ck" "c" "q" → k, "x" → ks, "ph" → f, "w" → v), a silent final "e"
 * dropped, doubled consonants single, every run of vowels one "V" (English and
 * its spelling by sound rarely agree on vowels: "teen" and "тин", "nude" and "нюд").
 */
export function soundKey(latin: string): string {
  const spelt = latin
    .toLowerCase()
    .replace(/sch/gu, "sk")
    .replace(/ck/gu, "k")
    .replace(/ph/gu, "f")
    .replace(/qu/gu, "kv")
    .replace(/x/gu, "ks")
    .replace(/c(?=[eiy])/gu, "s")
    .replace(/c(?!h)/gu, "k")
    .replace(/w/gu, "v")
    .replace(/([^aeiouy])e$/u, "$1")
    .replace(/([^aeiouy])\1+/gu, "$1");
  // A "y" that starts a word before a vowel is a consonant ("young", "янг").
  const head = /^y[aeiou]/u.test(spelt) ? "Y" : "";
  return head + spelt.slice(head.length).replace(VOWELS, "V");
}

const MIN_LETTERS = 3;
const ENGLISH = LEXICONS.filter((lexicon) => lexicon.language === "en");
const TARGETS = new Map<string, string>();
const SHORT_TARGETS = new Map<string, string>();
for (const lexicon of ENGLISH) {
  // Every word of a phrase: "литл систер" is "little sister".
  for (const word of refusingEntries(lexicon).flatMap((entry) =>
    entry
      .replace(/\*/gu, "")
      .toLowerCase()
      .split(/[\s-]+/u),
  )) {
    if (!/^[a-z]+$/u.test(word) || word.length < MIN_LETTERS) continue;
    const key = soundKey(word);
    // A key must hold two consonants at least: "VnV" would be too many words. Keys of
    // one ("bV", boy) are read only in a prompt already written in English by sound.
    const table = key.replace(/V/gu, "").length >= 2 ? TARGETS : SHORT_TARGETS;
    if (!table.has(key)) table.set(key, word);
  }
}

const OTHER_SCRIPT_WORD = /[\p{sc=Cyrillic}\p{sc=Greek}]+/gu;
const GREEK_LETTER = /\p{sc=Greek}/u;
// Russian and Bulgarian by their dictionaries and commonest forms; Ukrainian by its
// commonest forms only: its dictionary's affixes make rare forms of English sound
// ("гирл", of "гирло", an estuary). Serbian and Macedonian lists hold English loans
// ("кид") and are left out.
const OWN_SCRIPT_LISTS: Array<[string, "any" | "frequent"]> = [
  ["ru", "any"],
  ["bg", "any"],
  ["uk", "frequent"],
];

/** Whether a word is a word of a covered language written in its script (then it is read as that). */
function isOwnScriptWord(word: string) {
  if (isKnownWord(word)) return true;
  if (GREEK_LETTER.test(word)) return findInWordList(word, "el") !== null;
  return OWN_SCRIPT_LISTS.some(([language, hits]) => {
    const hit = findInWordList(word, language);
    return hits === "any" ? hit !== null : hit === "frequent";
  });
}

/** The English lexicon word a Latin spelling of a Cyrillic or Greek word sounds like, whatever language the word is. */
function soundsLikeEnglish(word: string, short = false): string | null {
  const lower = word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
  if ([...lower].length < MIN_LETTERS) return null;
  const key = soundKey(latinOf(lower));
  return TARGETS.get(key) ?? (short ? (SHORT_TARGETS.get(key) ?? null) : null);
}

/** The English lexicon word a Cyrillic or Greek word sounds like, if it is no word of its own script's languages. */
export function englishWordBySound(word: string): string | null {
  const target = soundsLikeEnglish(word);
  return target && !isOwnScriptWord(word.toLowerCase()) ? target : null;
}

/**
 * The prompt with its English-by-sound words read as English, or null when it has
 * none. A prompt that holds one such word is English written by sound: there a word
 * that is also one of Russian ("смол", of resin, beside "гёрл") is read as English
 * too, and so are words of one consonant ("бой", boy, beside "нюд"). Two words of the
 * script's own languages are no evidence ("τον μπαμπα", the daddy, is Greek).
 */
export function englishBySoundReading(prompt: string): string | null {
  const words = [...prompt.matchAll(OTHER_SCRIPT_WORD)].map((match) => ({
    word: match[0],
    start: match.index,
    english: soundsLikeEnglish(match[0], true),
  }));
  const heard = words.filter((entry) => entry.english !== null);
  const strict = heard.some((entry) => TARGETS.has(soundKey(latinOf(entry.word))) && !isOwnScriptWord(entry.word.toLowerCase()));
  if (!strict) return null;
  let reading = "";
  let end = 0;
  for (const entry of heard) {
    reading += prompt.slice(end, entry.start) + entry.english;
    end = entry.start + entry.word.length;
  }
  return reading + prompt.slice(end);
}
