import { loadModule } from "cld3-asm";
import { eld } from "eld/extrasmall";
import { normalizeCode } from "./language-coverage";

// Two statistical language detectors, read together (ADR 024): ELD (60
// languages, fast, good on short text) and Google's CLD3 compiled to WebAssembly
// (about 100 languages, so Swahili, Galician, Uzbek, Kazakh, Zulu, Hausa, Somali
// or Welsh are named rather than mistaken for a covered language). Both load
// when this module is first imported; CLD3's WebAssembly compiles once, here,
// so that checking a prompt stays synchronous.

const cld = (await loadModule()).create(0, 512);

export type LanguageGuess = {
  /** ISO 639-1 code, normalised ("no" → "nb"); "" when the detector had nothing to go on. */
  language: string;
  /** ELD: its own reliability test; CLD3: probability ≥ the caller's threshold is left to the caller. */
  reliable: boolean;
  /** CLD3's probability; ELD's top score. */
  confidence: number;
};

export function detectWithEld(text: string): LanguageGuess {
  const result = eld.detect(text);
  const scores = result.getScores();
  return {
    // ELD has no Indonesian: Indonesian text reads as its Malay (ADR 024).
    language: result.language === "ms" ? "id" : result.language ? normalizeCode(result.language) : "",
    reliable: Boolean(result.language) && result.isReliable(),
    confidence: scores[result.language] ?? 0,
  };
}

/** ELD's scores, best first, with the codes normalised as in `detectWithEld`. */
export function rankWithEld(text: string): Array<{ language: string; score: number }> {
  return Object.entries(eld.detect(text).getScores())
    .map(([language, score]) => ({ language: language === "ms" ? "id" : normalizeCode(language), score }))
    .sort((a, b) => b.score - a.score);
}

export function detectWithCld(text: string): LanguageGuess {
  const result = cld.findLanguage(text);
  // "bg-Latn", "hi-Latn", "ja-Latn": a language written in Latin letters, which
  // its lexicon does not read. Kept whole, so that it never counts as covered.
  const language = result.language === "und" ? "" : result.language.endsWith("-Latn") ? result.language : normalizeCode(result.language);
  return { language, reliable: result.is_reliable, confidence: result.probability };
}
