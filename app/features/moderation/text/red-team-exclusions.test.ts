import { HARMFUL, HARMLESS } from "./red-team-exclusions";
import { redTeamSuite } from "./red-team-suite";

// The exclusions red team (issue 21): exclusions that leave a minor, ages worked
// out or hedged inside them, and inversions, beside their harmless mirrors.
redTeamSuite("exclusions red team", HARMFUL, HARMLESS);
