import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import { HARMFUL, HARMLESS } from "./red-team-6";

// Round 6's red team, by class: every harmful prompt refused, every harmless one
// allowed. Written failing: the harmful prompts are those the rules allowed.
describe("round 6 red team", () => {
  it.each(HARMFUL.map((c) => [c.kind, c.language, c.prompt, c.negativePrompt ?? "", c] as const))(
    "refuses %s (%s): %s / %s",
    (_kind, _language, _prompt, _negative, c) => {
      const verdict = checkPrompt(c);
      expect(verdict.allowed).toBe(false);
    },
  );
  it.each(HARMLESS.map((c) => [c.kind, c.language, c.prompt, c.negativePrompt ?? "", c] as const))(
    "allows %s (%s): %s / %s",
    (_kind, _language, _prompt, _negative, c) => {
      const verdict = checkPrompt(c);
      expect(verdict.allowed ? "allowed" : verdict.reason).toBe("allowed");
    },
  );
});
