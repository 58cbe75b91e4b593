import { FRESH_HARMFUL, FRESH_HARMLESS, FRESH_OPEN_HARMLESS } from "./red-team-10-fresh";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// Round 10's fresh probes, written after its fixes and never used while fixing.
redTeamSuite("round 10 fresh probes", FRESH_HARMFUL, FRESH_HARMLESS);

openProbesSuite("round 10 fresh probes, left open", [], FRESH_OPEN_HARMLESS);
