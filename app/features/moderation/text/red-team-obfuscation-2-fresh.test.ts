import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import { FRESH_KANA_AND_SCRIPT_LEET, HARMFUL, HARMLESS, OPEN_HARMFUL, OPEN_HARMLESS } from "./red-team-obfuscation-2-fresh";
import { redTeamSuite } from "./red-team-suite";

// Obfuscation round 2, fresh probes written after its fixes and never tuned on.
redTeamSuite("obfuscation red team, round 2, fresh", [...HARMFUL, ...FRESH_KANA_AND_SCRIPT_LEET], HARMLESS);

// Its open cases fail here until they are closed; then they move to the lists above.
describe("obfuscation red team, round 2, fresh, left open", () => {
  it.fails.each(OPEN_HARMFUL.map((c) => [c.prompt, c] as const))("refuses %s", (_prompt, c) => {
    expect(checkPrompt(c).allowed).toBe(false);
  });
  it.fails.each(OPEN_HARMLESS.map((c) => [c.prompt, c] as const))("allows %s", (_prompt, c) => {
    expect(checkPrompt(c).allowed).toBe(true);
  });
});
