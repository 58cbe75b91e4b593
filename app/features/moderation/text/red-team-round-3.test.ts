import * as probes from "./red-team-round-3";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// Probes of the kinds the held-out sets still let through (round 3), written without reading the sets.
redTeamSuite("held-out kinds, round 3", probes.ROUND3_HARMFUL, probes.ROUND3_HARMLESS);
openProbesSuite("held-out kinds, round 3, still open", probes.OPEN_HARMFUL, probes.OPEN_HARMLESS);
