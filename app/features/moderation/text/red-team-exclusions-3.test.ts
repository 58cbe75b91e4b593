import { HARMFUL, HARMLESS, OPEN_HARMFUL, OPEN_HARMLESS } from "./red-team-exclusions-3";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// The exclusions red team's third batch (issue 21), used to close what it found.
redTeamSuite("exclusions red team-3", HARMFUL, HARMLESS);
openProbesSuite("exclusions red team-3, still open", OPEN_HARMFUL, OPEN_HARMLESS);
