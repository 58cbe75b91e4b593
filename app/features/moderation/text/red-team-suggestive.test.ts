import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import { HARMFUL, HARMLESS, STILL_OPEN } from "./red-team-suggestive";
import { FRESH_HARMFUL, FRESH_HARMLESS, FRESH_STILL_OPEN } from "./red-team-suggestive-fresh";
import { redTeamSuite } from "./red-team-suite";

// The suggestive red team: minors in sexualising frames without a sexual word, with
// NSFW off, and minors named by body, size or kinship instead of a minor word; then
// the fresh probes of the same classes written after the fix.
redTeamSuite("suggestive red team", HARMFUL, HARMLESS);
redTeamSuite("suggestive red team, fresh probes", FRESH_HARMFUL, FRESH_HARMLESS);

// What the round left open is recorded as it is, so that closing it moves the probe.
describe("suggestive red team, still open", () => {
  it.each([...STILL_OPEN, ...FRESH_STILL_OPEN.harmful].map((c) => [c.prompt, c] as const))("still allows the harmful %s", (_prompt, c) => {
    expect(checkPrompt(c).allowed).toBe(true);
  });
  it.each(FRESH_STILL_OPEN.harmless.map((c) => [c.prompt, c] as const))("still refuses the harmless %s", (_prompt, c) => {
    expect(checkPrompt(c).allowed).toBe(false);
  });
});
