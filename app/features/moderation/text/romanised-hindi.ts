import { isEnglishWord, isRareEnglishWord } from "./known-words";
import { commonWords } from "./language-word-lists";
import { LEXICONS } from "./lexicon/languages";
import { lexiconEntries, refusingEntries } from "./lexicon-vocabulary";

// Hindi and Urdu written in Latin letters ("nangi larkii", "kishori", "chhoti
// behen"): the Hindi lexicon is written in Devanagari, with a few romanised forms,
// and informal romanisation spells each word many ways. Each Devanagari word of the
// lexicon is spelt in Latin letters by its sounds (inherent vowels dropped where
// Hindi drops them), and a Latin word of a prompt that is no English or lexicon word
// and has the same key ("larki" = "ladki" = लड़की) is read as the Devanagari word:
// the prompt so read is one more reading, and the worst reading decides.

const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
};
// With the nukta: ड़ and ढ़ are said "r" and written "d" or "r" in Latin letters.
const NUKTA_CONSONANTS: Record<string, string[]> = { ड: ["d", "r"], ढ: ["d", "r"], ज: ["z"], फ: ["f"], क: ["q"], ख: ["kh"], ग: ["g"] };
const VOWELS: Record<string, string> = {
  अ: "a",
  आ: "aa",
  इ: "i",
  ई: "ee",
  उ: "u",
  ऊ: "oo",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
};
const SIGNS: Record<string, string> = {
  "ा": "aa",
  "ि": "i",
  "ी": "ee",
  "ु": "u",
  "ू": "oo",
  "ृ": "ri",
  "े": "e",
  "ै": "ai",
  "ो": "o",
  "ौ": "au",
  "ॉ": "o",
};
const NUKTA = "\u093C";
const VIRAMA = "\u094D";
const NASALS = new Set(["\u0902", "\u0901"]);

type Syllable = { consonants: string[][]; vowel: string | null; nasal: boolean };

/** The syllables of a Devanagari word: consonant clusters, each with its vowel sign, or null for the inherent "a". */
function syllablesOf(word: string): Syllable[] {
  const syllables: Syllable[] = [];
  const chars = [...word.normalize("NFD")];
  let cluster: string[][] = [];
  for (let index = 0; index < chars.length; index++) {
    const ch = chars[index];
    if (ch in CONSONANTS) {
      const nukta = chars[index + 1] === NUKTA;
      if (nukta) index++;
      cluster.push(nukta ? (NUKTA_CONSONANTS[ch] ?? [CONSONANTS[ch]]) : [CONSONANTS[ch]]);
      if (chars[index + 1] === VIRAMA) {
        index++;
        continue;
      }
      const sign = SIGNS[chars[index + 1]];
      if (sign) index++;
      syllables.push({ consonants: cluster, vowel: sign ?? null, nasal: false });
      cluster = [];
    } else if (ch in VOWELS) {
      syllables.push({ consonants: [], vowel: VOWELS[ch], nasal: false });
    } else if (NASALS.has(ch) && syllables.length) {
      syllables[syllables.length - 1].nasal = true;
    }
  }
  if (cluster.length) syllables.push({ consonants: cluster, vowel: "", nasal: false });
  return syllables;
}

/** Latin spellings of a Devanagari word, its inherent vowels dropped at the end and between a vowel and a written one (लड़की "ladki", बहन "bahan"). */
export function romanisations(word: string): string[] {
  const syllables = syllablesOf(word);
  let spellings = [""];
  for (const [index, syllable] of syllables.entries()) {
    const last = index === syllables.length - 1;
    const next = syllables[index + 1];
    const beforeVowel = next !== undefined && next.vowel !== null && next.vowel !== "";
    const schwaDropped = syllable.vowel === null && syllable.consonants.length > 0 && index > 0 && (last || (!syllable.nasal && beforeVowel));
    const vowel = syllable.vowel ?? (schwaDropped || (last && syllable.vowel === null) ? "" : "a");
    const onsets = syllable.consonants.reduce<string[]>((heads, options) => heads.flatMap((head) => options.map((o) => head + o)), [""]);
    spellings = spellings.flatMap((spelling) => onsets.map((onset) => spelling + onset + vowel + (syllable.nasal ? "n" : "")));
  }
  return [...new Set(spellings)].filter(Boolean);
}

/**
 * A key of how a romanised Hindi word sounds: aspiration, vowel length, doubled
 * letters and the usual spellings of one sound ("ee" "ii" "i", "w" "v", "sh" "s",
 * "z" "j", a final "y" for "i") made one.
 */
export function hindiKey(latin: string): string {
  return (
    latin
      .toLowerCase()
      .replace(/chch|cch|chh/gu, "ch")
      .replace(/([kgtdbpj])h/gu, "$1")
      .replace(/sh/gu, "s")
      .replace(/ph/gu, "f")
      .replace(/w/gu, "v")
      .replace(/z/gu, "j")
      .replace(/q/gu, "k")
      .replace(/ee|ii/gu, "i")
      .replace(/oo|uu/gu, "u")
      .replace(/aa/gu, "a")
      .replace(/ai|ae|ay/gu, "e")
      .replace(/au|ou/gu, "o")
      .replace(/y$/u, "i")
      // Beside "h" an "a" is said, and often written, "e" ("behen", "pehla" for "bahan", "pahla").
      .replace(/[ae]h[ae]/gu, "aha")
      .replace(/([^aeiou])\1+/gu, "$1")
  );
}

const DEVANAGARI_WORD = /^[\u0900-\u097F]+$/u;
const MIN_KEY = 3;

function lexiconWords(): string[] {
  const words: string[] = [];
  for (const lexicon of LEXICONS.filter((candidate) => candidate.language === "hi")) {
    const ages = lexicon.ages;
    const entries = [
      ...refusingEntries(lexicon),
      ...(ages ? [...ages.units, ...(ages.prefixes ?? []), ...(ages.persons ?? []), ...Object.keys(ages.numbers ?? {})] : []),
    ];
    for (const entry of entries) words.push(...entry.replace(/[*#]/gu, "").split(/\s+/u));
  }
  return words.filter((word) => DEVANAGARI_WORD.test(word));
}

const TARGETS = new Map<string, string>();
for (const word of lexiconWords()) {
  for (const spelling of romanisations(word)) {
    const key = hindiKey(spelling);
    if (key.length >= MIN_KEY && !TARGETS.has(key)) TARGETS.set(key, word);
  }
}

const LATIN_WORD = /(?<![\p{L}\p{N}])[a-z]{3,}(?![\p{L}\p{N}])/giu;

/**
 * The Devanagari word of the Hindi lexicon a romanised word is, if it is no English
 * word. The lexicon's own romanised words are read too, so that a phrase of two
 * words is whole in the reading ("chhoti behen": छोटी बहन).
 */
export function hindiWordOf(latin: string): string | null {
  const lower = latin.toLowerCase();
  if (isEnglishWord(lower)) return null;
  const hindi = TARGETS.get(hindiKey(lower)) ?? null;
  // SCOWL's rarer English ("pouty", which sounds like पोती), loaded only once a key matches.
  return hindi && !isRareEnglishWord(lower) ? hindi : null;
}

let commonTargets: Map<string, string> | undefined;
/**
 * The common Hindi word (the commonest subtitle forms, and the lexicon's words) a
 * romanised word is spelt like, if it is no English word: "aurat" औरत, "mahila" महिला.
 */
export function commonHindiWordOf(latin: string): string | null {
  const lower = latin.toLowerCase();
  if (isEnglishWord(lower)) return null;
  if (!commonTargets) {
    commonTargets = new Map();
    const vocabulary = LEXICONS.filter((lexicon) => lexicon.language === "hi").flatMap((lexicon) =>
      lexiconEntries(lexicon).flatMap((entry) => entry.split(/\s+/u)),
    );
    for (const word of [...commonWords("hi"), ...vocabulary])
      if (DEVANAGARI_WORD.test(word))
        for (const spelling of romanisations(word)) {
          const key = hindiKey(spelling);
          if (key.length >= MIN_KEY && !commonTargets.has(key)) commonTargets.set(key, word);
        }
  }
  const hindi = commonTargets.get(hindiKey(lower)) ?? null;
  return hindi && !isRareEnglishWord(lower) ? hindi : null;
}

/** The prompt with its romanised Hindi words in Devanagari, or null when it has none. */
export function romanisedHindiReading(prompt: string): string | null {
  let changed = false;
  const reading = prompt.replace(LATIN_WORD, (word) => {
    const hindi = hindiWordOf(word);
    if (hindi) changed = true;
    return hindi ?? word;
  });
  return changed ? reading : null;
}
