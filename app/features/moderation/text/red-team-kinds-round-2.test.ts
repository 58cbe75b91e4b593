import * as probes from "./red-team-kinds-round-2";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// Probes of the failure kinds the held-out sets still showed, written without reading the sets.
redTeamSuite("held-out kinds round 2", [...probes.KINDS2_HARMFUL, ...probes.KINDS2_HARMFUL_CLOSED], probes.KINDS2_HARMLESS);
openProbesSuite("held-out kinds round 2, still open", probes.OPEN_HARMFUL, probes.OPEN_HARMLESS);
