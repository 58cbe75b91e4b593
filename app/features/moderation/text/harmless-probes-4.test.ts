import { describe, expect, it } from "vitest";
import { FRESH_ALLOWED_4, FRESH_REFUSED_4, HARMLESS_PROBES_4, STILL_REFUSED_4 } from "./harmless-probes-4";
import { checkPrompt } from "./prompt-policy";

// Over-refusal, fourth round (issue 21): every harmless probe allowed (the mirrors are in red-team-harmless-4-mirrors).
describe("harmless probes, round 4", () => {
  it.each([...HARMLESS_PROBES_4, ...FRESH_ALLOWED_4].map((c) => [c.kind, c.language, c.prompt, c] as const))(
    "allows %s (%s): %s",
    (_kind, _language, _prompt, c) => {
      const verdict = checkPrompt(c);
      expect(verdict.allowed ? "allowed" : verdict.reason).toBe("allowed");
    },
  );
});

it("holds 200 harmless probes and 60 fresh ones", () => {
  expect(HARMLESS_PROBES_4.length + STILL_REFUSED_4.length).toBeGreaterThanOrEqual(200);
  expect(FRESH_ALLOWED_4.length + FRESH_REFUSED_4.length).toBeGreaterThanOrEqual(60);
});

// Open over-refusals: when a change allows one, move it to the allowed probes.
describe("harmless probes, round 4, still refused", () => {
  it.each([...STILL_REFUSED_4, ...FRESH_REFUSED_4].map((c) => [c.kind, c.prompt, c] as const))("still refuses %s: %s", (_kind, _prompt, c) => {
    expect(checkPrompt(c).allowed).toBe(false);
  });
});
