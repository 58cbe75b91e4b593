import type { TermMatch } from "./term-matcher";

// Weak cues count only in sets: "on the bed" or "braces" alone are anyone's; two
// different ones together describe a frame or a child. A cue inside a longer one
// ("on the bed" in "lying on the bed") is that cue, not a second one.

/** The cues found, each counted once and none inside a longer one. */
export function distinctCues(spans: TermMatch[], masks: TermMatch[] = []): string[] {
  const overlapsMask = (span: TermMatch) => masks.some((mask) => mask.form === span.form && mask.start < span.end && span.start < mask.end);
  const kept = spans.filter((span) => !overlapsMask(span));
  const inside = (inner: TermMatch, outer: TermMatch) =>
    inner !== outer &&
    inner.form === outer.form &&
    inner.start >= outer.start &&
    inner.end <= outer.end &&
    inner.end - inner.start < outer.end - outer.start;
  return [...new Set(kept.filter((span) => !kept.some((other) => inside(span, other))).map((span) => span.term))];
}

/** Frame cues make a frame two at a time ("transparent" and "nightie"). */
export const frameFromCues = (cues: string[]): string[] => (cues.length >= 2 ? cues : []);

/** Child cues describe a child two at a time, or one beside a youth cue ("braces" and "tiny"). */
export const childFromCues = (cues: string[], youthCue: boolean): string[] => (cues.length >= 2 || (cues.length === 1 && youthCue) ? cues : []);
