import { HARMFUL, HARMLESS, OPEN_HARMFUL, OPEN_HARMLESS } from "./red-team-exclusions";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// The exclusions red team (issue 21): exclusions that leave a minor, ages worked out or hedged inside them, and inversions, beside their harmless mirrors.
redTeamSuite("exclusions red team", HARMFUL, HARMLESS);
openProbesSuite("exclusions red team, still open", OPEN_HARMFUL, OPEN_HARMLESS);
