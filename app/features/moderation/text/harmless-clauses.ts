import { prepareText, type PreparedText } from "./normalize";
import { findMatches, type TermMatch, type TermMatcher } from "./term-matcher";

// A harmless phrase is one phrase: matched across a comma or another break between
// tags it joins the end of one tag to the start of the next ("nude minor, detailed
// skin" read as "minor detail*", "child naked, wall behind" as "naked wall*",
// exclusions "adult, theme park" as "adult theme*") and blanks the signal word of a
// tag that has nothing harmless about it. Prompts are matched with punctuation
// turned into spaces, so the phrases are counted again clause by clause: a phrase
// found fewer times within clauses than in the whole text masks nothing.

// Breaks between tags or clauses: commas, semicolons, colons, brackets, bars, line
// breaks, sentence ends, a dash between spaces, and their CJK and Arabic forms.
const CLAUSE_BREAKS = /[,;:|\n\r()[\]{}!?。，；：、،؛]+|\.(?=\s|$)|\s[-–—]+\s/u;

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
