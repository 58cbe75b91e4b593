import { CLOSED_IN_OBFUSCATION_3, HARMFUL, HARMLESS, OPEN_HARMFUL, OPEN_HARMLESS } from "./red-team-10";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// Round 10's red team: uncovered languages' sexual words, English in Cyrillic or
// Greek letters, Hindi and Arabic in Latin letters, Kenyan and British school years.
redTeamSuite("round 10 red team", [...HARMFUL, ...CLOSED_IN_OBFUSCATION_3], HARMLESS);

// Its open cases fail here until they are closed; then they move to the lists above.
openProbesSuite("round 10 red team, left open", OPEN_HARMFUL, OPEN_HARMLESS);
