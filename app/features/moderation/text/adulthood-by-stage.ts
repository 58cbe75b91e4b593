import { normalizeForAges } from "./normalize";
import { wordsPattern } from "./plain-word-patterns";

// Adulthood pushed away without an adulthood word or an age (ADR 071, open probes):
// by what the law allows an adult ("anyone legally allowed to drink", "people who can
// vote or drive", "wer wählen darf", "qui peut voter"), by schooling finished ("anyone
// who graduated", "college students", "Studentinnen", "universitarias"), by a youth
// stage and everyone older ("high schoolers and older", "teens und älter"), and by a
// comparative of the young ("older girls", "las mayores"). Each table is written in
// plain words and compiled as `normalizeForAges` writes the exclusions.

const words = wordsPattern;

// What a language's law allows from adulthood on: a word of being allowed before the
// act, or (in German, Dutch and Swedish clauses) after it.
type Permissions = { allowed: string[]; legally: string[]; acts: string[]; allowedAfter?: string[] };
const PERMISSIONS: Record<string, Permissions> = {
  en: {
    allowed: ["allowed to", "permitted to", "able to", "old enough to", "entitled to", "eligible to", "of age to", "can", "could", "may"],
    legally: ["legally", "lawfully"],
    acts: [
      "drink",
      "drink alcohol",
      "buy alcohol",
      "buy beer",
      "buy cigarettes",
      "vote",
      "drive",
      "drive a car",
      "marry",
      "get married",
      "consent",
      "gamble",
      "smoke",
    ],
  },
  de: {
    allowed: ["darf", "dürfen", "berechtigt zu", "alt genug zum", "alt genug um"],
    legally: ["legal", "gesetzlich"],
    acts: ["trinken", "alkohol trinken", "alkohol kaufen", "wählen", "auto fahren", "autofahren", "heiraten", "rauchen"],
    allowedAfter: ["darf", "dürfen"],
  },
  fr: {
    allowed: [
      "peut",
      "peuvent",
      "pouvant",
      "autorisé à",
      "autorisée à",
      "autorisés à",
      "autorisées à",
      "en âge de",
      "ayant le droit de",
      "qui a le droit de",
    ],
    legally: ["légalement"],
    acts: ["voter", "boire", "boire de l'alcool", "conduire", "se marier", "acheter de l'alcool"],
  },
  es: {
    allowed: [
      "puede",
      "pueden",
      "pueda",
      "puedan",
      "permitido",
      "permitida",
      "edad de",
      "edad para",
      "con edad para",
      "autorizado a",
      "autorizada a",
    ],
    legally: ["legalmente"],
    acts: ["votar", "beber", "beber alcohol", "conducir", "manejar", "casarse", "comprar alcohol"],
  },
  it: {
    allowed: ["può", "possono", "possa", "possano", "in età da", "in età di", "in età per", "autorizzato a", "autorizzata a", "autorizzati a"],
    legally: ["legalmente"],
    acts: ["votare", "bere", "bere alcolici", "guidare", "sposarsi", "comprare alcolici"],
  },
  pt: {
    allowed: ["pode", "podem", "possa", "possam", "idade de", "idade para", "autorizado a", "autorizada a"],
    legally: ["legalmente"],
    acts: ["votar", "beber", "beber álcool", "dirigir", "conduzir", "casar", "comprar álcool"],
  },
  nl: {
    allowed: ["mag", "mogen", "oud genoeg om te"],
    legally: ["legaal", "wettelijk"],
    acts: ["stemmen", "drinken", "alcohol drinken", "autorijden", "auto rijden", "rijden", "trouwen"],
    allowedAfter: ["mag", "mogen"],
  },
  sv: {
    allowed: ["får", "gammal nog att"],
    legally: ["lagligt"],
    acts: ["rösta", "dricka", "dricka alkohol", "köra bil", "gifta sig"],
    allowedAfter: ["får"],
  },
  pl: {
    allowed: ["może", "mogą", "wolno", "wolno im"],
    legally: ["legalnie"],
    acts: ["głosować", "pić", "pić alkohol", "prowadzić", "prowadzić samochód", "kupować alkohol", "brać ślub"],
  },
  ru: {
    allowed: ["может", "могут", "можно", "вправе", "имеет право", "имеют право", "разрешено"],
    legally: ["законно", "легально"],
    acts: ["голосовать", "пить", "пить алкоголь", "водить", "водить машину", "покупать алкоголь", "жениться", "выходить замуж"],
  },
};

// Words that name people who have finished school or study after it.
const SCHOOLING_DONE: Record<string, string[]> = {
  en: [
    ...["finished high school", "finished school", "finished secondary school", "completed high school", "graduated high school"],
    ...["graduated from high school", "out of high school", "done with high school", "past high school", "left school"],
    ...["who graduated", "who has graduated", "who have graduated", "that graduated", "anyone graduated", "graduates", "graduate"],
    ...["high school graduates", "college students", "college student", "college girls", "college girl", "college boys", "college aged"],
    ...["college age", "university students", "university student", "uni students", "undergrads", "undergraduates", "grad students", "coeds"],
  ],
  de: [
    "studentinnen",
    "studentin",
    "studenten",
    "studierende",
    "abiturientinnen",
    "abiturienten",
    "nach dem abitur",
    "mit abitur",
    "mit schulabschluss",
  ],
  fr: ["étudiantes", "étudiante", "étudiants", "universitaires", "bachelières", "bacheliers", "après le bac", "diplômées", "diplômés"],
  es: [
    "universitarias",
    "universitarios",
    "universitaria",
    "estudiantes universitarias",
    "graduadas",
    "graduados",
    "egresadas",
    "egresados",
    "tituladas",
  ],
  it: ["universitarie", "universitari", "studentesse universitarie", "laureate", "laureati", "diplomate", "diplomati"],
  pt: ["universitárias", "universitários", "universitária", "formadas", "formados", "graduadas", "graduados"],
  nl: ["studentes", "studenten", "studente", "geslaagden"],
  pl: ["studentki", "studentka", "studenci", "absolwentki", "absolwenci", "po maturze"],
  ru: ["студентки", "студентка", "студенты", "выпускницы", "выпускники", "после школы"],
};

// "And everyone older" after a youth stage: "teens and older", "Teenager und älter".
const AND_OLDER = [
  ...["and older", "or older", "and up", "and above", "and over", "or over", "or above", "and beyond", "onwards", "and everyone older"],
  ...["und älter", "oder älter", "und aufwärts", "et plus", "ou plus", "et plus âgés", "et plus âgées", "y mayores", "o mayores", "en adelante"],
  ...["e più grandi", "e oltre", "in su", "e mais velhos", "e mais velhas", "ou mais velhos", "em diante", "en ouder", "of ouder"],
  ...["och äldre", "eller äldre", "i starsi", "i starsze", "i wzwyż", "и старше", "или старше"],
];

// The older of the young, pushed away to keep the younger: "older girls", "die Älteren".
const OLDER_OF_THE_YOUNG = [
  ...["older girls", "older girl", "older boys", "older boy", "older ones", "older kids", "older children", "older teens", "older teenagers"],
  ...["older students", "bigger girls", "bigger kids", "grown girls", "grown boys", "grown ones", "elder girls"],
  ...["ältere mädchen", "älteren mädchen", "ältere jungen", "die älteren", "größere mädchen"],
  ...["filles plus âgées", "les plus âgées", "les plus grandes", "plus grandes filles"],
  ...["chicas mayores", "niñas mayores", "las mayores", "los mayores", "las más grandes"],
  ...["ragazze più grandi", "le più grandi", "ragazze grandi"],
  ...["meninas mais velhas", "as mais velhas", "garotas mais velhas"],
  ...["oudere meisjes", "de oudere"],
  ...["starsze dziewczyny", "starsze dziewczynki"],
  ...["старшие девочки", "старших девочек", "девушки постарше", "постарше", "старшие"],
];

// What a quantifier keeps in an item turned round: "every age but the young ones".
const YOUNG_KEPT = [
  ...["the young ones", "young ones", "the young", "younger ones", "the younger ones", "the youngest", "the little ones", "little ones", "young"],
  ...[
    "die jungen",
    "die jüngeren",
    "die jüngsten",
    "les jeunes",
    "les plus jeunes",
    "los jóvenes",
    "las jóvenes",
    "los más jóvenes",
    "las más jóvenes",
  ],
  ...["i giovani", "le giovani", "i più giovani", "le più giovani", "os jovens", "as jovens", "os mais novos", "as mais novas"],
  ...["de jongeren", "de jongsten", "najmłodsze", "najmłodszych", "молодых", "младших", "самых молодых"],
];

const WORD_START = "(?<![\\p{L}\\p{N}])";
const WORD_END = "(?![\\p{L}\\p{N}])";

const permissionPattern = ({ allowed, legally, acts, allowedAfter }: Permissions) => {
  const act = `(?:${words(acts)})`;
  const law = `(?:(?:${words(legally)})\\s+)?`;
  const before = `(?:${words(allowed)})\\s+${law}${act}`;
  return allowedAfter ? `${before}|${law}${act}\\s+(?:${words(allowedAfter)})` : before;
};

const PERMISSION = new RegExp(`${WORD_START}(?:${Object.values(PERMISSIONS).map(permissionPattern).join("|")})${WORD_END}`, "u");
const SCHOOLING = new RegExp(`${WORD_START}(?:${words(Object.values(SCHOOLING_DONE).flat())})${WORD_END}`, "u");
const STAGE_AND_OLDER = new RegExp(`${WORD_START}(?:${words(AND_OLDER)})${WORD_END}`, "u");
const OLDER_YOUNG = new RegExp(`${WORD_START}(?:${words(OLDER_OF_THE_YOUNG)})${WORD_END}`, "u");
const YOUNG_AT_END = new RegExp(`${WORD_START}(?:${words(YOUNG_KEPT)})\\s*[.!]*$`, "u");

const ITEMS = /[,;\n\r|]+/u;
// The readers below run one after the other on the same exclusions: normalised once.
let lastItems: { exclusions: string; items: string[] } | undefined;
const items = (exclusions: string) => {
  if (lastItems?.exclusions !== exclusions) {
    const normalized = normalizeForAges(exclusions)
      .split(ITEMS)
      .map((item) => item.trim())
      .filter(Boolean);
    lastItems = { exclusions, items: normalized };
  }
  return lastItems.items;
};
const matched = (pattern: RegExp) => (item: string) => item.match(pattern)?.[0];

/** Adulthood excluded by what the law allows an adult: "anyone legally allowed to drink", "wer wählen darf". */
export function permissionsExcluded(exclusions: string): string[] {
  return items(exclusions)
    .map(matched(PERMISSION))
    .filter((found) => found !== undefined);
}

/**
 * A youth stage with everyone older excluded ("high schoolers and older", "teens or
 * older"): what is left is younger than the stage. `namesYouth` says whether the
 * text before "and older" names a minor or a school stage.
 */
export function stagesAndOlderExcluded(exclusions: string, namesYouth: (text: string) => boolean): string[] {
  return items(exclusions).flatMap((item) => {
    const older = item.match(STAGE_AND_OLDER);
    return older && namesYouth(item.slice(0, older.index)) ? [item] : [];
  });
}

/**
 * Adulthood excluded by schooling finished or by the older of the young ("anyone who
 * graduated", "college students", "older girls"). Weaker than an adulthood word, so
 * read only where the prompt names no adult (the caller's condition): "nude woman,
 * 45" without "college girls" asks for an older woman.
 */
export function stagesExcludedBesideNoAdult(exclusions: string): string[] {
  return items(exclusions)
    .flatMap((item) => [matched(SCHOOLING)(item), matched(OLDER_YOUNG)(item)])
    .filter((found) => found !== undefined);
}

/** The young kept by an item that turns round ("every age but the young ones"); `turnsRound` says which items do. */
export function youngKeptByTurn(exclusions: string, turnsRound: (item: string) => boolean): string[] {
  return exclusions
    .split(ITEMS)
    .filter(turnsRound)
    .map((item) => normalizeForAges(item).trim().match(YOUNG_AT_END)?.[0])
    .filter((found) => found !== undefined);
}

const STATUS_PLURALS = /\s+(?:ones|people|persons|girls|boys)$/u;

/**
 * A word of adult status alone as an item ("legal", "grown", "meerderjarig"): read in
 * phrases only until now ("almost legal"), it pushes adulthood away when it is the
 * whole item. `statusWords` are the lexicons' `adultStatus`, a trailing `*` for any
 * ending; the reader is built once.
 */
export function adultStatusAloneReader(statusWords: readonly string[]): (exclusions: string) => string[] {
  const whole = new Set(statusWords.filter((word) => !word.endsWith("*")).map((word) => normalizeForAges(word)));
  const stems = statusWords.filter((word) => word.endsWith("*")).map((word) => normalizeForAges(word.slice(0, -1)));
  return (exclusions) =>
    items(exclusions).filter((item) => {
      const bare = item.replace(STATUS_PLURALS, "").replace(/[.!]+$/u, "");
      return whole.has(bare) || stems.some((stem) => bare.startsWith(stem) && !/\s/u.test(bare));
    });
}
