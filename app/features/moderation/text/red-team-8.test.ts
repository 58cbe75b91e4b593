import { HARMFUL, HARMLESS } from "./red-team-8";
import { redTeamSuite } from "./red-team-suite";

// Round 8's red team: ages computed, occasions, exclusions, hedges, apparent ages,
// euphemisms, obfuscation and mixed languages, by class.
redTeamSuite("round 8 red team", HARMFUL, HARMLESS);
