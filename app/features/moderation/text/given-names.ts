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
