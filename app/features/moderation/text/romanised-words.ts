import { commonArabicWordOf, isArabicAgeUnit, isArabiziSpelling } from "./arabizi";
import { isKnownWord, isRareEnglishWord } from "./known-words";
import { commonHindiWordOf, hindiWordOf } from "./romanised-hindi";

// Hindi and Arabic are covered languages, and their speakers often write them in
// Latin letters ("nangi aurat", "sitt 7elwa"). The minors rules read those spellings
// through the lexicons (`romanised-hindi.ts`, `arabizi.ts`); the language gate, which
// asks whether every part of an adult request is in a covered language, read them as
// Welsh or Luxembourgish. A prompt that shows one of these romanisations (a Hindi
// lexicon word: "nangi", "saal"; an Arabizi digit or age unit: "3aryana", "30 sana") has its
// Latin words that are spelt like words of that language (the commonest subtitle
// forms and the lexicon's words) written in the language's own script, which the gate
// then judges, and the minors rules read as one more reading (what the gate takes for
// Arabic must be read as Arabic: "banat saghira"). Closed world: this is done only when
// every other Latin word is one the rules read, so a word of an uncovered language
// ("nangi msichana") still meets the gate as it was written.

const LATIN_WORD = /(?<![\p{L}\p{N}])[a-z0-9']*[a-z][a-z0-9']*(?![\p{L}\p{N}])/giu;
// Short words ("el", "fi", "ki", "ka") match too many common words of either language.
const MIN_LETTERS = 3;

type Romanisation = { shows: (text: string) => boolean; wordOf: (word: string) => string | null };

// Arabizi shows in its digits ("7elwa") or in an Arabic age unit after a number ("30 sana"):
// a lexicon word by its consonants alone ("mirim", "agora") is any language's.
const ARABIC_AGE_AFTER_NUMBER = /\p{N}\s*([a-z']+)/giu;
const showsArabizi = (text: string) =>
  (text.match(LATIN_WORD) ?? []).some(isArabiziSpelling) || [...text.matchAll(ARABIC_AGE_AFTER_NUMBER)].some((match) => isArabicAgeUnit(match[1]));

const ROMANISATIONS: Romanisation[] = [
  {
    shows: (text) => (text.match(LATIN_WORD) ?? []).some((word) => hindiWordOf(word) !== null),
    wordOf: (word) => hindiWordOf(word) ?? commonHindiWordOf(word),
  },
  { shows: showsArabizi, wordOf: commonArabicWordOf },
];

const letterCount = (word: string) => word.replace(/[\d']/gu, "").length;
const isRead = (word: string) => letterCount(word) < MIN_LETTERS || /\d/u.test(word) || isKnownWord(word) || isRareEnglishWord(word);

/** The text with the romanised Hindi or Arabic words it shows in Devanagari or Arabic letters, when all its other words are read. */
export function inNativeScripts(text: string): string {
  const words = (text.match(LATIN_WORD) ?? []).map((word) => word.toLowerCase());
  for (const { shows, wordOf } of ROMANISATIONS) {
    if (!shows(text)) continue;
    const native = new Map(words.filter((word) => letterCount(word) >= MIN_LETTERS).map((word) => [word, wordOf(word)] as const));
    if (!words.every((word) => native.get(word) || isRead(word))) continue;
    return text.replace(LATIN_WORD, (word) => native.get(word.toLowerCase()) ?? word);
  }
  return text;
}
