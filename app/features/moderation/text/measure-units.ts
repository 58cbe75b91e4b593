import { isEnglishWord, isKnownWord } from "./known-words";
import { LEXICONS } from "./lexicon/languages";
import { normalizeForMatching } from "./normalize";

// Units of weight and length ("kg", "cm", "Kilogramm", "сантиметров") in every covered
// language, as CLDR names them through Intl: a number before one is a person's weight or
// height, not an age. Durations are no such unit: "25 years" is an age.
const MASS_AND_LENGTH = /^(?:kilogram|gram|pound|ounce|stone|centimeter|meter|millimeter|kilometer|inch|foot|yard|mile)$/u;
const DISPLAYS = ["long", "short"] as const;
// Singular and plural forms, the Slavic genitive plural among them ("5 килограммов"); not
// 20 and up, where Romanian puts "de" between ("25 de kilograme").
const SAMPLES = [1, 2, 5];

// Short unit names that are also words ("in", "mi", "do", "man") are left out; the
// English symbols ("cm", "m", "g") are kept unless they are English words of two letters.
const unambiguous = (word: string, locale: string, display: string) =>
  word.length >= 4 || !isKnownWord(word) || (locale === "en" && display === "short" && !(word.length === 2 && isEnglishWord(word)));

let units: Set<string> | undefined;

// Built on first use (some 60 ms): only a youth word with a number after it needs it.
function loadUnits(): Set<string> {
  if (units) return units;
  const found = new Set<string>();
  // British English spells the metric units "-metre" ("a 7 metre yacht").
  const locales = Intl.NumberFormat.supportedLocalesOf([...LEXICONS.map((lexicon) => lexicon.language), "en-GB"]);
  for (const unit of Intl.supportedValuesOf("unit").filter((name) => MASS_AND_LENGTH.test(name)))
    for (const locale of locales)
      for (const unitDisplay of DISPLAYS) {
        const format = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay });
        for (const sample of SAMPLES)
          for (const part of format.formatToParts(sample))
            if (part.type === "unit")
              for (const word of normalizeForMatching(part.value).split(" ")) if (unambiguous(word, locale, unitDisplay)) found.add(word);
      }
  units = found;
  return units;
}

/** Whether a word (as `normalizeForMatching` writes it) is a unit of measure. */
export function isMeasureUnit(word: string): boolean {
  return word.length > 0 && loadUnits().has(word);
}
