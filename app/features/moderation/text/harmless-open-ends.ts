import type { Lexicon } from "./lexicon/lexicon";
import { normalizeForMatching } from "./normalize";
import type { OpenEnd } from "./term-pattern";

// A harmless phrase is blanked before anything is read, so one that holds a signal
// word ("minor role*", "nude colo*") must not reach past its own word: open to any
// letters, it blanked "minor roleplay" and "nude colorful … 12 year old". Such
// phrases take an ending only (roles, colours); phrases of harmless words alone
// stay open.

const signalEntries = (lexicon: Lexicon) => [
  ...lexicon.minor,
  ...lexicon.school,
  ...lexicon.abuse,
  ...lexicon.sexualExplicit,
  ...lexicon.sexualSuggestive,
];

const wordsOf = (entry: string) =>
  normalizeForMatching(entry.trim().replace(/\*$/, ""))
    .split(/[\s-]+/)
    .filter(Boolean);

/** For each harmless entry, how far its trailing `*` reaches. */
export function harmlessOpenEnd(lexicons: readonly Lexicon[]): (entry: string) => OpenEnd {
  const whole = new Set<string>();
  const stems = new Set<string>();
  for (const entry of lexicons.flatMap(signalEntries)) {
    const words = wordsOf(entry);
    if (words.length !== 1) continue;
    (entry.trim().endsWith("*") ? stems : whole).add(words[0]);
  }
  const isSignal = (word: string) => whole.has(word) || [...word].some((_, end) => stems.has(word.slice(0, end + 1)));
  // English phrases end in nouns, whose endings are known; other languages' phrases take any short ending.
  const english = new Set(lexicons.filter((lexicon) => lexicon.language === "en").flatMap((lexicon) => lexicon.harmless));
  return (entry) => (!wordsOf(entry).some(isSignal) ? "word" : english.has(entry) ? "noun" : "inflection");
}
