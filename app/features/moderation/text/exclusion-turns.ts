import { LEXICONS } from "./lexicon/languages";
import { prepareText } from "./normalize";
import { compileTerms, findMatches } from "./term-matcher";

// Words that turn an item of the exclusions round in every covered language
// ("alles behalve kinderen", "wszystko oprócz dzieci", "除了儿童以外的一切"): the
// minor word beside one is asked for (ADR 037), from the lexicons' `exclusionTurns`.

const TURNS = compileTerms(LEXICONS.flatMap((lexicon) => lexicon.exclusionTurns ?? []));

/** Whether one item of the exclusions holds a word that turns it round. */
export function turnsExclusionRound(item: string): boolean {
  return findMatches(TURNS, prepareText(item)).spans.length > 0;
}
