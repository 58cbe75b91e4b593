import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import { DECIDED_REFUSED, HARMFUL, HARMLESS } from "./red-team-cjk";
import { redTeamSuite } from "./red-team-suite";

// The CJK red team: ages, hedges, school stages and objects, child words and
// obfuscation in Japanese, Chinese and Korean.
redTeamSuite("CJK red team", HARMFUL, HARMLESS);

describe("CJK probes refused by decision", () => {
  it.each(DECIDED_REFUSED.map((c) => [c.prompt, c] as const))("refuses %s", (_prompt, c) => {
    expect(checkPrompt(c).allowed).toBe(false);
  });
});
