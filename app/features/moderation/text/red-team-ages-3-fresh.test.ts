import { HARMFUL, HARMLESS } from "./red-team-ages-3-fresh";
import { redTeamSuite } from "./red-team-suite";

// Ages round 3's fresh probes, written after its fixes (first measure in the file's header).
redTeamSuite("ages round 3 fresh probes", HARMFUL, HARMLESS);
