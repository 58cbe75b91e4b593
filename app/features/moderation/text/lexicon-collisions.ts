import { findInWordList, isCommonWord } from "./language-word-lists";
import { LEXICON_COLLISIONS } from "./lexicon-collisions.data";
import { normalizeForMatching } from "./normalize";

// Every lexicon is matched in every prompt, so a child or sexual word of one
// language that is a common word of another is read in both: Turkish "göre"
// (according to) as German "Göre" (brat), Norwegian "lund" (grove) as Hindi slang.
// `scripts/moderation/find-lexicon-collisions.mts` lists them from the word lists
// (ADR 058). Such a word counts only where its own language could be written: in a
// part of the prompt whose other words are the colliding language's and none of
// them only its own language's, it is that language's word.

type Collision = { own: readonly string[]; others: readonly string[] };
const COLLISIONS = new Map<string, Collision>(LEXICON_COLLISIONS.map(([word, own, others]) => [word, { own, others }]));

const PARTS = /[,;.!?()[\]{}|\n\r:]+/u;
const WRITTEN_WORD = /\p{L}[\p{L}\p{M}'’]*/gu;

const known = (word: string, language: string) => isCommonWord(word, language) || findInWordList(word, language) === "dictionary";

/** Whether `term` (a signal word in the matching form) is, in every part of the prompt it is written in, a colliding language's word. */
function readAsOtherLanguage(prompt: string, term: string, collision: Collision): boolean {
  const parts = prompt
    .toLowerCase()
    .normalize("NFC")
    .split(PARTS)
    .map((part) => part.match(WRITTEN_WORD) ?? [])
    .filter((words) => words.some((word) => normalizeForMatching(word) === term));
  if (!parts.length) return false;
  return parts.every((words) => {
    const others = words.filter((word) => normalizeForMatching(word) !== term);
    return collision.others.some(
      (language) =>
        others.some((word) => known(word, language) && !collision.own.some((own) => known(word, own))) &&
        others.every((word) => known(word, language) || !collision.own.some((own) => known(word, own))),
    );
  });
}

/** The signal words among `terms` that the prompt writes as another covered language's everyday words. */
export function collidingWords(prompt: string, terms: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const term of terms) {
    const collision = COLLISIONS.get(term);
    if (collision && readAsOtherLanguage(prompt, term, collision)) found.add(term);
  }
  return found;
}
