import * as probes from "./red-team-set8-classes";
import { redTeamSuite } from "./red-team-suite";

// Probes of the classes held-out set 8 found open, written without reading the set.
redTeamSuite(
  "set 8 classes",
  [...probes.SET8_HARMFUL, ...probes.SET8_HARMFUL_CLOSED, ...probes.SET8_HARMFUL_GUARDS, ...probes.CLOSED_IN_OPEN_ROUND_2],
  [...probes.SET8_HARMLESS, ...probes.CLOSED_HARMLESS_IN_OPEN_ROUND_2],
);
