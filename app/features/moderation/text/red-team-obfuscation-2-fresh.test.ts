import {
  CLOSED_IN_OPEN_ROUND_2,
  CLOSED_IN_ROUND_3,
  FRESH_KANA_AND_SCRIPT_LEET,
  HARMFUL,
  HARMLESS,
  OPEN_HARMFUL,
  OPEN_HARMLESS,
} from "./red-team-obfuscation-2-fresh";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// Obfuscation round 2, fresh probes written after its fixes and never tuned on.
redTeamSuite(
  "obfuscation red team, round 2, fresh",
  [...HARMFUL, ...FRESH_KANA_AND_SCRIPT_LEET, ...CLOSED_IN_ROUND_3, ...CLOSED_IN_OPEN_ROUND_2],
  HARMLESS,
);

// Its open cases fail here until they are closed; then they move to the lists above.
openProbesSuite("obfuscation red team, round 2, fresh, left open", OPEN_HARMFUL, OPEN_HARMLESS);
