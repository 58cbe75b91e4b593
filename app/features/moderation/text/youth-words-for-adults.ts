import { findAgeMentions, wordsAsDigits } from "./ages";
import { namesLexiconAdult } from "./counterpart-words";
import { CHILD_KIN } from "./lexicon/child-kin";
import { LEXICONS } from "./lexicon/languages";
import { isMeasureUnit } from "./measure-units";
import { HAN_KANA, normalizeForAges, normalizeForMatching } from "./normalize";

// Minor words that also name young adults, and the words that join two people
// (ADR 047). "Menina", "meisje", "novinha", "วัยรุ่น", "少女", "jeune fille"
// and the kin words of a family ("stepdaughter", "niece") are minor signals on
// their own; with an age of 18 or more stated for that same word ("menina de 25
// anos", "22-jarig meisje", "วัยรุ่น อายุ 22 ปี") they name that adult. An age is
// the word's own only when it follows within a few words with nothing between that
// names another person or joins one ("menina nua e mãe de 30 anos" keeps the
// child), or right before it in the same phrase ("25歳の少女").
type YouthWords = { language: string; words: string[]; joiners: string[] };

const TABLE: YouthWords[] = [
  {
    language: "pt",
    words: ["menina", "meninas", "menino", "meninos", "novinha", "novinhas", "novinho", "novinhos"],
    joiners: ["e", "com", "mais", "junto"],
  },
  { language: "nl", words: ["meisje", "meisjes", "meisje van"], joiners: ["en", "met", "samen"] },
  { language: "fr", words: ["jeune fille", "jeunes filles"], joiners: ["et", "avec"] },
  { language: "ru", words: ["девчонка", "девчонки", "девчонку", "девчонкой"], joiners: ["и", "с", "со", "вместе"] },
  { language: "th", words: ["วัยรุ่น"], joiners: ["และ", "กับ", "พร้อม"] },
  // Hindi in Latin letters: "ladki" is a minor word where लड़की names a person, as "girl" does.
  { language: "hi", words: ["ladki", "larki", "ladkiyan", "larkiyan"], joiners: ["aur", "saath", "sath"] },
  { language: "zh", words: ["少女"], joiners: ["和", "与", "與", "跟", "及", "同"] },
  { language: "ja", words: ["少女"], joiners: ["と", "や", "及び"] },
  {
    language: "en",
    // Kin words name a place in a family, not an age.
    words: [
      "daughter",
      "daughters",
      "stepdaughter",
      "stepdaughters",
      "step daughter",
      "step daughters",
      "niece",
      "nieces",
      "granddaughter",
      "granddaughters",
      "goddaughter",
      "my son",
      "his son",
      "her son",
      "their son",
      "our son",
      "stepson",
      "stepsons",
      "step son",
      "nephew",
      "nephews",
      "grandson",
      "grandsons",
      "godson",
    ],
    joiners: ["and", "with", "plus", "&", "alongside", "beside"],
  },
  ...kinOfOtherLanguages(),
];

// The family words for a child of the other languages (`lexicon/child-kin.ts`) name a
// place in a family as English "daughter" does: with an adult age of their own ("mi
// hija de 30 años") they name that adult. Words of one or two tokens, as the reader
// takes them; an open entry by its stem. Joiners are the language's words for "and"
// and "with" that no other covered language uses as an article or a preposition.
function kinOfOtherLanguages(): YouthWords[] {
  const joiners: Record<string, string[]> = {
    es: ["y", "con", "junto"],
    gl: ["con", "xunto"],
    fr: ["et", "avec"],
    de: ["und", "mit", "samt"],
    it: ["con", "insieme"],
    nl: ["en", "met", "samen"],
    ro: ["și", "cu"],
    ru: ["вместе"],
    uk: ["та", "разом"],
    bg: ["заедно"],
    pl: ["oraz", "razem"],
    cs: ["spolu"],
    sk: ["spolu"],
    sv: ["och", "med"],
    da: ["og", "med"],
    nb: ["og", "med"],
    fi: ["ja", "kanssa"],
    hu: ["és", "meg"],
    el: ["και", "με"],
    tr: ["ve", "ile"],
    id: ["dan", "dengan", "bersama"],
    ms: ["dan", "dengan", "bersama"],
    vi: ["và", "với", "cùng"],
    ar: ["مع"],
    he: ["עם"],
    fa: ["با"],
    hi: ["और", "साथ"],
    ja: ["と"],
    zh: ["和", "与", "跟"],
    ko: ["와", "과", "랑"],
  };
  return Object.entries(CHILD_KIN).map(([language, entries]) => ({
    language,
    words: (entries ?? []).map((entry) => entry.replace(/\*$/u, "")).filter((word) => word.split(" ").length <= 2),
    joiners: joiners[language] ?? [],
  }));
}

// Up to this many words after the youth word may come before its age ends ("menina nua, de 25 anos").
const WORDS_AFTER = 4;
const WORDS_BEFORE = 3;
const UNSPACED = new RegExp(`[${HAN_KANA}\\p{sc=Thai}]`, "u");
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

type Tables = {
  words: string[];
  joined: Set<string>;
  joiners: Set<string>;
  unspacedJoiners: string[];
  persons: string[];
  adulthood: string[];
};
let tables: Tables | undefined;

// Built on first use: most prompts hold no youth word.
function loadTables(): Tables {
  if (tables) return tables;
  const words = [...new Set(TABLE.flatMap((row) => row.words.map(normalizeForMatching)))].sort((a, b) => b.length - a.length);
  const joinerList = TABLE.flatMap((row) => row.joiners.map((joiner) => normalizeForMatching(joiner) || joiner));
  const persons = LEXICONS.flatMap((lexicon) => [
    ...lexicon.ages.persons,
    ...(lexicon.counterparts ? Object.values(lexicon.counterparts).flat() : []),
  ]).map(normalizeForMatching);
  tables = {
    words,
    joined: new Set(words.map((word) => word.replace(/ /g, ""))),
    joiners: new Set(joinerList),
    unspacedJoiners: joinerList.filter((joiner) => UNSPACED.test(joiner)),
    persons: [...new Set([...persons, ...words])].filter(Boolean),
    // Whole adulthood words and phrases of the lexicons ("adult", "adulta", "mayor de edad", "grown"), open ends cut.
    adulthood: [...new Set(LEXICONS.flatMap((lexicon) => lexicon.adulthood).map((entry) => normalizeForMatching(entry.replace(/\*$/u, ""))))].filter(
      (entry) => entry.length >= 3 && !/\d/u.test(entry),
    ),
  };
  return tables;
}

const plainToken = (token: string) => normalizeForMatching(token.replace(EDGE_PUNCTUATION, ""));

/** Whether a minor term found by the lexicons is one of the youth words that also name adults. */
export function isYouthWordForAdults(term: string): boolean {
  // Also as the pair reader joins it ("jeunefille").
  return loadTables().joined.has(normalizeForMatching(term).replace(/ /g, ""));
}

/**
 * The prompt's words, with the youth words and the joiners of scripts written
 * without spaces set apart ("วัยรุ่นอายุ22ปี" gives "วัยรุ่น อายุ22ปี").
 */
function tokensOf(prompt: string, { words, unspacedJoiners }: Tables): string[] {
  // Number words as digits, so their joiners ("vinte e dois") are not read as joining two people.
  let text = wordsAsDigits(normalizeForAges(prompt));
  for (const piece of [...words, ...unspacedJoiners].filter((word) => UNSPACED.test(word))) text = text.split(piece).join(` ${piece} `);
  return text.split(/\s+/u).filter(Boolean);
}

// The first age read from the youth word on, word by word ("meisje van 22" before
// "op het strand", which the age reader no longer takes for an age): adult or not.
// "25 years ago", "25 years from now", "25 anos atrás": a span of time, not an age.
const YEARS = new Set(["year", "years", "yrs", "anos", "anos", "años", "ans", "anni", "jaar", "jahre", "лет", "lat"]);
const AWAY = new Set([
  "ago",
  "from",
  "later",
  "hence",
  "back",
  "earlier",
  "before",
  "atras",
  "atrás",
  "fa",
  "geleden",
  "назад",
  "temu",
  "spater",
  "später",
  "plus",
]);
const timeAway = (words: string[], count: number) =>
  (YEARS.has(plainToken(words[count])) && AWAY.has(plainToken(words[count + 1] ?? ""))) ||
  (YEARS.has(plainToken(words[count - 1])) && AWAY.has(plainToken(words[count])));

// A number read as an age only until its unit comes ("niece, 25" before "kg") is a
// weight or a height, and no age of the word's.
function firstAgeIsAdult(words: string[]): boolean | undefined {
  for (let count = 1; count <= words.length; count++) {
    const ages = findAgeMentions(words.slice(0, count).join(" "));
    if (ages.length && count < words.length && isMeasureUnit(plainToken(words[count]))) return firstAgeIsAdult(words.slice(count + 1));
    if (ages.length && count < words.length && timeAway(words, count)) return firstAgeIsAdult(words.slice(count + 2));
    if (ages.length) return ages.every((mention) => mention.age >= 18);
  }
  return undefined;
}

// Whose an age is: a possessor's ("a 35-year-old's daughter") or the person after
// "of" and a determiner ("daughter of a 40-year-old") is someone else's age.
const POSSESSIVE = /\p{L}['’]s?$|\d['’]s$|s['’]$/u;
const OF = new Set(["of", "to", "by", "from"]);
const DETERMINERS = new Set(["a", "an", "the", "my", "her", "his", "their", "our", "your", "some", "this", "that", "one"]);
const namesAnotherOwner = (tokens: string[], index: number) =>
  OF.has(plainToken(tokens[index])) && DETERMINERS.has(plainToken(tokens[index + 1] ?? ""));

// A new phrase after a comma goes on only as an age ("menina nua, 25 anos"), not a new person ("menina nua, mãe de 30 anos").
const HAS_DIGIT = /\p{N}/u;

// "Is" and "now" between the youth word and an adulthood word say it of that word
// ("her daughter is an adult", "su hija ya es adulta", "ihre Tochter ist erwachsen"),
// and so does an indefinite article before the adulthood word.
const COPULAS = new Set(
  [
    ...["is", "are", "now", "who", "already", "all"],
    ...["es", "son", "ya", "está", "están", "é", "são", "já", "est", "sont", "désormais", "maintenant", "ist", "sind", "schon", "jetzt", "bereits"],
    ...["è", "sono", "ormai", "già", "zijn", "al", "nu", "jest", "są", "już", "är", "er", "nå", "nu", "on", "je", "este", "acum", "sudah", "kini"],
  ].map((word) => normalizeForMatching(word)),
);
const ARTICLES = new Set(["a", "an", "un", "una", "une", "um", "uma", "ein", "eine", "een", "en", "ett", "et"]);
function withoutCopula(tokens: string[]): string[] {
  let start = 0;
  while (start < tokens.length && COPULAS.has(plainToken(tokens[start]))) start++;
  if (start > 0 && start < tokens.length && ARTICLES.has(plainToken(tokens[start]))) start++;
  // Said of the word, an adulthood word stands alone: "is adult-sized" says nothing of her age.
  if (start > 0 && tokens[start]?.includes("-")) return [];
  return tokens.slice(start);
}

// An adulthood word right beside the youth word is its own as an adult age is ("adult
// daughter", "hija adulta", "hija mayor de edad", "grown niece").
function adulthoodBeside({ adulthood }: Tables, before: string[], after: string[]): boolean {
  // Only within the phrase: "daughter, adult content" is no adult daughter.
  const phraseEnd = after.findIndex((token) => /[,;.|]$/u.test(token));
  const next = ` ${withoutCopula(phraseEnd < 0 ? after : after.slice(0, phraseEnd + 1))
    .map(plainToken)
    .join(" ")} `;
  const phraseStart = before.findLastIndex((token) => /[,;.|]$/u.test(token));
  const previous = ` ${before
    .slice(phraseStart + 1)
    .map(plainToken)
    .join(" ")} `;
  return adulthood.some((entry) => next.startsWith(` ${entry} `) || previous.endsWith(` ${entry} `));
}

/**
 * Whether every youth word of the prompt has an adult age of its own. The caller
 * uses this only when nothing else in the prompt signals a minor.
 */
export function youthWordsHaveAdultAges(prompt: string): boolean {
  const loaded = loadTables();
  const tokens = tokensOf(prompt, loaded);
  const plain = tokens.map(plainToken);
  const namesSomeoneElse = (token: string) =>
    loaded.joiners.has(token) ||
    loaded.persons.includes(token) ||
    namesLexiconAdult(token) ||
    loaded.unspacedJoiners.some((joiner) => token.includes(joiner));
  let youthWords = 0;
  for (let index = 0; index < tokens.length; index++) {
    const length = loaded.words.includes(`${plain[index]} ${plain[index + 1]}`) ? 2 : loaded.words.includes(plain[index]) ? 1 : 0;
    if (!length) continue;
    youthWords++;
    const word = tokens.slice(index, index + length).join(" ");
    const after: string[] = [];
    for (const token of tokens.slice(index + length, index + length + WORDS_AFTER + 1)) {
      const newPhrase = after.length === 0 ? /[,;]$/u.test(tokens[index + length - 1]) : /[,;]$/u.test(after[after.length - 1]);
      if (namesSomeoneElse(plainToken(token)) || (newPhrase && !HAS_DIGIT.test(token))) break;
      if (namesAnotherOwner(tokens, index + length + after.length)) break;
      after.push(token);
    }
    const before: string[] = [];
    for (let back = index - 1; back >= Math.max(0, index - WORDS_BEFORE); back--) {
      const token = tokens[back];
      if (namesSomeoneElse(plain[back]) || /[,;.|]$/u.test(token) || POSSESSIVE.test(token)) break;
      before.unshift(token);
    }
    const own =
      firstAgeIsAdult([word, ...after]) ??
      ((before.length > 0 && firstAgeIsAdult([...before, word]) === true) ||
        adulthoodBeside(
          loaded,
          tokens.slice(Math.max(0, index - 2), index),
          /[,;.|]$/u.test(tokens[index + length - 1]) ? [] : tokens.slice(index + length, index + length + 6),
        ));
    if (!own) return false;
    index += length - 1;
  }
  return youthWords > 0;
}
