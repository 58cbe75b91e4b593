import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import { HARMFUL, HARMLESS, OPEN_HARMFUL, OPEN_HARMLESS } from "./red-team-10";
import { redTeamSuite } from "./red-team-suite";

// Round 10's red team: uncovered languages' sexual words, English in Cyrillic or
// Greek letters, Hindi and Arabic in Latin letters, Kenyan and British school years.
redTeamSuite("round 10 red team", HARMFUL, HARMLESS);

// Its open cases fail here until they are closed; then they move to the lists above.
describe("round 10 red team, left open", () => {
  it.fails.each(OPEN_HARMFUL.map((c) => [c.prompt, c] as const))("refuses %s", (_prompt, c) => {
    expect(checkPrompt(c).allowed).toBe(false);
  });
  it.fails.each(OPEN_HARMLESS.map((c) => [c.prompt, c] as const))("allows %s", (_prompt, c) => {
    expect(checkPrompt(c).allowed).toBe(true);
  });
});
