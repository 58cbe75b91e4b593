import { FRESH_HARMFUL, FRESH_HARMLESS, FRESH_OPEN } from "./red-team-cjk-fresh";
import { redTeamSuite } from "./red-team-suite";

// The fresh CJK probes, but those left open for the next round.
const closed = (cases: typeof FRESH_HARMFUL) => cases.filter((c) => !FRESH_OPEN.has(c.prompt));
redTeamSuite("fresh CJK probes", closed(FRESH_HARMFUL), closed(FRESH_HARMLESS));
