import type { Lexicon } from "./lexicon/lexicon";

// Adulthood said not to be reached ("not an adult", "almost legal", "fast
// volljährig", "pas encore majeure", "reşit değil", "还没成年") places a person
// under 18 whatever words carry it. Rather than listing such phrases, each
// language's adulthood words are joined with its words that deny or postpone
// them, and with its hedges that put an age under a number ("almost #").

const statusWords = (lexicon: Lexicon) => [...lexicon.adulthood, ...(lexicon.adultStatus ?? [])];

// A hedge template usable before a word: words only, no number slot, no symbol ("<").
const hedgeBefore = (template: string) => !template.includes("#") && /\p{L}/u.test(template);

/** Minor phrases of one lexicon: its denials and hedges joined with its adulthood words. */
export function adulthoodNotReached(lexicon: Lexicon): string[] {
  const before = [...(lexicon.notAdultBefore ?? []), ...(lexicon.ages.below ?? []).filter(hedgeBefore)];
  const after = lexicon.notAdultAfter ?? [];
  const phrases = statusWords(lexicon).flatMap((status) => [
    ...before.map((word) => `${word} ${status}`),
    ...after.map((word) => `${status.replace(/\*$/, "")} ${word}`),
  ]);
  return [...new Set(phrases)];
}
