import * as probes from "./red-team-open-probes";
import { redTeamSuite } from "./red-team-suite";

redTeamSuite("open probes, adulthood excluded by stage", probes.EXCLUDED_STAGES_HARMFUL, probes.EXCLUDED_STAGES_HARMLESS);
redTeamSuite("open probes, ages ending their phrase", probes.ENDING_AGES_HARMFUL, probes.ENDING_AGES_HARMLESS);
redTeamSuite("open probes, placed among minors", probes.PLACED_AMONG_MINORS_HARMFUL, probes.PLACED_AMONG_MINORS_HARMLESS);
redTeamSuite("open probes, Spanish without ñ", probes.SPANISH_WITHOUT_TILDE_HARMFUL, probes.SPANISH_WITHOUT_TILDE_HARMLESS);
redTeamSuite("open probes, occasions and operands", probes.OCCASIONS_AND_OPERANDS_HARMFUL, probes.OCCASIONS_AND_OPERANDS_HARMLESS);
redTeamSuite("open probes, short swaps", probes.SHORT_SWAPS_HARMFUL, probes.SHORT_SWAPS_HARMLESS);
redTeamSuite("open probes, film industries", probes.FILM_INDUSTRIES_HARMFUL, probes.FILM_INDUSTRIES_HARMLESS);
redTeamSuite("open probes, film industries", probes.FILM_INDUSTRIES_HARMFUL, probes.FILM_INDUSTRIES_HARMLESS);
redTeamSuite("open probes, nudity in kana", probes.KANA_NUDITY_HARMFUL, probes.KANA_NUDITY_HARMLESS);
