import { ALPHABETS } from "./language-coverage";
import { rankWithEld } from "./language-detectors";
import { findInWordList, hasDictionary } from "./language-word-lists";

// An exclusion of one word in another covered language than the prompt ("nude
// woman, 30" excluding Spanish "feo", German "unscharf") is no prose a detector can
// read: ELD ranks nothing for "feo", CLD3 calls it Malagasy. Such a word is read when
// the dictionary of a covered language whose letters can write it holds it. The
// dictionaries are asked in ELD's order for the word first, so that a word usually
// loads the one dictionary that holds it; the others load only for a word none holds.

const PLAIN_LATIN = /[a-z'’-]/u;

/** Whether every letter of the lower-cased word is one the language is written with. */
function writesWord(language: string, word: string): boolean {
  const { letters = "", scripts } = ALPHABETS[language] ?? {};
  if (scripts) return false;
  const latin = !letters || /\p{sc=Latin}/u.test(letters);
  return [...word].every((ch) => letters.includes(ch) || (latin && PLAIN_LATIN.test(ch)));
}

/** Whether the dictionary of some covered language able to write the lower-cased word holds it. */
export function inAnyCoveredDictionary(word: string): boolean {
  const ranked = rankWithEld(word).map((guess) => guess.language);
  const candidates = Object.keys(ALPHABETS).filter((language) => hasDictionary(language) && writesWord(language, word));
  const ordered = [...candidates].sort((a, b) => rank(ranked, a) - rank(ranked, b));
  return ordered.some((language) => findInWordList(word, language) === "dictionary");
}

const rank = (ranked: string[], language: string) => (ranked.includes(language) ? ranked.indexOf(language) : ranked.length);
