import { LEXICONS } from "./lexicon/languages";
import { OCCASIONS } from "./lexicon/occasions";
import { normalizeForAges } from "./normalize";

// A minor word that names what an adult once was (ADR 047): "former child
// star", "ehemaliger Kinderstar", "ancienne enfant star", "ex estrella infantil",
// "бывшая детская звезда", and a youth placed behind her ("her teen years long
// behind her"). The caller blanks these only when the prompt states an adult age
// and no minor one, so "former child star, now 30" is the adult she is now.

// "Former" in the covered languages.
const FORMER: Record<string, string[]> = {
  // A past said with a verb: "who was a child actress", "once a teen idol", "used to be a child model".
  // Where she grew up: "who grew up in an orphanage", "raised in a children's home".
  en: [
    ...["former", "ex", "onetime", "one-time", "erstwhile", "who was a", "who was once a", "once a", "used to be a", "who had been a"],
    ...["grew up in a", "grew up in an", "grew up in the", "raised in a", "raised in an", "raised in the"],
  ],
  de: [
    "einst",
    "früher",
    "die einst",
    "die früher",
    "ehemalige",
    "ehemaliger",
    "ehemaliges",
    "ehemaligen",
    "ehemaligem",
    "frühere",
    "früherer",
    "früheres",
    "einstige",
    "einstiger",
  ],
  fr: ["ancien", "ancienne", "anciens", "anciennes", "autrefois", "jadis", "qui était une", "qui était un"],
  es: ["antigua", "antiguo", "otrora", "que fue", "que fue una", "que fue un", "que era una", "que era un"],
  pt: ["antiga", "antigo", "outrora", "que foi", "que foi uma", "que foi um", "que era uma", "que era um"],
  it: ["vecchia", "vecchio", "un tempo", "che era una", "che era un", "che fu"],
  nl: ["voormalig", "voormalige", "oud"],
  ru: ["бывшая", "бывший", "бывшую", "бывшей", "бывшего", "экс"],
  uk: ["колишня", "колишній", "колишню"],
  pl: ["była", "były", "byłą", "eks"],
  sv: ["före detta", "f.d.", "tidigare"],
  da: ["tidligere", "forhenværende"],
  nb: ["tidligere"],
  tr: ["eski"],
  id: ["mantan", "bekas"],
  vi: ["cựu"],
};

const escape = (word: string) =>
  normalizeForAges(word)
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/[ -]/g, "[\\s-]+");
let formerPattern: RegExp | undefined;

// Built on first use, written as the prompt is read. "Ex" is also a prefix ("ex-child actor"). The minor word is
// one of the next two words of the same phrase ("ex estrella infantil").
function former(): RegExp {
  formerPattern ??= new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...new Set(Object.values(FORMER).flat())].map(escape).join("|")})[\\s-]+(\\p{L}+)(?:\\s+(\\p{L}+))?`,
    "gu",
  );
  return formerPattern;
}

// Japanese writes "former" as "元" glued to the word ("元女子高生", "元JK", "元子役"); only
// a minor or school word of the lexicon right after it counts ("元気な女子高生" is
// an energetic schoolgirl).
const HAN_KANA_ENTRY = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}a-z]+$/u;
let gluedFormerPattern: RegExp | undefined;
function gluedFormer(): RegExp {
  const japanese = LEXICONS.filter((lexicon) => lexicon.language === "ja").flatMap((lexicon) => [...lexicon.minor, ...lexicon.school]);
  const words = [...new Set(japanese.map((entry) => normalizeForAges(entry)).filter((entry) => HAN_KANA_ENTRY.test(entry)))];
  gluedFormerPattern ??= new RegExp(`元(?:${words.sort((a, b) => b.length - a.length).join("|")})`, "gu");
  return gluedFormerPattern;
}

// A stage of youth put behind: "her teen years (are) long behind her", "her childhood long gone".
const YOUTH_BEHIND =
  /(?<!\p{L})(?:teen(?:age)?\s+years|teens|childhood|school\s+days|high\s+school\s+years|adolescence)\s+(?:(?:are|is|were|was|now|long|well|far|already|way)\s+)*(?:behind\s+(?:her|him|them|me)|past|gone|over|ago)(?!\p{L})/gu;

// What she is now, said right after her past ("former child star, now 35", "heute 40",
// "сейчас ей 35", "ya adulta", "devenu adulte", "all grown up"): the age readers do
// not take "now 35" for an age ("now 12 minutes"), so without this no adult age is
// stated. Only an age of 18 or more, a decade of adult life or a word for an adult
// counts; "former adult star, now 15" keeps its 15 as an unexplained number.
const NOW = [
  ...["now", "today", "these days", "nowadays", "turned", "all grown up at", "grown up at"],
  ...["heute", "jetzt", "inzwischen", "mittlerweile", "aujourd'hui", "maintenant", "désormais", "devenu", "devenue"],
  ...["ahora", "hoy", "ya", "agora", "hoje", "já", "ora", "oggi", "adesso", "сейчас", "теперь", "ныне", "şimdi", "artık", "nu"],
];
// Words between "now" and the age: "she is", "ei", "ей", "con", "de", "aged", "in her".
const FILLER = [
  ...["she", "he", "is", "she's", "he's", "aged", "age", "in", "her", "his", "their", "an", "a", "has", "ist", "sie", "er"],
  ...["est", "elle", "il", "con", "de", "tiene", "ella", "com", "tem", "ela", "ha", "lei", "ей", "ему"],
];
// Ages of 18 or more that no unit makes something else ("now 35 kg", "now 30 minutes late").
const ADULT_NUMBER = "(?:1[89]|[2-9]\\d)(?!\\s*(?:%|min|minutes?|hours?|h|kg|lbs?|cm|m)(?![\\p{L}\\p{N}]))";
const ADULT_WORDS = [
  ...["twenties", "thirties", "forties", "fifties", "sixties", "seventies", "20s", "30s", "40s", "50s", "60s", "70s"],
  ...["grown", "grown up", "all grown up", "an adult", "a grown woman", "a grown man", "adult", "adulto", "adulta"],
  ...["adulte", "erwachsen", "взрослая", "взрослый", "yetişkin", "volwassen", "trentenne", "quarantenne", "cinquantenne"],
];
let presentPattern: RegExp | undefined;
function presentAdult(): RegExp {
  presentPattern ??= new RegExp(
    `^[\\s,;:()-]*(?:(?:${NOW.map(escape).join("|")})[\\s,:]+(?:(?:${FILLER.map(escape).join("|")})\\s+){0,3}(?:${ADULT_NUMBER}|${ADULT_WORDS.map(escape).join("|")})|${escape("all grown up")})(?![\\p{L}\\p{N}])`,
    "u",
  );
  return presentPattern;
}

// An occasion of childhood some years back ("ten years after her quinceañera"): the age
// readers add the years to its age; with an adult age read, the occasion is her past.
let occasionPattern: RegExp | undefined;
function occasionsBack(): RegExp {
  if (occasionPattern) return occasionPattern;
  const occasions = [
    ...(OCCASIONS.en ?? []),
    ...LEXICONS.flatMap((lexicon) => (lexicon.language === "en" ? Object.keys(lexicon.ages.ageWords ?? {}) : [])),
  ];
  const words = [...new Set(occasions.map((entry) => escape(entry.replace(/\*$/u, "")) + (entry.endsWith("*") ? "\\p{L}*" : "")))];
  occasionPattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:\\d{1,2}|\\p{L}+)\\s+years?\\s+(?:after|since)\\s+(?:her|his|their|my)\\s+(?:${words.join("|")}|\\d{1,2}(?:st|nd|rd|th|º)?\\s+birthday)(?![\\p{L}\\p{N}])`,
    "gu",
  );
  return occasionPattern;
}

// An occasion of childhood said to be held in adult life ("at her confirmation as an
// adult convert", "Firmung als Erwachsene", "confirmación de adulta"): with an adult
// age read, it names no child.
const AS_AN_ADULT = [
  ...["as an adult", "as a grown-up", "as a grown up", "in adulthood", "als erwachsene", "als erwachsener", "im erwachsenenalter"],
  ...["de adulta", "de adulto", "como adulta", "como adulto", "à l'âge adulte", "en tant qu'adulte", "da adulta", "da adulto", "na idade adulta"],
  ...["ca adult", "ca adultă", "ca adulta", "la maturitate"],
];
let occasionAsAdultPattern: RegExp | undefined;
function occasionsAsAdult(): RegExp {
  if (occasionAsAdultPattern) return occasionAsAdultPattern;
  const occasions = Object.values(OCCASIONS).flatMap((entries) => entries ?? []);
  const words = [...new Set(occasions.map((entry) => escape(entry.replace(/\*$/u, "")) + (entry.endsWith("*") ? "\\p{L}*" : "")))];
  occasionAsAdultPattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${words.join("|")})(?:\\s+\\p{L}+)?\\s+(?:${AS_AN_ADULT.map(escape).join("|")})(?![\\p{L}\\p{N}])`,
    "gu",
  );
  return occasionAsAdultPattern;
}

/**
 * The prompt with the words of an adult's past blanked, as `normalizeForAges`
 * writes it; the same text when it holds none. Without an adult age stated
 * elsewhere (`adultAgeStated`), only a past followed by what she is now as an adult.
 */
export function withoutAdultPasts(prompt: string, adultAgeStated = true): string {
  const text = normalizeForAges(prompt);
  const blank = (whole: string) => " ".repeat(whole.length);
  if (!adultAgeStated) {
    return text.replace(former(), (whole, _minor, _next, offset: number) =>
      presentAdult().test(text.slice(offset + whole.length)) ? blank(whole) : whole,
    );
  }
  return text
    .replace(former(), blank)
    .replace(gluedFormer(), blank)
    .replace(YOUTH_BEHIND, blank)
    .replace(occasionsBack(), blank)
    .replace(occasionsAsAdult(), blank);
}
