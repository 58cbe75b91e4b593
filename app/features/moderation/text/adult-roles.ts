import type { Lexicon } from "./lexicon/lexicon";
import { LEXICONS } from "./lexicon/languages";
import { normalizeForAges, normalizeForMatching, prepareText } from "./normalize";
import { compileTerms, findMatches, termsOutside, type TermMatcher } from "./term-matcher";

// School words that name where an adult works (ADR 047): "kindergarten
// teacher", "3rd grade teacher", "middle school principal", "maestra de primaria",
// "professeure de collège", "insegnante di scuola media", "juf van groep 3",
// "учительница начальных классов", "Grundschullehrerin". The school words next to a
// role only adults hold are blanked with the role; child words are not ("maestra de
// niños desnudos" keeps its children), except a few that qualify a role before it
// ("children's librarian", "youth pastor", "daycare worker").

type Roles = {
  /** Roles only adults hold. */
  roles: string[];
  /** The school words come before the role ("kindergarten teacher") or after it, after a link ("maestra de primaria"). */
  order: "school-first" | "role-first";
  /** Words between a role and its school ("de", "of"); none for languages that join by case ("учительница начальных классов"). */
  links?: string[];
  /** Endings of compounds naming a role ("Grundschullehrerin", "kleuterjuf"). */
  suffixes?: string[];
};

const TABLE: Record<string, Roles> = {
  en: {
    roles: [
      "teacher",
      "teachers",
      "aide",
      "aides",
      "assistant",
      "principal",
      "nurse",
      "worker",
      "workers",
      "counselor",
      "counsellor",
      "librarian",
      "pastor",
      "minister",
      "coach",
      "director",
      "administrator",
      "secretary",
      "janitor",
      "staff",
      "reunion",
      "reunions",
    ],
    order: "school-first",
  },
  es: {
    roles: [
      "maestra",
      "maestro",
      "profesora",
      "profesor",
      "docente",
      "educadora",
      "educador",
      "directora",
      "director",
      "enfermera",
      "reunion",
      "reencuentro",
    ],
    order: "role-first",
    links: ["de", "del", "en"],
  },
  fr: {
    roles: [
      "professeure",
      "professeur",
      "prof",
      "institutrice",
      "instituteur",
      "enseignante",
      "enseignant",
      "maitresse",
      "educatrice",
      "directrice",
      "directeur",
      "surveillante",
      "infirmiere",
      "retrouvailles",
    ],
    order: "role-first",
    links: ["de", "du", "des", "en", "d"],
  },
  pt: {
    roles: ["professora", "professor", "educadora", "educador", "diretora", "diretor", "enfermeira", "docente", "reencontro"],
    order: "role-first",
    links: ["de", "do", "da", "no", "na"],
  },
  it: {
    roles: [
      "maestra",
      "maestro",
      "insegnante",
      "professoressa",
      "professore",
      "prof",
      "educatrice",
      "direttrice",
      "preside",
      "infermiera",
      "rimpatriata",
    ],
    order: "role-first",
    links: ["di", "della", "del", "alla", "alle", "d", "dell"],
  },
  nl: {
    roles: ["juf", "juffrouw", "meester", "leraar", "lerares", "leerkracht", "docent", "docente", "directeur", "directrice"],
    order: "role-first",
    links: ["van", "in", "op"],
    suffixes: ["juf", "leraar", "lerares", "leidster", "leerkracht"],
  },
  de: {
    roles: ["lehrerin", "lehrer", "erzieherin", "erzieher", "direktorin", "rektorin", "klassentreffen", "jahrgangstreffen"],
    order: "role-first",
    links: ["an der", "der", "am", "im"],
    suffixes: [
      "lehrerin",
      "lehrer",
      "lehrerinnen",
      "erzieherin",
      "erzieher",
      "gartnerin",
      "gartner",
      "padagogin",
      "padagoge",
      "rektorin",
      "leiterin",
      "betreuerin",
    ],
  },
  ru: { roles: ["учительница", "учитель", "преподавательница", "воспитательница", "директор", "медсестра"], order: "role-first" },
  uk: { roles: ["вчителька", "учителька", "вчитель", "виховательниця", "директорка"], order: "role-first" },
  pl: { roles: ["nauczycielka", "nauczyciel", "wychowawczyni", "dyrektorka", "pielegniarka"], order: "role-first" },
  tr: { roles: ["bulusmasi", "bulusma"], order: "school-first" },
  ko: {
    roles: [
      "동창회",
      "선생님",
      "선생",
      "교사",
      "여교사",
      "남교사",
      "교장",
      "교감",
      "교장선생님",
      "담임",
      "담임선생님",
      "보건교사",
      "원장",
      "강사",
      "코치",
    ],
    order: "school-first",
  },
  sv: { roles: ["lärare", "lärarinna", "rektor"], order: "role-first", links: ["på", "i"], suffixes: ["lärare", "lärarinna", "pedagog"] },
};

// A school's reunion is of adults, unless held so soon after ("a 2-year middle school
// reunion", "reunión dos años después") that its pupils may still be minors.
const REUNIONS = new Set(
  [
    "reunion",
    "reunions",
    "reencuentro",
    "retrouvailles",
    "reencontro",
    "rimpatriata",
    "klassentreffen",
    "jahrgangstreffen",
    "bulusmasi",
    "bulusma",
    "동창회",
  ].map(normalizeForMatching),
);
const SOON_AFTER =
  /(?<![\p{L}\p{N}])(?:[1-6]|one|two|three|four|five|six|un|una|uno|dos|tres|cuatro|cinco|seis|deux|trois|quatre|cinq|zwei|drei|vier|fünf|sechs|um|uma|dois|duas|três|due|tre|quattro|cinque|sei)[\s-]*(?:years?|yr|ans?|années?|años?|anos?|anni|anno|jahre?n?|yıl|yil|년|주년)(?![\p{L}])|(?<![\p{N}十百零〇])[1-6一二三四五六两]\s*(?:年|주년|년|yıl)/iu;
// In Chinese and Japanese a school and its reunion are written together ("初中同学聚会",
// "小学の同窓会"): the school words of those lexicons, right before a reunion word.
const HAN_REUNION = "(?:同学聚会|同學聚會|同学会|同學會|同窗会|同窗會|同窓会|同級会|校友会|校友會|校友聚会)";
// So are a school and its staff ("小学老师", "初中的女老师", "中学校の女教師", "幼稚園の先生").
const HAN_STAFF =
  "(?:女|男)?(?:老师|老師|教师|教師|班主任|校长|校長|园长|園長|先生|せんせい|センセイ|教員|教諭|講師|校長先生|保育士|保育士さん|コーチ)";
const HAN_SCHOOL_ENTRY = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]+$/u;
// A school entry naming a pupil ("高中女生", "中2女子") before a staff word is the pupil's teacher, not the adult's school.
const NAMES_A_PUPIL = /[生女男妹子孩童児]/u;
let hanSchools: RegExp | undefined;
let hanStaff: RegExp | undefined;
const hanSchoolWords = () =>
  [
    ...new Set(
      LEXICONS.filter((lexicon) => lexicon.language === "zh" || lexicon.language === "ja")
        .flatMap((lexicon) => lexicon.school)
        .filter((entry) => HAN_SCHOOL_ENTRY.test(entry)),
    ),
  ].sort((a, b) => b.length - a.length);
function hanSchoolsBeforeReunions(): RegExp {
  hanSchools ??= new RegExp(`(?:${hanSchoolWords().join("|")})(?:的|の)?(?=${HAN_REUNION})`, "gu");
  return hanSchools;
}
function hanSchoolsBeforeStaff(): RegExp {
  hanStaff ??= new RegExp(
    `(?:${hanSchoolWords()
      .filter((entry) => !NAMES_A_PUPIL.test(entry))
      .join("|")})(?:的|の)?(?=${HAN_STAFF})`,
    "gu",
  );
  return hanStaff;
}

// Occasions only adults hold at a school (held-out set 8): the staff's party or staff
// room, parents' meetings, a reunion, evening school for adults. With one of them,
// and no pupil, girl or boy named (the caller's and this module's conditions), the
// school words anywhere in the prompt say where the adults are: "fête des profs au
// collège", "naked moms at the PTA meeting at the elementary school". Child words stay.
// Chinese and Japanese schools and reunions are read glued together, below.
const ADULT_SCHOOL_OCCASION = new RegExp(
  `(?<![\\p{L}])(?:${[
    ...[
      "staff party",
      "staff parties",
      "staff room",
      "staffroom",
      "staff meeting",
      "faculty party",
      "faculty lounge",
      "teachers'? party",
      "teachers'? lounge",
    ],
    ...[
      "teachers'? christmas party",
      "pta",
      "parents'? evening",
      "parent-teacher",
      "reunion",
      "reunions",
      "night school",
      "evening school",
      "adult education",
    ],
    ...[
      "adult students",
      "mature students",
      "lehrerzimmer",
      "lehrerparty",
      "lehrerfeier",
      "lehrerinnen feiern",
      "lehrer feiern",
      "kollegium",
      "elternabend",
    ],
    ...["klassentreffen", "jahrgangstreffen", "abendschule", "abendgymnasium", "volkshochschule", "fete des profs", "fete des professeurs"],
    ...["soiree des profs", "salle des profs", "salle des professeurs", "retrouvailles", "cours du soir", "reunion (?:des|de) parents"],
    ...["festa degli insegnanti", "festa dei professori", "sala professori", "sala insegnanti", "rimpatriata", "scuola serale", "corsi serali"],
    ...["fiesta de (?:los )?(?:profesores|maestros)", "sala de profesores", "reencuentro", "escuela nocturna", "escuela de adultos"],
    ...["festa dos professores", "sala dos professores", "reencontro", "supletivo"],
  ].join("|")})(?![\\p{L}])`,
  "u",
);
const ADULT_SCHOOL_OCCASIONS = new RegExp(ADULT_SCHOOL_OCCASION.source, "gu");

// Only school words that name the place are blanked: "schoolgirl", "7th grader" name a pupil.
const SCHOOL_PLACE = /school|schul|college|lycee|ecole|scuol|escuela|colegio|instituto|liceo|gymnas|primar|secundar|element|medie/u;
const PUPIL_IN_WORD = /girl|boy|grader|pupil|student|kid|child|schuler|eleve|alumn|madchen|junge|fille|garcon|ragazz|chic[ao]|nin[ao]/u;

/** Blanks every run of one to three words that is a school as a place and names no child or pupil. */
function blankEverySchool(tokens: string[], tables: Loaded, blank: (from: number, to: number) => void) {
  for (let index = 0; index < tokens.length; index++) {
    for (let count = WORDS_OF_A_SCHOOL; count >= 1; count--) {
      const words = tokens.slice(index, index + count);
      const joined = words.join(" ");
      if (words.length === count && SCHOOL_PLACE.test(joined) && !PUPIL_IN_WORD.test(joined) && isSchool(words, tables)) {
        blank(index, index + count - 1);
        break;
      }
    }
  }
}

// Child words that qualify a role before it: whose librarian, which pastor, where the worker works.
const QUALIFYING_YOUTH = new Set(["children's", "childrens'", "kids'", "youth", "daycare", "nursery"]);
const WORDS_OF_A_SCHOOL = 3;

// A role's school says nothing of its pupils: with a pupil, a girl or a boy in the
// prompt the school words stay ("professeure de collège avec élève nue").
const PUPILS = [
  "student*",
  "pupil*",
  "eleve*",
  "alumna*",
  "alumno*",
  "aluna*",
  "aluno*",
  "alunna*",
  "alunni",
  "alunno",
  "leerling*",
  "scholier*",
  "schuler*",
  "schueler*",
  "ученик*",
  "ученица*",
  "школьни*",
  "uczen*",
  "uczennic*",
  "elev",
  "eleven",
  "elever",
];

type Loaded = { school: TermMatcher; child: TermMatcher; others: TermMatcher; rows: Array<Roles & { roleSet: Set<string>; linkSet: Set<string> }> };
let loaded: Loaded | undefined;

// Built on first use: most prompts name no school.
function load(): Loaded {
  const compile = (pick: (lexicon: Lexicon) => string[]) => compileTerms(LEXICONS.flatMap(pick));
  loaded ??= {
    school: compile((lexicon) => lexicon.school),
    child: compile((lexicon) => lexicon.minor),
    others: compileTerms([
      ...PUPILS,
      ...LEXICONS.flatMap((lexicon) => [...(lexicon.counterparts?.girl ?? []), ...(lexicon.counterparts?.boy ?? [])]),
    ]),
    rows: Object.values(TABLE).map((row) => ({
      ...row,
      roleSet: new Set(row.roles.map(normalizeForMatching)),
      linkSet: new Set((row.links ?? []).map(normalizeForMatching)),
      suffixes: row.suffixes?.map(normalizeForMatching),
    })),
  };
  return loaded;
}

const plain = (token: string) => normalizeForMatching(token);
const endsPhrase = (token: string) => /[,;.|:!?]$/u.test(token);

/** Words that are a school and no child ("3rd grade", "scuola media", "начальных классов"). */
function isSchool(words: string[], { school, child }: Loaded): boolean {
  const text = prepareText(words.join(" "));
  const schools = findMatches(school, text);
  return termsOutside(schools).length > 0 && termsOutside(findMatches(child, text)).length === 0;
}

/** Whether the prompt names a pupil, a girl or a boy: then a role's school words name that child's school. */
export function namesPupils(prompt: string): boolean {
  return termsOutside(findMatches(load().others, prepareText(normalizeForAges(prompt)))).length > 0;
}

/**
 * The prompt with each role and the school it names blanked, as `normalizeForAges`
 * writes it; the same text when it holds none.
 */
// English "kindergartner" is a pupil; German "Kindergärtner" (folded to the same
// letters) the teacher, known by its umlaut.
const ENGLISH_PUPILS = new Set(["kindergartner", "kindergartners", "kindergartener", "kindergarteners"]);
const englishPupil = (token: string, prompt: string) => ENGLISH_PUPILS.has(token) && !/g(?:ä|ae)rtner/iu.test(prompt);

export function withoutAdultRoles(prompt: string): string {
  const tables = load();
  const text = normalizeForAges(prompt);
  const occasion = ADULT_SCHOOL_OCCASION.test(text) && !SOON_AFTER.test(text);
  // The occasion's own words are no pupil: Romanian "fete" (girls) is French "fête".
  if (namesPupils(occasion ? text.replace(ADULT_SCHOOL_OCCASIONS, " ") : prompt)) return text;
  const tokens = text.split(" ");
  const blank = (from: number, to: number) => {
    for (let index = from; index <= to; index++) tokens[index] = " ".repeat(tokens[index].length);
  };
  if (occasion) blankEverySchool(tokens, tables, blank);
  for (let index = 0; index < tokens.length; index++) {
    const token = plain(tokens[index]);
    if (!token) continue;
    for (const row of tables.rows) {
      if (
        row.suffixes?.some((suffix) => token.length > suffix.length + 3 && token.endsWith(suffix)) &&
        isSchool([tokens[index]], tables) &&
        !englishPupil(token, prompt)
      ) {
        blank(index, index);
        continue;
      }
      if (!row.roleSet.has(token)) continue;
      if (REUNIONS.has(token) && SOON_AFTER.test(text)) continue;
      if (row.order === "school-first") {
        for (let count = Math.min(2, index); count >= 1; count--) {
          const before = tokens.slice(index - count, index);
          if (before.some(endsPhrase)) continue;
          if (isSchool(before, tables) || (count === 1 && QUALIFYING_YOUTH.has(before[0]))) {
            blank(index - count, index);
            break;
          }
        }
        continue;
      }
      if (endsPhrase(tokens[index])) continue;
      const link = row.linkSet.has(plain(tokens[index + 1] ?? "")) ? 1 : 0;
      if (!link && row.links?.length) continue;
      // The fewest words that make a school: "de collège", not "de collège avec élève".
      for (let count = 1; count <= WORDS_OF_A_SCHOOL; count++) {
        const after = tokens.slice(index + 1 + link, index + 1 + link + count);
        if (after.length < count || after.slice(0, -1).some(endsPhrase)) continue;
        // The link may be part of the school word ("de primaria").
        if (isSchool(after, tables) || (link && isSchool([tokens[index + 1], ...after], tables))) {
          blank(index, index + link + count);
          break;
        }
      }
    }
  }
  const joined = tokens.join(" ").replace(hanSchoolsBeforeStaff(), (school) => " ".repeat(school.length));
  return SOON_AFTER.test(joined) ? joined : joined.replace(hanSchoolsBeforeReunions(), (school) => " ".repeat(school.length));
}
