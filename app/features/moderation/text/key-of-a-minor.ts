import type { TermMatch } from "./term-matcher";

// "In a minor" is the key of A minor and also "in a minor": the key letter A is the
// English article. It is the key only where the letter is written as a key is (a
// capital "A") in a prompt about music, or where a key word follows ("in a minor
// key"); otherwise "… in a minor" names a child.

const KEY_OF_A = /(?<!\p{L})in\s+A[\s-]+minor(?!\p{L})/u;
// "In a minor key", "in a minor scale": the key whatever the letter's case.
const KEY_NAMED = /(?<!\p{L})in\s+a[\s-]+minor[\s-]+(?:key|scale|chord|mode|sonata|symphony|concerto|prelude|fugue)(?!\p{L})/iu;
const MUSIC =
  /(?<!\p{L})(?:sonata|symphon\p{L}*|concerto|prelude|etude|étude|nocturne|fugue|waltz|quartet|trio|requiem|overture|minuet|chord\p{L}*|scale|key|melod\p{L}*|song|tune|piece|music\p{L}*|piano|pianist|violin\p{L}*|guitar\p{L}*|cello|orchestra|composed|composer|played|playing|plays)(?!\p{L})/iu;

/** The harmless spans without "in a minor" where it is no key. */
export function withoutArticleKeys(prompt: string, spans: TermMatch[]): TermMatch[] {
  if (!spans.some((span) => span.term === "in a minor")) return spans;
  if ((KEY_OF_A.test(prompt) && MUSIC.test(prompt)) || KEY_NAMED.test(prompt)) return spans;
  return spans.filter((span) => span.term !== "in a minor");
}
