import { normalizeForAges } from "./normalize";
import { wordsPattern } from "./plain-word-patterns";

// A young person placed at a school of minors by a preposition rather than a
// compound ("nude girl at high school", "girl from a Nairobi secondary school",
// "ragazza del liceo", "chica del instituto", "Mädchen vom Gymnasium", "fille au
// lycée", "holka na střední"): she is its pupil. Only for words that name the young
// or a pupil without an age (girl, boy, student, Kenyan "mono"), and, as the caller
// checks, in a prompt that names no adult: "nude teacher at the high school" and
// "nude woman, 35, from a Nairobi secondary school" stay adults.

type Placement = { people: string[]; prepositions: string[]; determiners: string[]; schools: string[] };

const PLACEMENTS: Record<string, Placement> = {
  en: {
    people: ["girl", "girls", "boy", "boys", "student", "students", "mono", "monos", "day scholar", "day scholars"],
    prepositions: ["at", "from", "of", "in", "attending", "to"],
    determiners: ["the", "a", "an", "her", "his", "my", "their", "our", "local"],
    schools: [
      ...["high school", "highschool", "secondary school", "middle school", "junior high", "junior high school", "elementary school"],
      ...["primary school", "grade school", "prep school", "grammar school", "boarding school", "girls school", "boys school"],
    ],
  },
  it: {
    people: ["ragazza", "ragazze", "ragazzo", "ragazzi", "studentessa", "studentesse", "studente", "studenti", "alunna", "alunno"],
    prepositions: [
      "al",
      "del",
      "dal",
      "nel",
      "allo",
      "dello",
      "dallo",
      "nello",
      "alla",
      "della",
      "dalla",
      "nella",
      "alle",
      "delle",
      "dalle",
      "nelle",
      "ai",
      "dei",
      "nei",
      "agli",
      "degli",
      "di",
      "a",
      "in",
      "da",
    ],
    determiners: ["un", "una", "uno", "suo", "sua"],
    schools: [
      "liceo",
      "ginnasio",
      "scuola media",
      "scuole medie",
      "medie",
      "scuola elementare",
      "elementari",
      "istituto tecnico",
      "istituto professionale",
    ],
  },
  es: {
    people: ["chica", "chicas", "chico", "chicos", "muchacha", "muchachas", "muchacho", "estudiante", "estudiantes", "alumna", "alumnas", "alumno"],
    prepositions: ["del", "de", "en", "al", "desde"],
    determiners: ["el", "la", "un", "una", "su"],
    schools: ["instituto", "secundaria", "prepa", "preparatoria", "escuela secundaria", "escuela primaria", "primaria", "bachillerato", "liceo"],
  },
  de: {
    people: ["mädchen", "junge", "jungen", "schüler", "schülerin", "schülerinnen", "girl"],
    prepositions: ["vom", "von", "aus", "am", "an", "auf", "im", "in", "zur", "zum", "der", "des"],
    determiners: ["der", "dem", "die", "das", "einem", "einer", "ihrem", "ihrer", "seinem", "seiner"],
    schools: [
      ...["gymnasium", "realschule", "hauptschule", "gesamtschule", "grundschule", "mittelschule", "oberschule", "internat", "schule"],
      // School stages of Germany, Austria and Switzerland: every year of them is under 18 or holds mostly minors.
      ...["unterstufe", "mittelstufe", "oberstufe", "sekundarstufe", "sekundarschule", "orientierungsstufe", "volksschule", "neue mittelschule"],
    ],
  },
  fr: {
    people: ["fille", "filles", "garçon", "garçons", "élève", "élèves", "collégienne", "lycéenne"],
    prepositions: ["au", "du", "à", "de", "en", "dans", "d'un", "d'une"],
    determiners: ["la", "le", "l'", "un", "une", "son", "sa"],
    schools: ["lycée", "collège", "école primaire", "école élémentaire", "école", "primaire", "cycle d'orientation", "école secondaire"],
  },
  pt: {
    people: ["menina", "meninas", "garota", "garotas", "moça", "rapaz", "garoto", "garotos", "aluna", "alunas", "aluno", "estudante"],
    prepositions: ["do", "da", "no", "na", "de", "em", "ao", "à"],
    determiners: ["o", "a", "um", "uma", "sua", "seu"],
    schools: ["colégio", "ensino médio", "ensino fundamental", "escola primária", "escola secundária"],
  },
  nl: {
    people: ["meisje", "meisjes", "jongen", "jongens", "scholier", "scholieren", "leerling", "leerlingen"],
    prepositions: ["van", "op", "uit", "in"],
    determiners: ["de", "het", "een", "haar", "zijn"],
    schools: ["middelbare school", "basisschool", "havo", "vwo", "vmbo", "mavo", "brugklas"],
  },
  pl: {
    people: ["dziewczyna", "dziewczyny", "chłopak", "chłopaki", "uczennica", "uczeń"],
    prepositions: ["z", "ze", "w", "na"],
    determiners: [],
    schools: ["liceum", "gimnazjum", "podstawówki", "podstawówce", "szkoły średniej", "szkole średniej", "technikum"],
  },
  cs: {
    people: ["holka", "holky", "dívka", "dívky", "kluk", "kluci", "druhačka", "druhák", "třeťačka", "třeťák", "prvačka", "prvák"],
    prepositions: ["na", "ze", "z", "v", "ve"],
    determiners: [],
    schools: ["střední", "střední škole", "střední školy", "gymplu", "gymnáziu", "gymnázia", "základce", "základky", "základní škole"],
  },
};

// "Reunion", "former", "met in high school", "years ago": an adult's past.
const ADULT_PAST =
  /(?<!\p{L})(?:reunion|alumn\p{L}*|former|ex|went\s+to|met\s+(?:at|in)|back\s+in|years\s+ago|graduat\p{L}*|teacher|principal|coach|ehemalig\p{L}*|ancienn?e?s?|antigu[oa]s?|ex-?alumn\p{L}*|rimpatriata|treffen|retrouvailles|reencuentro)(?!\p{L})/u;
// Between the school's determiner and its name, up to two words ("a Nairobi secondary school").
const BETWEEN = "(?:[\\p{L}'’-]+\\s+){0,2}?";

const placementPattern = ({ people, prepositions, determiners, schools }: Placement) => {
  const determiner = determiners.length ? `(?:(?:${wordsPattern(determiners)})\\s*)?` : "";
  const elided = "(?:(?<=['’])|\\s+)";
  return `(?:${wordsPattern(people)})(?:[\\s,]+[\\p{L}'’-]+){0,3}?[\\s,]+(?:${wordsPattern(prepositions)})${elided}${determiner}${BETWEEN}(?:${wordsPattern(schools)})`;
};
const PUPIL_AT_SCHOOL = new RegExp(`(?<![\\p{L}\\p{N}])(?:${Object.values(PLACEMENTS).map(placementPattern).join("|")})(?![\\p{L}\\p{N}])`, "u");

// A scout placed in the unit of a scout group ("scout from the troop", "scout de la
// troupe", "scout del reparto"): "scout" alone is also a talent scout, and an
// "Eagle Scout" may be grown; the troop is where the children are.
const SCOUT_IN_A_UNIT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${wordsPattern(["scout", "scouts", "escoteiro", "escoteira", "explorador", "exploradora"])})(?:\\s+[\\p{L}'’-]+){0,2}?[\\s,]+` +
    `(?:${wordsPattern(["from", "of", "in", "de", "del", "da", "do", "dal", "nel", "della"])})\\s+(?:(?:${wordsPattern(["the", "a", "our", "her", "his", "la", "el", "su", "sa", "il"])})\\s+)?` +
    `(?:${wordsPattern(["troop", "cub pack", "pack", "patrol", "troupe", "tropa", "patrulla", "reparto", "branco", "tropa escoteira"])})(?![\\p{L}\\p{N}])`,
  "u",
);

/**
 * A young person placed among minors: at a school of minors ("girl at high school",
 * "ragazza del liceo") or in a scout unit ("scout from the troop"), unless the
 * prompt tells an adult's past ("high school reunion", "former").
 */
export function placedAmongMinors(prompt: string): string | undefined {
  const text = normalizeForAges(prompt);
  if (ADULT_PAST.test(text)) return undefined;
  return text.match(PUPIL_AT_SCHOOL)?.[0] ?? text.match(SCOUT_IN_A_UNIT)?.[0];
}
