import type { Lexicon } from "./lexicon";

// Where a keyboard lacks umlauts, German writes them as two letters ("Maedchen",
// "Grundschuelerin", "fuenfzehnjaehrig"). Accents are stripped before matching, so
// "Mädchen" reads "madchen" and "Maedchen" would be missed: every entry with an
// umlaut also gets its two-letter spelling. An entry may also stand for words whose
// umlaut it hides ("grundschul*" for "Grundschülerin"): the minor words get a
// spelling with each "a", "o" or "u" written as its umlaut ("grundschuel*").

const TWO_LETTERS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue" };
const UMLAUT = /[äöüÄÖÜ]/g;
const HAS_UMLAUT = /[äöüÄÖÜ]/;

const spell = (entries: string[]) => [
  ...new Set(entries.flatMap((entry) => (HAS_UMLAUT.test(entry) ? [entry, entry.replace(UMLAUT, (ch) => TWO_LETTERS[ch])] : [entry]))),
];

const HIDDEN_UMLAUT = /[aou](?!e)/g;

/** Minor words with each plain vowel that may hide an umlaut written as one, in turn. */
const spellHidden = (entries: string[]) => [
  ...new Set(
    spell(entries).flatMap((entry) => [
      entry,
      ...[...entry.matchAll(HIDDEN_UMLAUT)].map((match) => `${entry.slice(0, match.index + 1)}e${entry.slice(match.index + 1)}`),
    ]),
  ),
];

/** The lexicon with the two-letter spelling of umlauts beside every entry that has one. */
export function withUmlautSpellings(lexicon: Lexicon): Lexicon {
  return {
    ...lexicon,
    minor: spellHidden(lexicon.minor),
    school: spellHidden(lexicon.school),
    abuse: spell(lexicon.abuse),
    sexualExplicit: spell(lexicon.sexualExplicit),
    sexualSuggestive: spell(lexicon.sexualSuggestive),
    adulthood: spell(lexicon.adulthood),
    youthCues: spell(lexicon.youthCues),
    suggestiveFrames: spell(lexicon.suggestiveFrames ?? []),
    frameCues: spell(lexicon.frameCues ?? []),
    childCues: spell(lexicon.childCues ?? []),
    clothing: spell(lexicon.clothing),
    harmless: spell(lexicon.harmless),
    ages: { ...lexicon.ages, units: spell(lexicon.ages.units), persons: spell(lexicon.ages.persons) },
  };
}
