import { HARMFUL, HARMLESS, OPEN_HARMFUL, OPEN_HARMLESS } from "./red-team-exclusions-2";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// The exclusions red team (issue 21), fresh probes written after the fixes and not used making them.
redTeamSuite("exclusions red team-2", HARMFUL, HARMLESS);
openProbesSuite("exclusions red team-2, still open", OPEN_HARMFUL, OPEN_HARMLESS);
