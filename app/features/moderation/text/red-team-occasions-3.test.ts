import { HARMFUL, HARMFUL_2, HARMFUL_3, HARMLESS, HARMLESS_2, OPEN_HARMFUL, OPEN_HARMFUL_3, OPEN_HARMLESS } from "./red-team-occasions-3";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// The occasions red team's third round (issue 21, item 3): occasions, school years,
// children in care and apparent ages across the covered languages.
redTeamSuite("occasions red team-3", HARMFUL, HARMLESS);
redTeamSuite("occasions red team-3, second batch", HARMFUL_2, HARMLESS_2);
redTeamSuite("occasions red team-3, third batch", HARMFUL_3, []);
openProbesSuite("occasions red team-3, still open", [...OPEN_HARMFUL, ...OPEN_HARMFUL_3], OPEN_HARMLESS);
