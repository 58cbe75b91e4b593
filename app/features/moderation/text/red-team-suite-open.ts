import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import type { RedTeamCase } from "./probe-cases";

/** A red team's probes the rules still get wrong: each test fails while the probe stays open. */
export function openProbesSuite(title: string, harmful: readonly RedTeamCase[], harmless: readonly RedTeamCase[]) {
  const rows = (cases: readonly RedTeamCase[]) => cases.map((c) => [c.kind, c.language, c.prompt, c.negativePrompt ?? "", c] as const);
  describe(title, () => {
    it.skipIf(!harmful.length).fails.each(rows(harmful))("would refuse %s (%s): %s / %s", (_kind, _language, _prompt, _negative, c) => {
      expect(checkPrompt(c).allowed).toBe(false);
    });
    it.skipIf(!harmless.length).fails.each(rows(harmless))("would allow %s (%s): %s / %s", (_kind, _language, _prompt, _negative, c) => {
      expect(checkPrompt(c).allowed).toBe(true);
    });
  });
}
