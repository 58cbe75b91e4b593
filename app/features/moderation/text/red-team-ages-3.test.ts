import { HARMFUL, HARMLESS, OPEN_HARMFUL, OPEN_HARMLESS } from "./red-team-ages-3";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// Ages round 3: arithmetic, hedges, ordinal years, age phrases, age nouns and dates of
// birth across the covered languages, with adult ages and non-age numbers beside them.
redTeamSuite("ages round 3 red team", HARMFUL, HARMLESS);

// Its open cases fail here until they are closed; then they move to the lists above.
openProbesSuite("ages round 3 red team, left open", OPEN_HARMFUL, OPEN_HARMLESS);
