import { HARMFUL, HARMLESS } from "./red-team-5";
import { redTeamSuite } from "./red-team-suite";

// Round 5's red team (ADR 037), by class.
redTeamSuite("round 5 red team", HARMFUL, HARMLESS);
