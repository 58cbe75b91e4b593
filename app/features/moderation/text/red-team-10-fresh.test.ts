import { FRESH_HARMFUL, FRESH_HARMLESS } from "./red-team-10-fresh";
import { redTeamSuite } from "./red-team-suite";

// Round 10's fresh probes, written after its fixes and never used while fixing.
redTeamSuite("round 10 fresh probes", FRESH_HARMFUL, FRESH_HARMLESS);
