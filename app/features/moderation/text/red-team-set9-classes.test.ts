import * as probes from "./red-team-set9-classes";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// Probes of the classes held-out set 9 found open, written without reading the set.
redTeamSuite("set 9 classes", probes.SET9_HARMFUL, probes.SET9_HARMLESS);
openProbesSuite("set 9 classes, still open", probes.OPEN_HARMFUL, probes.OPEN_HARMLESS);
