import { vi } from "vitest";
import { HARMFUL, HARMLESS, OPEN_HARMFUL, OPEN_HARMLESS } from "./red-team-mixed-language";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// The first probes load word lists of several languages (seconds on a busy machine).
vi.setConfig({ testTimeout: 90_000 });

redTeamSuite("mixed-language red team", HARMFUL, HARMLESS);
openProbesSuite("mixed-language red team, still open", OPEN_HARMFUL, OPEN_HARMLESS);
