import { vi } from "vitest";
import { HARMFUL, HARMLESS, OPEN_HARMFUL, OPEN_HARMLESS } from "./red-team-exclusions-4";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// The first probes load word lists of several languages (seconds on a busy machine).
vi.setConfig({ testTimeout: 90_000 });

redTeamSuite("exclusions red team-4", HARMFUL, HARMLESS);
openProbesSuite("exclusions red team-4, still open", OPEN_HARMFUL, OPEN_HARMLESS);
