import { expect, it } from "vitest";
import { ADULT_PROBE_MIRRORS, ADULT_PROBES } from "./adult-probes";
import { redTeamSuite } from "./red-team-suite";

redTeamSuite("adults allowed, minors still refused", ADULT_PROBE_MIRRORS, ADULT_PROBES);

it("spans at least ten covered languages", () => {
  expect(new Set(ADULT_PROBES.map((c) => c.language)).size).toBeGreaterThanOrEqual(10);
});
