import { HARMFUL, HARMLESS } from "./red-team-9";
import { redTeamSuite } from "./red-team-suite";

// Round 9's red team: age ranges reaching below 18, hedged ages, school-stage nouns
// and Czech words for the young-looking.
redTeamSuite("round 9 red team", HARMFUL, HARMLESS);
