import { REGION_NAMES } from "./region-names.data";

// Place names are no language, and detectors read them as anything ("Ljubljana" is
// no language to CLD3, "Tbilisi" Samoan, "Kuala Lumpur" Nyanja), so an adult
// request set in a named city was refused by the language gate. The names come
// from data that ships with Node, not from a list typed here: the cities of the
// IANA time-zone database and CLDR's English names of countries and regions, and
// the states and provinces of faker's locale data ("Ohio", "Michigan", "Baviera"). Only
// a name written with capitals counts, and only the language gate reads it: the
// minors rules still read every word.

let names: Set<string> | undefined;

/** Place names, lower-cased, words joined by single spaces. */
function placeNames(): Set<string> {
  if (names) return names;
  names = new Set<string>();
  for (const zone of Intl.supportedValuesOf("timeZone")) {
    const city = zone.split("/").at(-1)!.replace(/_/g, " ");
    names.add(city.toLowerCase());
  }
  const regions = new Intl.DisplayNames(["en"], { type: "region" });
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = regions.of(code);
      if (name && name !== code && !name.startsWith("Unknown")) names.add(name.toLowerCase());
    }
  }
  for (const region of REGION_NAMES) names.add(region.toLowerCase());
  return names;
}

const CAPITALISED = /^\p{Lu}/u;
const LONGEST_NAME = 3;

// The film industries named after Hollywood ("Bollywood", "Tollywood", "Kollywood",
// "Nollywood", "Lollywood", "Dhallywood") are places of a kind, written in any case
// ("nangi aurat, bollywood style"); no dictionary holds them.
const FILM_INDUSTRY = /^\p{L}{1,6}llywood$/iu;

/** The indexes of `words` (as written) that make up capitalised place names ("Kuala Lumpur"), and film industries' names. */
export function placeNameWords(words: readonly string[]): Set<number> {
  const found = new Set<number>();
  words.forEach((word, index) => {
    if (FILM_INDUSTRY.test(word)) found.add(index);
  });
  for (let start = 0; start < words.length; start++) {
    for (let length = Math.min(LONGEST_NAME, words.length - start); length >= 1; length--) {
      const candidate = words.slice(start, start + length);
      if (!candidate.every((word) => CAPITALISED.test(word))) continue;
      if (!placeNames().has(candidate.join(" ").toLowerCase())) continue;
      for (let index = start; index < start + length; index++) found.add(index);
      break;
    }
  }
  return found;
}
