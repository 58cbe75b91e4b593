import { ROUND_2_CLASSES } from "./red-team-open-round-2";
import { redTeamSuite } from "./red-team-suite";

for (const [name, [harmful, harmless]] of Object.entries(ROUND_2_CLASSES)) redTeamSuite(`open probes round 2, ${name}`, harmful, harmless);
