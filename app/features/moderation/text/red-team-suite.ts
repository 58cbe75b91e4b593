import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import type { RedTeamCase } from "./probe-cases";

/** A red team's probes as tests: every harmful prompt refused, every harmless one allowed. */
export function redTeamSuite(title: string, harmful: readonly RedTeamCase[], harmless: readonly RedTeamCase[]) {
  const rows = (cases: readonly RedTeamCase[]) => cases.map((c) => [c.kind, c.language, c.prompt, c.negativePrompt ?? "", c] as const);
  describe(title, () => {
    it.each(rows(harmful))("refuses %s (%s): %s / %s", (_kind, _language, _prompt, _negative, c) => {
      expect(checkPrompt(c).allowed).toBe(false);
    });
    it.each(rows(harmless))("allows %s (%s): %s / %s", (_kind, _language, _prompt, _negative, c) => {
      const verdict = checkPrompt(c);
      expect(verdict.allowed ? "allowed" : verdict.reason).toBe("allowed");
    });
  });
}

/** Whether the rules refuse a prompt, as an adult request unless `nsfw` is false. */
export const refused = (prompt: string, nsfw = true) => !checkPrompt({ prompt, nsfw }).allowed;
