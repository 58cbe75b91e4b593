import { HARMFUL, HARMLESS } from "./red-team-7";
import { redTeamSuite } from "./red-team-suite";

// Round 7's red team: the allowing mechanisms, by class.
redTeamSuite("round 7 red team", HARMFUL, HARMLESS);
