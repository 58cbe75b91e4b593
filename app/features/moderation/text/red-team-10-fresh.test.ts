import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import { FRESH_HARMFUL, FRESH_HARMLESS, FRESH_OPEN_HARMLESS } from "./red-team-10-fresh";
import { redTeamSuite } from "./red-team-suite";

// Round 10's fresh probes, written after its fixes and never used while fixing.
redTeamSuite("round 10 fresh probes", FRESH_HARMFUL, FRESH_HARMLESS);

describe("round 10 fresh probes, left open", () => {
  it.fails.each(FRESH_OPEN_HARMLESS.map((c) => [c.prompt, c] as const))("allows %s", (_prompt, c) => {
    expect(checkPrompt(c).allowed).toBe(true);
  });
});
