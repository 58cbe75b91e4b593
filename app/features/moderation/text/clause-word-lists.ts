import { isCoveredLanguage } from "./language-coverage";
import { detectWithCld } from "./language-detectors";
import { findInWordList } from "./language-word-lists";
import { listedLanguagesOf } from "./word-list-languages";

// A clause of two or more words the rules cannot read must be recognised as a
// covered language (ADR 024), and on a few rare words the detectors often fail:
// Indonesian "cahaya senja" (evening light) is Croatian to CLD3, Swedish
// "skrynkliga lakan" (crumpled sheets) Filipino. The word lists (ADR 051) vouch
// for such a clause as they do for a lone word in covered prose: when one
// covered language the clause or the prompt could be in holds every unread word.

const CLD_SURE = 0.9;
const TRIGRAM = 3;

/**
 * Whether one covered language ranked near the top for the clause or for the
 * whole text holds every unread word of the clause in its dictionary, or in its
 * subtitles' commonest forms when CLD3 is not sure the clause is an uncovered
 * language (those lists hold names and foreign words too).
 */
export function vouchedByWordLists(unread: readonly string[], clause: string, text: string): boolean {
  if (!unread.length) return false;
  const cld = detectWithCld(unread.join(" "));
  const cldSure = cld.language !== "" && !isCoveredLanguage(cld.language) && cld.confidence >= CLD_SURE && unread.join("").length > TRIGRAM;
  const languages = new Set([...listedLanguagesOf(clause), ...listedLanguagesOf(text)]);
  return [...languages].some((language) =>
    unread.every((word) => {
      const hit = findInWordList(word, language);
      return hit === "dictionary" || (hit === "frequent" && !cldSure);
    }),
  );
}
