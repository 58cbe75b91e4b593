import { HARMFUL, HARMFUL_2, HARMFUL_3, HARMLESS, HARMLESS_2 } from "./red-team-occasions-3";
import { redTeamSuite } from "./red-team-suite";

// The occasions red team's third round (issue 21, item 3): occasions, school years,
// children in care and apparent ages across the covered languages.
redTeamSuite("occasions red team-3", HARMFUL, HARMLESS);
redTeamSuite("occasions red team-3, second batch", HARMFUL_2, HARMLESS_2);
redTeamSuite("occasions red team-3, third batch", HARMFUL_3, []);
// Its open probes were all closed in the open-probes round (red-team-open-probes.ts).
