import { FRESH_HARMFUL, FRESH_HARMLESS, FRESH_OPEN_HARMLESS } from "./red-team-occasions-3-fresh";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// The occasions round 3's fresh probes (issue 21, item 3), measured once before any fix.
redTeamSuite("occasions red team-3, fresh", FRESH_HARMFUL, FRESH_HARMLESS);
openProbesSuite("occasions red team-3, fresh, still open", [], FRESH_OPEN_HARMLESS);
