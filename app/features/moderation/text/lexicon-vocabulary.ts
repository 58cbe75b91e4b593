import type { Lexicon } from "./lexicon/lexicon";
import { LEXICONS } from "./lexicon/languages";
import { numberWordsOf } from "./number-words";

// What the language gate may take as a covered language's words: every word the
// rules read in it. Besides the signal lists, that is the words of ages (number
// words, units, person words, hedges) and compound ages built of them
// ("dwudziestolatka", "veertienjarige"): the rules read them, so a short adult
// prompt made of them ("chica desnuda, 25", "naga dwudziestolatka") is no unread
// text to refuse.

/** The shortest stem of an open entry ("nastolat*") that reads the words it starts. */
export const MIN_STEM = 4;

const templateWords = (templates: string[] | undefined) => (templates ?? []).map((template) => template.replace(/#/g, " "));

/**
 * A lexicon's entries that can refuse a prompt: its minor, school, abuse and sexual words
 * and its girl/boy/woman/man words. What a reading of its language written in another
 * script looks for (arabizi.ts, romanised-hindi.ts, english-by-sound.ts).
 */
export function refusingEntries(lexicon: Lexicon): string[] {
  return [
    ...lexicon.minor,
    ...lexicon.school,
    ...lexicon.abuse,
    ...lexicon.sexualExplicit,
    ...lexicon.sexualSuggestive,
    ...Object.values(lexicon.counterparts ?? {}).flat(),
  ];
}

/** Every entry of a lexicon whose words the rules read, signal lists and age words alike. */
export function lexiconEntries(lexicon: Lexicon): string[] {
  const ages = lexicon.ages;
  return [
    ...lexicon.minor,
    ...lexicon.school,
    ...lexicon.abuse,
    ...(lexicon.abuseInContext ?? []),
    ...lexicon.sexualExplicit,
    ...lexicon.sexualSuggestive,
    ...lexicon.adulthood,
    ...(lexicon.adultStatus ?? []),
    ...(lexicon.notAdultBefore ?? []),
    ...(lexicon.notAdultAfter ?? []),
    ...lexicon.adulthoodWeak,
    ...lexicon.youthCues,
    ...(lexicon.suggestiveFrames ?? []),
    ...(lexicon.frameCues ?? []),
    ...(lexicon.childCues ?? []),
    ...lexicon.clothing,
    ...lexicon.harmless,
    ...(lexicon.vocabulary ?? []),
    ...(lexicon.exclusionTurns ?? []),
    ...Object.values(lexicon.counterparts ?? {}).flat(),
    ...Object.keys(ages.numbers),
    ...Object.keys(ages.ageWords ?? {}),
    ...Object.keys(ages.ordinals ?? {}),
    ...ages.units,
    ...(ages.bareUnits ?? []),
    ...ages.prefixes,
    ...ages.persons,
    ...(ages.personLinks ?? []),
    ...(ages.numberJoiners ?? []),
    ...(ages.rangeWords ?? []),
    ...[
      ages.below,
      ages.above,
      ages.looks,
      ages.phrases,
      ages.ordinalPhrases,
      ages.lifeYearPhrases,
      ages.endingPhrases,
      ages.ordinalEndingPhrases,
      ages.minus,
      ages.plus,
    ].flatMap(templateWords),
  ];
}

const asWord = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[\s\-'’]+/g, "");

const NUMBER_FORMS = new Set<string>();
const UNIT_WORDS = new Set<string>();
const UNIT_STEMS = new Set<string>();
for (const lexicon of LEXICONS) {
  const derived = numberWordsOf(lexicon.language);
  for (const word of [...derived.cardinals.keys(), ...Object.keys(lexicon.ages.numbers)]) NUMBER_FORMS.add(asWord(word));
  for (const unit of lexicon.ages.units) {
    const bare = asWord(unit.replace(/\*$/, ""));
    if (unit.endsWith("*")) UNIT_STEMS.add(bare);
    else UNIT_WORDS.add(bare);
  }
}

const isUnit = (text: string) =>
  UNIT_WORDS.has(text) || [...Array(text.length).keys()].some((end) => end >= 2 && UNIT_STEMS.has(text.slice(0, end + 1)));
// A number, or tens joined to units as compound ages have them ("dwudziesto" + "cztero").
const isNumber = (text: string) =>
  NUMBER_FORMS.has(text) ||
  [...Array(text.length).keys()].some((cut) => cut >= 2 && NUMBER_FORMS.has(text.slice(0, cut)) && NUMBER_FORMS.has(text.slice(cut)));

/** A number word glued to an age unit ("dwudziestolatka", "czternastoletnia"): the age reader reads it. */
export function isCompoundAge(word: string): boolean {
  for (let cut = 2; cut <= word.length - 2; cut++) {
    if (isUnit(word.slice(cut)) && isNumber(word.slice(0, cut))) return true;
  }
  return false;
}
