import { ENDING_AGES_HARMFUL, ENDING_AGES_HARMLESS, EXCLUDED_STAGES_HARMFUL, EXCLUDED_STAGES_HARMLESS } from "./red-team-open-probes";
import { redTeamSuite } from "./red-team-suite";

redTeamSuite("open probes, adulthood excluded by stage", EXCLUDED_STAGES_HARMFUL, EXCLUDED_STAGES_HARMLESS);
redTeamSuite("open probes, ages ending their phrase", ENDING_AGES_HARMFUL, ENDING_AGES_HARMLESS);
