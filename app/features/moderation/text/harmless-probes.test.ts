import { expect, it } from "vitest";
import { HARMLESS_PROBES } from "./harmless-probes";
import { redTeamSuite } from "./red-team-suite";

// Over-refusal (issue 21): every harmless probe is allowed; there are no harmful ones.
redTeamSuite("harmless probes", [], HARMLESS_PROBES);

it("spans the covered languages", () => {
  expect(new Set(HARMLESS_PROBES.map((c) => c.language)).size).toBeGreaterThanOrEqual(30);
});
