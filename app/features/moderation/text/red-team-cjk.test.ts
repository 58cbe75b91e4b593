import { HARMFUL, HARMLESS } from "./red-team-cjk";
import { redTeamSuite } from "./red-team-suite";

// The CJK red team: ages, hedges, school stages and objects, child words and
// obfuscation in Japanese, Chinese and Korean.
redTeamSuite("CJK red team", HARMFUL, HARMLESS);
