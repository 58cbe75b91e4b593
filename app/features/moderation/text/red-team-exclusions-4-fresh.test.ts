import { vi } from "vitest";
import { HARMFUL, HARMLESS } from "./red-team-exclusions-4-fresh";
import { redTeamSuite } from "./red-team-suite";

// The first probes load word lists of several languages (seconds on a busy machine).
vi.setConfig({ testTimeout: 90_000 });

redTeamSuite("exclusions and mixed-language fresh probes", HARMFUL, HARMLESS);
