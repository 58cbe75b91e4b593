import {
  CLOSED_HARMLESS_IN_ROUND_3,
  CLOSED_IN_OPEN_ROUND_2,
  CLOSED_IN_ROUND_3,
  FOURTH_BATCH,
  HARMFUL,
  HARMLESS,
  OPEN_HARMFUL,
  OPEN_HARMLESS,
  THIRD_BATCH,
} from "./red-team-obfuscation-2";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// Obfuscation, round 2: minor words and ages hidden by separators, inserted
// characters, drawn or look-alike letters, respellings, split or reversed words, and
// ages as Roman numerals, letter digits, split digits, other digits, hex or keycaps.
redTeamSuite(
  "obfuscation red team, round 2",
  [...HARMFUL, ...THIRD_BATCH, ...FOURTH_BATCH, ...CLOSED_IN_ROUND_3, ...CLOSED_IN_OPEN_ROUND_2],
  [...HARMLESS, ...CLOSED_HARMLESS_IN_ROUND_3],
);

// Its open cases fail here until they are closed; then they move to the lists above.
openProbesSuite("obfuscation red team, round 2, left open", OPEN_HARMFUL, OPEN_HARMLESS);
