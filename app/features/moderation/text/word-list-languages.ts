import { isCoveredLanguage, normalizeCode } from "./language-coverage";
import { detectWithCld, detectWithEld, rankWithEld } from "./language-detectors";
import { hasWordList } from "./language-word-lists";

// Which covered languages' word lists to ask about a text (ADR 051). Each list
// loads on first need (up to 40 MB and 250 ms), so a text is never looked up in
// every list: only in the languages the detectors rank near the top for it.

// ELD ranks close relatives close ("desnuda msichana en la playa" is French 0.65,
// Spanish 0.60): a language scoring this share of the best is one the text could be in.
const NEAR_THE_TOP = 0.85;
const CLD_AGREES = 0.5;

/** The covered languages other than English that ELD ranks near its best for the text. */
export function coveredNearTheTop(text: string): string[] {
  const ranked = rankWithEld(text);
  const best = ranked[0]?.score ?? 0;
  return ranked
    .filter((guess) => guess.score >= NEAR_THE_TOP * best && isCoveredLanguage(guess.language) && normalizeCode(guess.language) !== "en")
    .map((guess) => guess.language);
}

const CLD_SURE = 0.9;

/**
 * ELD's near-top covered languages and CLD3's best (when covered and at 0.5 or
 * more), those with a word list. With `reliably`, none unless ELD reads the text
 * reliably or CLD3 surely as a covered language other than English: on a text
 * of unread words ("nude midle schooler") ELD's ranking is noise.
 */
export function listedLanguagesOf(text: string, { reliably = false } = {}): string[] {
  const cld = detectWithCld(text);
  if (reliably) {
    const eld = detectWithEld(text);
    const covered = (language: string) => isCoveredLanguage(language) && normalizeCode(language) !== "en";
    if (!(eld.reliable && covered(eld.language)) && !(cld.confidence >= CLD_SURE && covered(cld.language))) return [];
  }
  const languages = coveredNearTheTop(text);
  if (cld.language && isCoveredLanguage(cld.language) && cld.confidence >= CLD_AGREES) languages.push(normalizeCode(cld.language));
  return [...new Set(languages)].filter(hasWordList);
}
