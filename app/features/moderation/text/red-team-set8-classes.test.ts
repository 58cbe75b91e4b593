import * as probes from "./red-team-set8-classes";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// Probes of the classes held-out set 8 found open, written without reading the set.
redTeamSuite("set 8 classes", [...probes.SET8_HARMFUL, ...probes.SET8_HARMFUL_CLOSED, ...probes.SET8_HARMFUL_GUARDS], probes.SET8_HARMLESS);
openProbesSuite("set 8 classes, still open", probes.OPEN_HARMFUL, probes.OPEN_HARMLESS);
