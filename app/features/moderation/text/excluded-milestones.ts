import { workOutExpressions } from "./age-expressions";
import { wordsAsDigits } from "./ages";
import { normalizeForAges } from "./normalize";

// Exclusions that push away everyone who has reached an age, said as a life event
// rather than a comparison: "no one who has turned 16", "anyone past their 17th
// birthday", "everyone who has had their 18th birthday", "quien haya cumplido 16",
// "wer 16 geworden ist", "кому исполнилось 16". Everyone from that age on is
// excluded, so with an age up to the top age of majority what is left is a minor,
// as with "over 15" (ADR 037).

const ORDINAL = "(\\d{1,2})(?:st|nd|rd|th|e|er|eme|o|a|º|ª|\\.)?";
const POSSESSIVE = "(?:(?:their|his|her|the|my|your|its|age|of)\\s+)*";
// The age must end the item or be said as one ("16 years", "16th birthday"): "turned 2 pages" is no age.
const AS_AN_AGE =
  "(?=\\s*(?:birthday|b-?day|years?(?:\\s+old)?|yrs?|yo|y\\/o|anos|años|anni|ans|let|lat|лет|года?|jahre?|jaar|år|ar)?\\s*(?:$|[,;.:)\\]|\\n]|\\s+(?:or|and|yet|already|y|o|et|ou|und|oder|e|и|или|i|lub)(?!\\p{L})))";
const MILESTONES = [
  // English: an age turned, reached or passed.
  `(?:turned|turns|turning|reached|reaches|attained|hit|hits|passed|past)\\s+${POSSESSIVE}${ORDINAL}(?:\\s+birthday)?${AS_AN_AGE}`,
  // A birthday had, celebrated, passed or lived after.
  `(?:had|after|since|celebrated|beyond)\\s+${POSSESSIVE}${ORDINAL}\\s+(?:birthday|b-?day)`,
  // Spanish, Portuguese, Italian, French: "cumplido 16", "completou 16", "compiuto 16", "fete ses 16 ans".
  `(?:cumplido|cumplio|cumplan?|completou|completado|completaram|compiuto|compiuti|fete|fetes|ayant\\s+eu|a\\s+eu)\\s+(?:los\\s+|os\\s+|i\\s+|gli\\s+|ses\\s+|leurs\\s+)?${ORDINAL}${AS_AN_AGE}`,
  // Russian, Ukrainian, Polish: "исполнилось 16", "виповнилося 16", "skonczyl 16".
  `(?:исполнилось|исполнился|исполнилась|виповнилося|skonczyl[aoy]?|skonczyli)\\s+${ORDINAL}${AS_AN_AGE}`,
];
// German, Dutch, Swedish, Danish, Norwegian put the age before the verb: "16 geworden", "fyllt 16".
const AGE_FIRST = `${ORDINAL}\\s*(?:jahre?\\s+|jaar\\s+)?(?:alt\\s+)?geworden|(?:fyllt|fyldt|fylt)\\s+${ORDINAL}${AS_AN_AGE}`;
const MILESTONE = new RegExp(`(?<!\\p{L})(?:${[...MILESTONES, AGE_FIRST].join("|")})`, "gu");
// Words that make an age approximate, left out so the comparison after them reads ("over about 15").
const APPROXIMATELY =
  /(?<!\p{L})(?:about|around|roughly|approximately|approx|circa|ca|some|nearly|almost|like|etwa|ungefahr|rund|environ|a\s+peu\s+pres|aproximadamente|alrededor\s+de|unos|unas|cerca\s+de|intorno\s+ai|uns|umas|ongeveer|omkring|ungefar|noin|около|примерно|приблизительно|okolo|kolem|zhruba|mniej\s+wiecej)(?!\p{L})\.?\s*|~\s*/gu;
// "twice eight", "double eight", "three times five": multipliers said as words.
const MULTIPLIER = /(?<!\p{L})(twice|double|triple|thrice)\s+(?=\d)/gu;
const TIMES: Record<string, string> = { twice: "2 times ", double: "2 times ", triple: "3 times ", thrice: "3 times " };
// "who hasn't turned 18", "not yet 18 geworden", "no haya cumplido 18": the event not reached excludes the young.
const NOT_REACHED =
  /(?<!\p{L})(?:not|(?:has|have|had|is|are|did|does|do)n['’\s]?t|never|yet\s+to|nicht|noch\s+nicht|nie|niet|inte|ikke|pas|jamais|no|nunca|non|nao|не|ещё\s+не|еще\s+не|nie)\s+(?:(?:has|have|had|yet|ever|been|ha|han|haya|hayan|hayas|a|ont|ait|aient|abbia|abbiano|tenha|tenham|ist|sind|hat|haben|ещё|еще)\s+)*$/u;
const MAJORITY_MAX = 21;

/** Exclusions read for ages: number words as digits, approximations dropped, arithmetic worked out. */
export function exclusionAgeText(negativePrompt: string): string {
  // A hyphen before a word joins nothing an age reader needs: "eighteen-and-up" is "18 and up".
  const digits = wordsAsDigits(normalizeForAges(negativePrompt)).replace(/(?<=[\p{L}\p{N}])-(?=\p{L})/gu, " ");
  return workOutExpressions(digits.replace(APPROXIMATELY, "").replace(MULTIPLIER, (_, word: string) => TIMES[word]));
}

/** Life events that exclude everyone from an age up to adulthood on, in exclusions read by `exclusionAgeText`. */
export function excludedMilestones(ageText: string): string[] {
  return [...ageText.matchAll(MILESTONE)]
    .filter((match) => !NOT_REACHED.test(match.input.slice(0, match.index)))
    .filter((match) => {
      const age = Number(match.slice(1).find((group) => group !== undefined));
      return age >= 1 && age <= MAJORITY_MAX;
    })
    .map((match) => match[0].trim());
}
