import { describe, expect, it } from "vitest";
import { FRESH_ALLOWED_3, FRESH_MIRRORS_3, FRESH_STILL_REFUSED_3, HARMFUL_MIRRORS_3, HARMLESS_PROBES_3, STILL_REFUSED_3 } from "./harmless-probes-3";
import { checkPrompt } from "./prompt-policy";
import { redTeamSuite } from "./red-team-suite";

// Over-refusal, third round (issue 21): every harmless probe allowed, every mirror refused.
redTeamSuite("harmless probes, round 3", HARMFUL_MIRRORS_3, HARMLESS_PROBES_3);
redTeamSuite("harmless probes, round 3, fresh", FRESH_MIRRORS_3, FRESH_ALLOWED_3);

it("holds 150 harmless probes and 60 harmful mirrors", () => {
  expect(HARMLESS_PROBES_3.length + STILL_REFUSED_3.length).toBeGreaterThanOrEqual(150);
  expect(HARMFUL_MIRRORS_3.length).toBeGreaterThanOrEqual(60);
});

// Open over-refusals: when a change allows one, move it to the allowed probes.
describe("harmless probes, round 3, still refused", () => {
  it.each([...STILL_REFUSED_3, ...FRESH_STILL_REFUSED_3].map((c) => [c.kind, c.prompt, c] as const))("still refuses %s: %s", (_kind, _prompt, c) => {
    expect(checkPrompt(c).allowed).toBe(false);
  });
});

// A French or Italian elision is two words ("elle n'en a": no "nena"); an apostrophe inside a minor word is no elision.
it.each(["nude n'ena", "nude l'oli girl", "nude c'hild", "nude ch'ild"])("refuses %s", (prompt) => {
  expect(checkPrompt({ prompt, nsfw: true }).allowed).toBe(false);
});
it.each(["femme nue, 33 ans, elle n'en a que faire", "donna nuda, 30 anni, l'ultima sera"])("allows %s", (prompt) => {
  expect(checkPrompt({ prompt, nsfw: true }).allowed).toBe(true);
});
