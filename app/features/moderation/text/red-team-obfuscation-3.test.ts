import { HARMFUL, HARMLESS, OPEN_HARMFUL, OPEN_HARMLESS } from "./red-team-obfuscation-3";
import { redTeamSuite } from "./red-team-suite";
import { openProbesSuite } from "./red-team-suite-open";

// Obfuscation, round 3: stretched, doubled and interleaved letters, separators and
// inserted characters, look-alikes and mixed scripts, drawn letters and digits,
// leetspeak, split ages and number words, reversed and swapped letters, dropped
// vowels, spellings by sound, English in Cyrillic, across the covered languages.
redTeamSuite("obfuscation red team, round 3", HARMFUL, HARMLESS);

// Its open cases fail here until they are closed; then they move to the lists above.
openProbesSuite("obfuscation red team, round 3, left open", OPEN_HARMFUL, OPEN_HARMLESS);
