import { prepareText, type PreparedText } from "./normalize";
import { findMatches, type TermMatch, type TermMatcher } from "./term-matcher";

// A harmless phrase is one phrase: matched across a comma or another break between
// tags it joins the end of one tag to the start of the next ("nude minor, detailed
// skin" read as "minor detail*", "child naked, wall behind" as "naked wall*",
// exclusions "adult, theme park" as "adult theme*") and blanks the signal word of a
// tag that has nothing harmless about it. Prompts are matched with punctuation
// turned into spaces, so the phrases are counted again clause by clause: a phrase
// found fewer times within clauses than in the whole text masks nothing.

// Breaks between tags or clauses: any run of characters that is no letter, digit or
// space ("," ";" "/" "+" "…" "—" "_" "#" quotes, emoji), except the apostrophes,
// hyphens and dots glued inside a word ("baby's breath", "kid-glove", "1.8"); those
// break too where they stand apart or repeat ("minor...detailed"). A slash always
// breaks ("minor/detailed"): only "cp/m" held one, and it is no phrase beside a sexual word.
const CLAUSE_BREAKS = /[^\p{L}\p{M}\p{N}\s'’.-]+|(?<![\p{L}\p{N}])['’.-]+|['’.-]+(?![\p{L}\p{N}])|[.-]{2,}/u;

// How often each term is found, in the form of the text that holds it most often.
function counts(spans: TermMatch[]): Map<string, number> {
  const byForm = new Map<string, number>();
  for (const span of spans) byForm.set(`${span.form}\u0000${span.term}`, (byForm.get(`${span.form}\u0000${span.term}`) ?? 0) + 1);
  const most = new Map<string, number>();
  for (const [key, count] of byForm) {
    const term = key.slice(key.indexOf("\u0000") + 1);
    most.set(term, Math.max(most.get(term) ?? 0, count));
  }
  return most;
}

/** The harmless phrases of a prompt that each lie within one clause. */
export function harmlessWithinClauses(matcher: TermMatcher, prompt: string, prepared: PreparedText): TermMatch[] {
  const spans = findMatches(matcher, prepared).spans;
  if (!spans.length || !CLAUSE_BREAKS.test(prompt)) return spans;
  const inClauses = new Map<string, number>();
  for (const clause of prompt.split(CLAUSE_BREAKS)) {
    if (!clause.trim()) continue;
    for (const [term, count] of counts(findMatches(matcher, prepareText(clause)).spans)) inClauses.set(term, (inClauses.get(term) ?? 0) + count);
  }
  const whole = counts(spans);
  return spans.filter((span) => (inClauses.get(span.term) ?? 0) >= (whole.get(span.term) ?? 0));
}
