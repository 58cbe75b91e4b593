import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import { HARMFUL_MIRRORS_4 } from "./red-team-harmless-4-mirrors";

// Each mechanism of harmless round 4 with a minor in the same shape: refused.
describe("harmless round 4, harmful mirrors", () => {
  it.each(HARMFUL_MIRRORS_4.map((c) => [c.kind, c.language, c.prompt, c] as const))("refuses %s (%s): %s", (_kind, _language, _prompt, c) => {
    expect(checkPrompt(c).allowed).toBe(false);
  });
});
