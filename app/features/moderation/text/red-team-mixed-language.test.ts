import { vi } from "vitest";
import { HARMFUL, HARMLESS } from "./red-team-mixed-language";
import { redTeamSuite } from "./red-team-suite";

// The first probes load word lists of several languages (seconds on a busy machine).
vi.setConfig({ testTimeout: 90_000 });

redTeamSuite("mixed-language red team", HARMFUL, HARMLESS);
