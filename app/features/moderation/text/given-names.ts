import { GIVEN_NAMES } from "./given-names.data";

// People's given names in the covered languages ("Sofía", "Zeynep", "Léa"), from
// faker's locale data through `scripts/moderation/find-given-names.mts`, never typed
// here. The language gate reads a name as no word of any language: "Sofía, 25,
// topless" is a woman named, not an unread word in a short part (ADR 058). Only a
// word written as a name counts (capital first); the minors rules still read every word.

let names: Set<string> | undefined;
const CAPITALISED = /^\p{Lu}/u;

/** The indexes of `words` (as written) that are capitalised given names. */
export function givenNameWords(words: readonly string[]): Set<number> {
  names ??= new Set(GIVEN_NAMES);
  const found = new Set<number>();
  words.forEach((word, index) => {
    if (CAPITALISED.test(word) && names!.has(word.normalize("NFC"))) found.add(index);
  });
  return found;
}

let lowerNames: Set<string> | undefined;

/** Whether a word, in any case, is one of the given names ("anka" is the name Anka before it is "anak" with two letters swapped). */
export function isGivenName(word: string): boolean {
  lowerNames ??= new Set(GIVEN_NAMES.map((name) => name.toLowerCase()));
  return lowerNames.has(word.normalize("NFC").toLowerCase());
}
