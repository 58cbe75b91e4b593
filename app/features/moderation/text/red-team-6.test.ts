import { HARMFUL, HARMLESS } from "./red-team-6";
import { redTeamSuite } from "./red-team-suite";

// Round 6's red team (ADR 040), by class.
redTeamSuite("round 6 red team", HARMFUL, HARMLESS);
