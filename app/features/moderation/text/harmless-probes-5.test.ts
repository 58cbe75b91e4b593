import { describe, expect, it } from "vitest";
import { HARMFUL_MIRRORS_5, HARMLESS_PROBES_5, STILL_REFUSED_5 } from "./harmless-probes-5";
import { checkPrompt } from "./prompt-policy";

// Over-refusal, fifth round (issue 21): every harmless probe allowed, every mirror refused.
describe("harmless probes, round 5", () => {
  it.each(HARMLESS_PROBES_5.map((c) => [c.kind, c.language, c.prompt, c] as const))("allows %s (%s): %s", (_kind, _language, _prompt, c) => {
    const verdict = checkPrompt(c);
    expect(verdict.allowed ? "allowed" : verdict.reason).toBe("allowed");
  });

  it.each(HARMFUL_MIRRORS_5.map((c) => [c.kind, c.language, c.prompt, c] as const))(
    "refuses the mirror %s (%s): %s",
    (_kind, _language, _prompt, c) => {
      expect(checkPrompt(c).allowed).toBe(false);
    },
  );
});

it("holds 120 harmless probes or more", () => {
  expect(HARMLESS_PROBES_5.length + STILL_REFUSED_5.length).toBeGreaterThanOrEqual(120);
});

// Open over-refusals: when a change allows one, move it to the allowed probes.
describe("harmless probes, round 5, still refused", () => {
  it.each(STILL_REFUSED_5.map((c) => [c.kind, c.prompt, c] as const))("still refuses %s: %s", (_kind, _prompt, c) => {
    expect(checkPrompt(c).allowed).toBe(false);
  });
});
