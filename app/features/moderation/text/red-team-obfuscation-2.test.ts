import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import { FOURTH_BATCH, HARMFUL, HARMLESS, OPEN_HARMFUL, OPEN_HARMLESS, THIRD_BATCH } from "./red-team-obfuscation-2";
import { redTeamSuite } from "./red-team-suite";

// Obfuscation, round 2: minor words and ages hidden by separators, inserted
// characters, drawn or look-alike letters, respellings, split or reversed words, and
// ages as Roman numerals, letter digits, split digits, other digits, hex or keycaps.
redTeamSuite("obfuscation red team, round 2", [...HARMFUL, ...THIRD_BATCH, ...FOURTH_BATCH], HARMLESS);

// Its open cases fail here until they are closed; then they move to the lists above.
describe("obfuscation red team, round 2, left open", () => {
  it.fails.each(OPEN_HARMFUL.map((c) => [c.prompt, c] as const))("refuses %s", (_prompt, c) => {
    expect(checkPrompt(c).allowed).toBe(false);
  });
  it.fails.each(OPEN_HARMLESS.map((c) => [c.prompt, c] as const))("allows %s", (_prompt, c) => {
    expect(checkPrompt(c).allowed).toBe(true);
  });
});
