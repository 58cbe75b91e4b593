import { CLOSED_IN_OBFUSCATION_3, HARMFUL, HARMLESS } from "./red-team-10";
import { redTeamSuite } from "./red-team-suite";

// Round 10's red team: uncovered languages' sexual words, English in Cyrillic or
// Greek letters, Hindi and Arabic in Latin letters, Kenyan and British school years.
redTeamSuite("round 10 red team", [...HARMFUL, ...CLOSED_IN_OBFUSCATION_3], HARMLESS);
// Its last open case was closed in the open-probes round.
