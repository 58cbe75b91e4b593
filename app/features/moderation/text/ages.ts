import { workOutExpressions } from "./age-expressions";
import { isOperand, MULTIPLIED, multiplied } from "./age-operands";
import { candlesAsAges } from "./birthday-candles";
import { findBirthYearAges } from "./birth-years";
import { inGregorianYears } from "./calendar-years";
import { findClassicalAges } from "./classical-ages";
import { ageNounsAsPrefix } from "./cjk-age-nouns";
import { findCjkDecadeAges } from "./cjk-decades";
import { eventsAsYears } from "./dated-events";
import { diminutiveUnits } from "./diminutive-units";
import { workOutApproximateNumbers } from "./approximate-numbers";
import { workOutDozens } from "./dozens";
import { koreanAgeUnitsApart } from "./korean-age-endings";
import { basesAsDecimal } from "./numeral-bases";
import { workOutAgeFromParent, workOutRelativeAges } from "./relative-ages";
import { romanAsDigits } from "./roman-numerals";
import { birthdaysUntil, timeAliveInYears } from "./time-alive";
import type { AgeWords, Lexicon } from "./lexicon/lexicon";
import { LEXICONS } from "./lexicon/languages";
import { isEnglishWord, isKnownWord } from "./known-words";
import { joinSplitDigits, normalizeForAges, readLeetspeak, squeezeRepeats } from "./normalize";
import { numberWordsOf } from "./number-words";
import { eachMatch } from "./term-matcher";
import { findPlacedAges } from "./time-placement";
import { rememberRecent } from "./recent-results";
import { datesAsYears } from "./written-dates";
import { edgeKind, escapeChar, trieSource, withGuards, WORD_LETTER } from "./term-pattern";

// Ages are read on a form that keeps digits and punctuation ("15 y.o.", "f/1.8").
// A number counts as an age only beside an age word: a unit after it ("15yo",
// "quince años", "15歳"), a prefix before it ("aged 15"), or a person word before
// it, the number ending the phrase ("nude boy, 12", "a girl of 13", "she is 12").
// So "4k", "35mm", "1080p", "16:9", "2 cats" and "top 10" are not ages.
//
// Beyond stated ages, the reader understands ages said around a number: hedges that
// put the age under the number ("almost 18", "a year short of 18": read as 17),
// apparent ages ("looks 14"), ordinal years of life ("her 10th birthday"),
// arithmetic ("18 minus 3") and words that imply an age ("sweet sixteen",
// "quinceañera"). A hedge or an apparent age needs its number to end the phrase or
// to be followed by an age unit or a person word: "under 5 minutes" is no age.

type WordListKey = { [K in keyof AgeWords]-?: NonNullable<AgeWords[K]> extends string[] ? K : never }[keyof AgeWords];
const words = (key: WordListKey, lexicons: readonly Lexicon[] = LEXICONS): string[] => lexicons.flatMap((lexicon) => lexicon.ages[key] ?? []);
const normalizeRaw = (word: string) => normalizeForAges(word).trim();
/**
 * An age word as the patterns see it: normalised, with its number words written as
 * digits like the text ("yaş altı" is "yaş 6" as "altı" is 6 in Turkish).
 */
const normalize = (word: string) => entryAsDigits(normalizeRaw(word));

const SEPARATOR = "[\\s.\\-_/]*";
// A hyphen needs no escape outside a class, and "\\-" is an error in a unicode regex.
const escapeLiteral = (ch: string) => (ch === "-" ? "-" : escapeChar(ch));

/** One age word or phrase as a regex; a space matches any run of separators, a trailing `*` any ending. */
function entryAtoms(entry: string, guards: { left: boolean; right: boolean }, raw = false): string[] | null {
  const open = entry.endsWith("*");
  const body = open ? entry.slice(0, -1) : entry;
  const text = raw ? normalizeRaw(body) : normalize(body);
  if (!text) return null;
  const chars = [...text];
  const atoms = chars.map((ch) => (/\s/.test(ch) ? SEPARATOR : escapeLiteral(ch)));
  return withGuards(atoms, { first: edgeKind(chars[0]), last: edgeKind(chars.at(-1)!), open, ...guards });
}

/**
 * A trie regex of age words; see `entryAtoms`. Longer entries go first, so that
 * where no word guard applies (Arabic, Persian, Thai, Devanagari) "چهارده" (14) is
 * read before "چهار" (4).
 */
function wordsSource(entries: string[], guards: { left: boolean; right: boolean }, raw = false) {
  return trieSource(
    [...entries]
      .sort((a, b) => b.length - a.length)
      .flatMap((entry) => {
        const atoms = entryAtoms(entry, guards, raw);
        return atoms ? [atoms] : [];
      }),
  );
}

/**
 * A lookahead for where a word of `wordsSource(entries, { left: true }, true)` can
 * start: at one of its first characters, and for an alphabetic one only where no
 * letter goes before (its left guard). The tries are tried at every position of
 * the text; this rules out most of them (inside words) before the trie is entered.
 */
function startingWith(entries: string[]): string {
  const firsts = new Set(entries.flatMap((entry) => [...normalizeRaw(entry.endsWith("*") ? entry.slice(0, -1) : entry)].slice(0, 1)));
  const charClass = (chars: string[]) => `[${chars.map((ch) => ch.replace(/[\]\\^-]/g, "\\$&")).join("")}]`;
  const alphabetic = [...firsts].filter((ch) => edgeKind(ch) === "alphabetic");
  const others = [...firsts].filter((ch) => edgeKind(ch) !== "alphabetic");
  const branches = [
    ...(alphabetic.length ? [`(?=${charClass(alphabetic)})(?<!${WORD_LETTER})`] : []),
    ...(others.length ? [`(?=${charClass(others)})`] : []),
  ];
  return `(?:${branches.join("|") || "(?!)"})`;
}

const withoutSeparators = (text: string) => text.replace(/[\s.\-_/]/g, "");
// n2words writes "twenty-two" and "vingt et un": a hyphen is a separator like a space.
const asEntry = (word: string) => normalizeRaw(word).replace(/[\s-]+/g, " ");

// Words that are a number in one language and an everyday word in another:
// "turned on" (Turkish on, 10), "age due to" (Italian due, 2), "turned once more"
// (Spanish once, 11). They are read as numbers only before an age unit ("on yaşında").
const AMBIGUOUS = new Set(["on", "due", "once"]);

// Cardinal number words (hand-written in the lexicons, and derived from n2words for
// every language it covers) and ordinal words, keyed without separators.
const NUMBER_VALUES = new Map<string, number>();
const ORDINAL_VALUES = new Map<string, number>();
const HAND_WRITTEN_NUMBERS = new Set<string>();
for (const lexicon of LEXICONS) {
  const derived = numberWordsOf(lexicon.language);
  const add = (map: Map<string, number>, word: string, value: number) => {
    const entry = asEntry(word);
    if (entry) map.set(entry, value);
  };
  for (const [word, value] of derived.cardinals) add(NUMBER_VALUES, word, value);
  for (const [word, value] of derived.ordinals) add(ORDINAL_VALUES, word, value);
  for (const [word, value] of Object.entries(lexicon.ages.numbers)) {
    add(NUMBER_VALUES, word, value);
    HAND_WRITTEN_NUMBERS.add(asEntry(word));
  }
  for (const [word, value] of Object.entries(lexicon.ages.ordinals ?? {})) add(ORDINAL_VALUES, word, value);
}
const valueOf = (map: Map<string, number>, text: string) => map.get(asEntry(text)) ?? WITHOUT_SEPARATORS.get(map)?.get(withoutSeparators(text));
const WITHOUT_SEPARATORS = new Map(
  [NUMBER_VALUES, ORDINAL_VALUES].map((map) => [map, new Map([...map].map(([word, value]) => [withoutSeparators(word), value]))] as const),
);

const AGE_WORD_ENTRIES = LEXICONS.flatMap((lexicon) => Object.keys(lexicon.ages.ageWords ?? {}));
const alternatives = (entries: string[], raw = false) =>
  entries
    .map(raw ? normalizeRaw : normalize)
    .filter(Boolean)
    .map(escapeAll)
    .join("|");
const JOINER = alternatives(words("numberJoiners"), true);

// Arithmetic between two numbers ("18 minus 3", "17+1"); a hyphen is a range instead.
const OPERATOR_WORDS = alternatives([...words("minus"), ...words("plus")], true);
const OPERATOR = `(?:\\+|−${OPERATOR_WORDS ? `|(?<!${WORD_LETTER})(?:${OPERATOR_WORDS})(?!${WORD_LETTER})` : ""})`;
const MINUS_WORDS = alternatives(words("minus"), true);
const MINUS = new RegExp(`^(?:−${MINUS_WORDS ? `|${MINUS_WORDS}` : ""})$`, "u");
const HAND_WRITTEN = wordsSource([...HAND_WRITTEN_NUMBERS], { left: false, right: false }, true);
const NUMBER_WORDS_SPLIT = new RegExp(`^(${HAND_WRITTEN})[\\s\\-]*(?:(?:${JOINER})[\\s\\-]*)?(${HAND_WRITTEN})?$`, "u");
const ARITHMETIC = new RegExp(`^(.+?)\\s*(${OPERATOR})\\s*(.+)$`, "u");

// Number words, longest first through the trie, as whole words ("un" is not read in
// "under"); a second number word may follow for hand-written parts that make a
// number together ("veinti" + "dos"). Ambiguous words are left to `NUMBER_WORD`.
// The word guards of `term-pattern` know Latin, Greek and Cyrillic letters only;
// scripts written with spaces but outside them get a guard around the whole trie,
// so "שני" (second) is not read inside "שנים" (years).
const OTHER_LETTER = "[\\p{sc=Arabic}\\p{sc=Hebrew}\\p{sc=Devanagari}]";
// The guard is a lookbehind tried at every position of the text; a lookahead for the
// letters the words start with goes first, so it is tried only where a word can start.
const wholeWord = (entries: string[], source: string) => `${startingWith(entries)}(?<!${OTHER_LETTER})(?:${source})(?!${OTHER_LETTER})`;
const PLAIN_NUMBER_WORDS = [...NUMBER_VALUES.keys()].filter((word) => !AMBIGUOUS.has(word));
const WHOLE_NUMBER_WORD_SOURCE = wholeWord(
  PLAIN_NUMBER_WORDS,
  wordsSource(PLAIN_NUMBER_WORDS, { left: true, right: true }, true) +
    `(?:[\\s\\-]*(?:(?:${JOINER})[\\s\\-]*)?${wordsSource([...HAND_WRITTEN_NUMBERS], { left: false, right: true }, true)})?`,
);
const WHOLE_NUMBER_WORD = new RegExp(WHOLE_NUMBER_WORD_SOURCE, "gu");
const ORDINAL_WORD = new RegExp(
  wholeWord([...ORDINAL_VALUES.keys()], wordsSource([...ORDINAL_VALUES.keys()], { left: true, right: true }, true)),
  "gu",
);
const ORDINAL_MARK = "º";

// English tens and units ("twenty-five", "twenty five") are read first and whole: the
// number-word trie would take "to twenty" (Norwegian "to", two, then "twenty") and
// leave "five" alone, a small number nothing explains ("count to twenty-five").
const ENGLISH_COMPOUNDS = new Map(
  [...numberWordsOf("en").cardinals].filter(([word]) => /^\p{L}+-\p{L}+$/u.test(word)).map(([word, value]) => [word, value] as const),
);
const ENGLISH_COMPOUND = new RegExp(
  `(?<!\\p{L})(${[...new Set([...ENGLISH_COMPOUNDS.keys()].map((word) => word.split("-")[0]))].join("|")})[\\s-]+(${[...new Set([...ENGLISH_COMPOUNDS.keys()].map((word) => word.split("-")[1]))].join("|")})(?!\\p{L})`,
  "gu",
);
const englishCompounds = (text: string) =>
  text.replace(ENGLISH_COMPOUND, (said, tens: string, units: string) => String(ENGLISH_COMPOUNDS.get(`${tens}-${units}`) ?? said));

/** Ordinal words as digits marked "º" ("fifteenth" as "15º"), then whole number words as digits. */
function writeAsDigits(text: string, numbers: RegExp, keep: (value: number, word: string) => boolean = () => true): string {
  const ordinals = englishCompounds(text).replace(ORDINAL_WORD, (word) => {
    const value = valueOf(ORDINAL_VALUES, word);
    return value === undefined ? word : `${value}${ORDINAL_MARK}`;
  });
  return ordinals.replace(numbers, (word) => {
    const pair = rangeOfNumberWords(word);
    if (pair) return pair;
    const value = numberValue(word);
    return value === undefined || !keep(value, word) ? word : String(value);
  });
}

function entryAsDigits(text: string): string {
  return writeAsDigits(text, WHOLE_NUMBER_WORD);
}

const AGE_WORD_VALUES = new Map<string, number>();
for (const lexicon of LEXICONS) {
  for (const [word, value] of Object.entries(lexicon.ages.ageWords ?? {})) AGE_WORD_VALUES.set(withoutSeparators(normalize(word)), value);
}
// A point, comma or colon before the number makes it part of a bigger one only
// after a digit ("1,12", "3:12"): "nude,12yo" and "女孩，12岁" (the full-width comma
// folds to ",") are ages.
const NOT_INSIDE_A_NUMBER = "(?<![0-9/]|[0-9][.,:])";
const DIGITS = `${NOT_INSIDE_A_NUMBER}\\d{1,2}(?!\\d|[.,:]\\d)`;

// Patterns read digits only: number words are first written as digits (see
// `wordsAsDigits`), which keeps every pattern small (a trie of some 2,000 number
// words copied into each of them took seconds to compile).
const NUMBER = `${DIGITS}(?:\\s*${OPERATOR}\\s*${DIGITS})?`;
const RANGE = `(?:\\s*(?:-|–|~|〜|/|${alternatives(words("rangeWords"))})\\s*)`;
const NUMBER_OR_RANGE = `(${NUMBER})(?:${RANGE}(${NUMBER}))?`;
const NOT_FOLLOWED_BY_WORD = `(?!${WORD_LETTER}|\\p{sc=Hangul}|[0-9]|[.,:]\\d)`;

function escapeAll(text: string) {
  return [...text].map((ch) => (/\s/.test(ch) ? "\\s+" : escapeLiteral(ch))).join("");
}

const UNITS = wordsSource([...words("units"), ...diminutiveUnits()], { left: false, right: true });
const PERSON = wordsSource(words("persons"), { left: true, right: true });
const PERSON_LINK = alternatives(words("personLinks"));
// A slash ends a phrase ("girl, 14/nude") but not a fraction ("woman, 3/4 view").
const ENDS_PHRASE = "(?=\\s*(?:$|[,;.!?)\\]|]|/(?!\\s*\\d)))";
// After a hedge or an apparent age, the number must be an age: it ends the phrase,
// or an age unit, a person word or "and" follows ("almost 18, nude", "under 18
// girls", "looks 14 years old"); "under 5 minutes" and "nearly 10 km" are not ages.
// A person word counts after two digits only: "a woman under 2 men" is a count.
// "girl, 13 years", "13y": a bare unit ending the phrase.
const BARE_UNITS = wordsSource(words("bareUnits"), { left: false, right: true });
const BARE_UNIT_ENDS = BARE_UNITS ? `(?=[\\s\\-_.]*(?:${BARE_UNITS})${ENDS_PHRASE})` : "(?!)";
// A Hangul unit is written glued to the digits ("거의 18살"), as Han ones are.
const AGE_ENDING = `(?:${BARE_UNIT_ENDS}|(?=\\p{sc=Hangul})(?=${UNITS})|${NOT_FOLLOWED_BY_WORD}(?=[\\s\\-_.]*(?:${UNITS})|\\s*(?:$|[,;.!?)\\]|/])|(?<=\\d\\d)(?:\\s+|\\s*[の的]\\s*)(?:${PERSON})${JOINER ? `|\\s+(?:${JOINER})(?!${WORD_LETTER})` : ""}))`;

// Glued to an age unit, a number word needs no end ("fünfzehnjährige"), and an
// ambiguous word counts ("on yaşında").
const NUMBER_WORD = new RegExp(
  `${WHOLE_NUMBER_WORD_SOURCE}|${startingWith([...NUMBER_VALUES.keys()])}(?<!${OTHER_LETTER})${wordsSource([...NUMBER_VALUES.keys()], { left: true, right: false }, true)}(?=[\\s\\-_.]*(?:${UNITS}))`,
  "gu",
);

/**
 * The text with number words written as digits ("fifteen years old" as "15 years
 * old") and ordinal words as digits marked "º" ("fifteenth birthday" as "15º birthday").
 */
export const wordsAsDigits = rememberRecent((text: string): string => writeAsDigits(text, NUMBER_WORD));

/**
 * Templates around a number ("almost #", "in her # year") as one regex with one
 * capture group per alternative: templates with words only before the number share
 * one trie, and so do those with words only after it.
 */
type TemplateKey = "below" | "above" | "looks" | "phrases" | "ordinalPhrases" | "lifeYearPhrases" | "endingPhrases" | "ordinalEndingPhrases";

// `wholeEnding` follows templates with words after the number too: for the phrases
// that state an age only when nothing goes on after them ("her 14 years" but not "her
// 14 years of marriage").
function templatesSource(key: TemplateKey, number: string, ending: string, wholeEnding = "") {
  const own = `(${number})`;
  const before: string[] = [];
  const after: string[] = [];
  const branches: string[] = [];
  for (const template of words(key)) {
    const [head, tail = ""] = template.split("#");
    if (!tail.trim()) before.push(head.trim());
    else if (!head.trim()) after.push(tail.trim());
    else {
      const left = entryAtoms(head.trim(), { left: true, right: false });
      const right = entryAtoms(tail.trim(), { left: false, right: true });
      if (left && right) branches.push(`${left.join("")}${SEPARATOR}${own}${SEPARATOR}${right.join("")}${wholeEnding}`);
    }
  }
  if (before.length) branches.push(`(?:${wordsSource(before, { left: true, right: false })})${SEPARATOR}${own}${ending}`);
  if (after.length) branches.push(`${own}${SEPARATOR}(?:${wordsSource(after, { left: false, right: true })})${wholeEnding}`);
  return branches.length ? new RegExp(branches.join("|"), "gu") : null;
}

// The mark is added after normalising, so it is matched as it is (normalising would make it "o").
const ORDINAL_SUFFIX = [alternatives(words("ordinalSuffixes")), ORDINAL_MARK].filter(Boolean).join("|");
const ORDINAL = `${NOT_INSIDE_A_NUMBER}\\d{1,2}(?:${ORDINAL_SUFFIX})?(?![0-9]|[.,:]\\d)`;

const PATTERNS = {
  unit: new RegExp(`${NUMBER_OR_RANGE}[\\s\\-_.]*(?:${UNITS})`, "gu"),
  prefix: new RegExp(`(?:${wordsSource(words("prefixes"), { left: true, right: true })})[\\s:=\\-]*${NUMBER_OR_RANGE}${NOT_FOLLOWED_BY_WORD}`, "gu"),
  person: new RegExp(
    `(?:${PERSON})(?:\\s*[,(:\\-–]\\s*|\\s+(?:${PERSON_LINK})\\s+|\\s+(?=\\d{1,2}${BARE_UNIT_ENDS}))${NUMBER_OR_RANGE}(?:${NOT_FOLLOWED_BY_WORD}${ENDS_PHRASE}|${BARE_UNIT_ENDS})`,
    "gu",
  ),
  ageWord: new RegExp(wordsSource(AGE_WORD_ENTRIES, { left: true, right: true }), "gu"),
  // A number standing alone as an item of a list ("nude, 15", "nude (15)"): in a
  // prompt that is an age far more often than a count, which would name what it counts.
  // "nude, 13 years" too: a bare unit ending the item.
  listItem: new RegExp(`(?:^|[,;(\\[|])\\s*(${DIGITS})(?:\\s*(?=$|[,;)\\]|])|${BARE_UNIT_ENDS})`, "gu"),
  // "17.5 yo", "16,5 años": a decimal age is the whole years it has reached.
  decimalUnit: new RegExp(`${NOT_INSIDE_A_NUMBER}(\\d{1,2})[.,]\\d{1,2}[\\s\\-_.]*(?:${UNITS})`, "gu"),
  // "aged 1.3", "age: 12,5": after an age word too (1.3 years, or 13 with a dot in it: a minor either way).
  decimalPrefix: new RegExp(
    `(?:${wordsSource(words("prefixes"), { left: true, right: true })})[\\s:=\\-]*(\\d{1,2})[.,]\\d{1,2}(?![0-9]|[.,:]\\d)`,
    "gu",
  ),
  // "class of 2032": still at school until that year's summer, 18 then.
  // "graduating high school in 2031", "class of '30" too.
  classOf: /(?<![\p{L}\p{N}])(?:class\s+of|graduat\p{L}*\s+(?:from\s+)?(?:high\s+school\s+|school\s+)?in)\s+((?:19|20)\d\d|['’]\d\d)(?!\d)/gu,
  // "born in 2012", "born in the spring of 2012", "the year she was born was 2012",
  // "year of birth: 2012", "DOB 2012-05-01": the age it gives this year.
  birthYear:
    /(?<![\p{L}\p{N}])(?:born|birth\s*year|year\s+of\s+birth|date\s+of\s+birth|dob|b\.)(?:[\s,:'’\-./]+(?:[\p{L}’']+|\d{1,2}(?:st|nd|rd|th)?)){0,5}?[\s,:'’\-./]+((?:19|20)\d\d)(?!\d)/gu,
  below: templatesSource("below", NUMBER, AGE_ENDING),
  above: templatesSource("above", NUMBER, AGE_ENDING),
  looks: templatesSource("looks", NUMBER, AGE_ENDING),
  phrases: templatesSource("phrases", NUMBER, AGE_ENDING),
  ordinalPhrases: templatesSource("ordinalPhrases", ORDINAL, ""),
  lifeYearPhrases: templatesSource("lifeYearPhrases", ORDINAL, ""),
  endingPhrases: templatesSource("endingPhrases", NUMBER, ENDS_PHRASE, ENDS_PHRASE),
  ordinalEndingPhrases: templatesSource("ordinalEndingPhrases", ORDINAL, ENDS_PHRASE, ENDS_PHRASE),
};

// "hace 15 años", "15 лет назад", "vor 15 Jahren": a span of time, not an age.
const NOT_BEFORE = new RegExp(`(?<!${WORD_LETTER})(?:${alternatives(words("notBefore"))})\\s*$`, "u");
const NOT_AFTER = new RegExp(`^[\\s,]*(?:${alternatives(words("notAfter"))})(?!${WORD_LETTER})`, "u");
// Such a span beside a birth word is an age: "née il y a quatorze ans", "nata
// quattordici anni fa", "vor vierzehn Jahren geboren". The birth words are the
// lexicons' `bornBefore` entries ("née", "nata", "geboren", "родилась"), the first word
// of the longer ones ("nacida en", "nascida em") unless it names the year, not the birth
// ("năm" is also five), or is a short Latin word ("né" is also "ne", a negation).
const YEAR_WORDS = new Set([
  "annee",
  "année",
  "anno",
  "ano",
  "año",
  "anul",
  "rok",
  "год",
  "рік",
  "година",
  "έτος",
  "سال",
  "سنة",
  "من",
  "tahun",
  "năm",
  "geb",
]);
const BIRTH_WORDS = alternatives([
  ...new Set(
    ["born", ...words("bornBefore").map((entry) => entry.trim().split(/\s+/u)[0])].filter(
      (word) => !YEAR_WORDS.has(word) && !/^\p{Script=Latin}{1,2}$/u.test(word),
    ),
  ),
]);
const BIRTH_BEFORE_SPAN = new RegExp(`(?<!${WORD_LETTER})(?:${BIRTH_WORDS})(?!${WORD_LETTER})[\\s,]*(?:\\S+\\s+){0,2}\\S*\\s*$`, "u");
const BIRTH_AFTER_SPAN = new RegExp(`^[\\s,]*(?:\\S+\\s+){0,2}(?:${BIRTH_WORDS})(?!${WORD_LETTER})`, "u");

/** The value of one number: digits, a number word or two hand-written number words. */
function singleValue(text: string): number | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const whole = valueOf(NUMBER_VALUES, trimmed);
  if (whole !== undefined) return whole;
  const split = NUMBER_WORDS_SPLIT.exec(trimmed);
  const a = split ? valueOf(NUMBER_VALUES, split[1]) : undefined;
  const b = split?.[2] === undefined ? undefined : valueOf(NUMBER_VALUES, split[2]);
  if (a === undefined) return undefined;
  if (b === undefined) return a;
  // Tens then units ("열다섯", "veinti" + "dós"), or units then tens.
  if (a % 10 === 0 && a >= 10 && b < 10) return a + b;
  if (a < 10 && b % 10 === 0 && b >= 20) return a + b;
  return b;
}

/**
 * Two number words joined that make no number together and rise, from a teen
 * ("sixteen and nineteen", "sechzehn und neunzehn"), as the two numbers of a range.
 */
function rangeOfNumberWords(word: string): string | undefined {
  const split = NUMBER_WORDS_SPLIT.exec(word);
  if (split?.[2] === undefined) return undefined;
  const a = valueOf(NUMBER_VALUES, split[1]);
  const b = valueOf(NUMBER_VALUES, split[2]);
  if (a === undefined || b === undefined || a < 10 || a >= 18 || b <= a) return undefined;
  return `${a}${word.slice(split[1].length, word.length - split[2].length)}${b}`;
}

/** The value of a number, worked out when it is a sum or a difference ("18 minus 3" is 15). */
function numberValue(text: string): number | undefined {
  const whole = singleValue(text);
  if (whole !== undefined) return whole;
  const sum = ARITHMETIC.exec(text.trim());
  if (!sum) return undefined;
  const a = singleValue(sum[1]);
  const b = singleValue(sum[3]);
  if (a === undefined || b === undefined) return undefined;
  return MINUS.test(sum[2].trim()) ? a - b : a + b;
}

const ordinalValue = (text: string) => {
  const digits = /^(\d{1,2})/.exec(text.trim());
  return digits ? Number(digits[1]) : undefined;
};

export type AgeMention = { age: number; text: string };

type Found = AgeMention & { index: number; end: number };

/** A year as written: "2031", or "'31" (this century). */
const fullYear = (written: string) => (/^\d{4}$/.test(written) ? Number(written) : 2000 + Number(written.slice(1)));

// "In her second year" is a year of her life, unless it is a year of something only
// adults are in: "in her second year of university", "in his third year of marriage".
const YEAR_OF_ADULT_LIFE =
  /^\s+(?:of|at|in)\s+(?:(?:her|his|their|my|the|a)\s+)?(?:college|university|uni|grad(?:uate)?\s+school|law\s+school|med(?:ical)?\s+school|nursing\s+school|phd|ph\s*d|doctorate|masters?|residency|marriage|career|job|apprenticeship|degree|military\s+service)(?!\p{L})/u;

function mentionsIn(text: string): Found[] {
  const found: Found[] = [];
  const push = (age: number, match: RegExpExecArray) => {
    if (age >= 0) found.push({ age, text: match[0].trim(), index: match.index, end: match.index + match[0].length });
  };
  const add = (match: RegExpExecArray) => {
    for (const group of [match[1], match[2]]) {
      const age = group === undefined ? undefined : numberValue(group);
      if (age !== undefined) push(age, match);
    }
  };
  /** Templates have one group per alternative: the one that took part. */
  const addTemplate = (read: (group: string) => number | undefined, shift: number) => (match: RegExpExecArray) => {
    const group = match.slice(1).find((value) => value !== undefined);
    const age = group === undefined ? undefined : read(group);
    if (age !== undefined) push(age - shift, match);
  };
  // Every pattern but the age words reads digits (number words are digits by now):
  // a form without a digit is read for age words alone.
  const digits = ASCII_DIGIT.test(text);
  if (digits) readDigitPatterns();
  eachMatch(PATTERNS.ageWord, text, (match) => {
    const age = AGE_WORD_VALUES.get(withoutSeparators(match[0]));
    if (age !== undefined) push(age, match);
  });
  if (digits) readDigitTemplates();
  // "열세 살" is 13, not also "열" (10) with the unit "세".
  const inside = (a: Found, b: Found) => a !== b && b.index <= a.index && a.end <= b.end && b.end - b.index > a.end - a.index;
  return found.filter((mention) => !found.some((other) => inside(mention, other)));

  function readDigitPatterns() {
    eachMatch(PATTERNS.unit, text, (match) => {
      const start = match.index;
      const end = start + match[0].length;
      const before = text.slice(Math.max(0, start - 24), start);
      const after = text.slice(end, end + 32);
      if ((NOT_BEFORE.test(before) || NOT_AFTER.test(after)) && !BIRTH_BEFORE_SPAN.test(before) && !BIRTH_AFTER_SPAN.test(after)) return;
      add(match);
    });
    eachMatch(PATTERNS.prefix, text, add);
    eachMatch(PATTERNS.person, text, add);
    eachMatch(PATTERNS.listItem, text, add);
    eachMatch(PATTERNS.birthYear, text, (match) => push(new Date().getUTCFullYear() - Number(match[1]), match));
    eachMatch(PATTERNS.decimalUnit, text, (match) => push(Number(match[1]), match));
    eachMatch(PATTERNS.decimalPrefix, text, (match) => push(Number(match[1]), match));
    eachMatch(PATTERNS.classOf, text, (match) => push(18 - (fullYear(match[1]) - new Date().getUTCFullYear()), match));
  }

  function readDigitTemplates() {
    // "almost 18" and "under 18" are at most 17.
    if (PATTERNS.below) eachMatch(PATTERNS.below, text, addTemplate(numberValue, 1));
    if (PATTERNS.looks) eachMatch(PATTERNS.looks, text, addTemplate(numberValue, 0));
    if (PATTERNS.phrases) eachMatch(PATTERNS.phrases, text, addTemplate(numberValue, 0));
    if (PATTERNS.endingPhrases) eachMatch(PATTERNS.endingPhrases, text, addTemplate(numberValue, 0));
    // "Celebrating her first" is a first anything (a win, a pride): an ordinal ending the phrase counts from the second.
    const fromSecond = (text: string) => {
      const value = ordinalValue(text);
      return value !== undefined && value > 1 ? value : undefined;
    };
    for (const [pattern, shift, read] of [
      [PATTERNS.ordinalPhrases, 0, ordinalValue],
      [PATTERNS.ordinalEndingPhrases, 0, fromSecond],
      [PATTERNS.lifeYearPhrases, 1, ordinalValue],
    ] as const) {
      if (!pattern) continue;
      const readOrdinal = addTemplate(read, shift);
      eachMatch(pattern, text, (match) => {
        if (!YEAR_OF_ADULT_LIFE.test(text.slice(match.index + match[0].length, match.index + match[0].length + 40))) readOrdinal(match);
      });
    }
  }
}

const ASCII_DIGIT = /[0-9]/;

// The words for one are also articles ("una mujer", "ein Mann", "one hand"), and
// some number words are English words ("to" is two in Norwegian): as bare numbers
// they are left as words. English number words stay numbers.
const ENGLISH_NUMBERS = new Set(
  LEXICONS.filter((lexicon) => lexicon.language === "en").flatMap((lexicon) => [
    ...[...numberWordsOf("en").cardinals].map(([word]) => asEntry(word)),
    ...Object.keys(lexicon.ages.numbers).map(asEntry),
  ]),
);
// Short number words of other languages collide with words once accents are gone
// (Vietnamese "nằm", to lie, reads as "năm", five), and Han, kana, Hangul and Thai
// numbers are parts of other words ("三角", triangle); Roman numerals are names
// ("Louis XIV"). As bare numbers, only English number words and longer ones count.
const UNSPACED_SCRIPT = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}]/u;
const BARE_NUMBER_WORD = (value: number, word: string) => {
  const entry = asEntry(word);
  if (value === 1 || /^[ivxlc]+$/.test(entry)) return false;
  return ENGLISH_NUMBERS.has(entry) || (!isKnownWord(entry) && [...entry].length >= 4 && !UNSPACED_SCRIPT.test(entry));
};

// A number word of another language that ends its clause, alone or with "or so",
// is a number however common the word ("chica desnuda de unos catorce", "Mädchen,
// ungefähr vierzehn"): nothing after it makes it part of another phrase.
const ABOUT_AFTER = [
  "or so",
  "o asi",
  "oder so",
  "ou presque",
  "ou plus",
  "o piu",
  "o meno",
  "mais ou menos",
  "mas o menos",
  "y pico",
  "e pico",
  "y tantos",
];
const NUMBER_WORD_ENDING_CLAUSE = new RegExp(
  `(${WHOLE_NUMBER_WORD_SOURCE})(?=\\s*(?:(?:${ABOUT_AFTER.map(escapeAll).join("|")})(?!${WORD_LETTER}))?\\s*(?:$|[,;.!?)\\]|]))`,
  "gu",
);
// So is one right after a word for "about" or a person word and its link ("chica de
// unos catorce en lencería", "ragazza di quattordici in lingerie"): what follows it
// decides, as for digits, whether it counts something.
const ABOUT_BEFORE = [
  "unos",
  "unas",
  "alrededor de",
  "cerca de",
  "aproximadamente",
  "environ",
  "a peu pres",
  "etwa",
  "ungefahr",
  "circa",
  "rund",
  "um die",
  "sui",
  "intorno ai",
  "verso i",
  "uns",
  "umas",
  "por volta de",
  "около",
  "примерно",
  "лет",
  "okolo",
  "ongeveer",
  "omkring",
  "ungefar",
  "noin",
];
// And one right after a word of arithmetic ("diciotto anni meno tre", "dix-huit ans
// moins trois"): short number words are common words, but not after "minus".
const ARITHMETIC_WORDS = [...words("minus"), ...words("plus")].map(normalizeRaw);
const ARITHMETIC_LEADS = new Set(ARITHMETIC_WORDS);
// After "minus" even a short common word is its number ("meno tre"), not the word for one ("plus one").
const asOperand = (word: string) => {
  const value = numberValue(word);
  return value === undefined || value === 1 ? word : String(value);
};
const NUMBER_WORD_AFTER_ABOUT = new RegExp(
  `((?<!${WORD_LETTER})(?:${[...ABOUT_BEFORE, ...ARITHMETIC_WORDS].map(escapeAll).join("|")})|(?:${PERSON})\\s+(?:${PERSON_LINK || "(?!)"}))(\\s+)(${WHOLE_NUMBER_WORD_SOURCE})`,
  "gu",
);
const asBareNumber = (word: string) => {
  const pair = rangeOfNumberWords(word);
  if (pair) return pair;
  const value = numberValue(word);
  const entry = asEntry(word);
  return value === undefined || value === 1 || isEnglishWord(entry) || [...entry].length < 4 || UNSPACED_SCRIPT.test(entry) ? word : String(value);
};
const numberWordsEndingClauses = (text: string) =>
  text
    .replace(NUMBER_WORD_ENDING_CLAUSE, asBareNumber)
    .replace(
      NUMBER_WORD_AFTER_ABOUT,
      (_, lead: string, space: string, word: string) => `${lead}${space}${ARITHMETIC_LEADS.has(lead) ? asOperand(word) : asBareNumber(word)}`,
    );

/**
 * The forms of a text in which bare numbers are read (see `small-numbers`): as ages
 * are read, with number words as digits except the words for one.
 */
// Digits between two letters of a word that, read as leetspeak, give a known word
// ("tw3nty", "thirt33n") are letters, not numbers. Digits at a word's end stay numbers:
// "s3xy14" is "sexy" aged 14, though "sexyia" would pass as an inflection.
const LEET_SPELT_WORD = /[\p{L}\p{N}]*\p{L}\p{N}+\p{L}[\p{L}\p{N}]*/gu;
const INNER_DIGITS = /(?<=\p{L})\p{N}+(?=\p{L})/gu;
const leetWordsRead = (text: string) =>
  text.replace(LEET_SPELT_WORD, (token) => {
    const read = token.replace(INNER_DIGITS, (digits) => readLeetspeak(`a${digits}a`).slice(1, -1));
    return read !== token && !/\p{N}/u.test(read) && isKnownWord(read) ? read : token;
  });

export function numberForms(text: string): string[] {
  // Not the form with look-alikes folded everywhere: it turns Cyrillic and Hebrew
  // words into Latin noise ("преди" as "npean"), and digits need no folding.
  // Counting words and years of other calendars are worked out first: "two dozen" is
  // 24 and "Heisei 2" is 1990, neither a small number.
  const form = inGregorianYears(workOutApproximateNumbers(workOutDozens(leetWordsRead(normalizeForAges(text)), numberValue)));
  const asDigits = (text: string) => adultDifferences(writeAsDigits(numberWordsEndingClauses(text), NUMBER_WORD, BARE_NUMBER_WORD));
  // Stretched number words are read squeezed too ("thirteeen"), as the age readers read them.
  return STRETCHED_LETTERS.test(form) ? [...new Set([form, ...squeezeRepeats(form)].map(asDigits))] : [asDigits(form)];
}
const STRETCHED_LETTERS = /(\p{L})\1\1/u;

const AGE_UNIT_AHEAD = new RegExp(`^[\\s\\-_.]*(?:${UNITS}|${BARE_UNITS || "(?!)"})`, "u");
/**
 * Whether an age unit follows ("14 years", "14yo"): such a number is an age or a
 * span of time ("15 years ago"), which the age patterns decide, never a count.
 */
export const ageUnitAhead = (after: string) => AGE_UNIT_AHEAD.test(after);

const ENDS_AS_AGE = new RegExp(`^\\d+${AGE_ENDING}`, "u");
/**
 * Whether a number is said as an age by what follows it, as after a hedge: it ends
 * the phrase, or an age unit, a person word or "and" follows ("over 13", "over 13
 * years"); "over 2 heads" and "more than 5 fingers" are counts.
 */
export const endsAsAge = (digits: string, after: string) => ENDS_AS_AGE.test(`${digits}${after}`);

/** Whether a number is a span of time ("hace 15 años", "15 років тому", "15 évvel ezelőtti"), from the text around it. */
export const isTimeSpan = (before: string, after: string) =>
  NOT_BEFORE.test(before) || NOT_AFTER.test(after) || NOT_AFTER.test(after.replace(/^[\s\-_.]*[\p{L}\p{M}]+/u, ""));

const PERSON_BEFORE = new RegExp(`(?:${PERSON})(?:\\s*[,(:\\-–]\\s*|\\s+(?:${PERSON_LINK || "(?!)"})\\s+|\\s+)$`, "u");
/** Whether a number follows a person word ("girl 14", "she is 14"): then it is that person's age, not a count. */
export const personBefore = (before: string) => PERSON_BEFORE.test(before);
const PERSON_RIGHT_BEFORE = new RegExp(`(?<!${WORD_LETTER})(?:${PERSON})[\\s\\-_]*$`, "u");
/** Whether a person word ends the text, with nothing but spaces after it ("nude girl "). */
export const personRightBefore = (before: string) => PERSON_RIGHT_BEFORE.test(before);

// Arithmetic said in words around digits ("half of 28", "a third of 42", "twice 7",
// "28 divided by 2", "7 times 2"): worked out, so the age patterns read the result
// ("age is half of 28" is "age is 14"). A result that is no whole number is left.
// Ordinal words are already digits marked "º" here ("third" is "3º").
const FRACTIONS: Record<string, number> = { half: 2, third: 3, quarter: 4, fourth: 4, "3º": 3, "4º": 4, "1/2": 2, "1/3": 3, "1/4": 4 };
const FRACTION_OF =
  /(?<![\p{L}\p{N}/])(?:(?:a|one)\s+)?(half|third|quarter|fourth|3º|4º|1\/2|1\/3|1\/4)\s+(?:of\s+|(?:as\s+old\s+as|the\s+age\s+of)\s+(?:an?\s+)?)?(\d{1,3})(?!\p{N}|[.,]\d)/gu;
const DIVIDED = /(?<![\p{N}.,])(\d{1,3})\s*(?:divided\s+by|÷)\s*(\d{1,2})(?!\p{N}|[.,]\d)/gu;
// "28/2", "30 / 2" where an age is said: a whole quotient (16/9 is no whole number).
const SLASHED = /(?<![\p{N}.,/])(\d{2,3})\s*\/\s*(\d)(?![\p{N}/]|[.,]\d)/gu;
// Any fraction of a number: "two-thirds of 21", "3 fifths of 25", "3/4 of 20".
const PARTS: Record<string, number> = {
  halves: 2,
  thirds: 3,
  quarters: 4,
  fourths: 4,
  fifths: 5,
  sixths: 6,
  sevenths: 7,
  eighths: 8,
  ninths: 9,
  tenths: 10,
};
const PARTS_OF = new RegExp(
  `(?<![\\p{L}\\p{N}/.,])(\\d{1,2})\\s*[-\\s]\\s*(${Object.keys(PARTS).join("|")})\\s+(?:of\\s+)?(?:an?\\s+)?(\\d{1,3})(?!\\p{N}|[.,]\\d)`,
  "gu",
);
const SLASHED_OF = /(?<![\p{N}.,/])(\d{1,2})\s*\/\s*(\d{1,2})\s+of\s+(?:an?\s+)?(\d{1,3})(?!\p{N}|[.,]\d)/gu;
// A time of less than a year beside an age: "17 and 364 days", "18 minus a day" (a year
// under it), "15 in a week", "18 in two months" (the same, still to come).
const SUB_YEAR = "(?:days?|weeks?|months?)";
// "one decade plus 4 years", "a decade and 4 years": the years in all.
const DECADES_AND_YEARS = /(?<![\p{L}\p{N}])(\d|an?|one)\s+decades?\s+(?:and|plus|\+)\s+(\d)\s+years?(?!\p{L})/gu;
const AGE_AND_PART = new RegExp(`(?<![\\p{N}.,])(\\d{1,2})\\s+(?:years?\\s+)?and\\s+(?:a|one|\\d{1,3})\\s+${SUB_YEAR}(?!\\p{L})`, "gu");
// "woman, thirteen-and-a-half": a half ending the phrase, read as the whole number before it.
const HALF_ENDING = /(?<![\p{N}.,])(\d{1,2})[\s-]+and[\s-]+a[\s-]+half(?=\s*(?:$|[,;.!?)]))/gu;
const AGE_LESS_PART = new RegExp(`(?<![\\p{N}.,])(\\d{1,2})\\s+(?:years?\\s+)?(?:minus|less)\\s+(?:a|one|\\d{1,3})\\s+${SUB_YEAR}(?!\\p{L})`, "gu");
const AGE_IN = new RegExp(
  `(?<![\\p{N}.,])(\\d{1,2})\\s+(?:years?\\s+(?:old\\s+)?)?in\\s+(?:just\\s+|only\\s+)?(\\d{1,2}|an?|one|a\\s+few|a\\s+couple\\s+of)\\s+(years?|yrs?|${SUB_YEAR})(?!\\p{L})`,
  "gu",
);
// Time left before an age, in Spanish and German ("le falta un año para los quince",
// "zwei Jahre vor ihrem 18. Geburtstag"): the age less the years (a year less for less).
const TIME_LEFT_BEFORE_AGE = new RegExp(
  `(?<!\\p{L})(?:faltan?\\s+(\\d{1,2}|un|una|unos\\s+pocos|unos)\\s+(a[nñ]os?|meses|mes|semanas?|d[ií]as?)\\s+para\\s+(?:cumplir\\s+)?(?:los\\s+)?(\\d{1,2})|(\\d{1,2}|ein|eine|einige)\\s+(jahre?|monate?|wochen|tage?)\\s+vor\\s+(?:ihrem|seinem|dem)\\s+(\\d{1,2})(?:\\.|º)?\\s*geburtstag)(?!\\p{L})`,
  "gu",
);
const timeLeft = (count: string, unit: string) => (/^(?:a[nñ]|ja)/u.test(unit) ? (/^\d+$/u.test(count) ? Number(count) : 1) : 1);
// A year less a year ("2026 - 2012", "2026 minus 2012"): the years between.
const YEAR_DIFFERENCE = /(?<![\p{N}.,])((?:19|20)\d\d)\s*(?:[-−–]|minus|less)\s*((?:19|20)\d\d)(?![\p{N}])/gu;
// "die Hälfte von 28", "la moitié de 28", "половина от 28": each lexicon's words for a
// part of a number (AgeWords.fractionsOf), in the form ages are read in.
const FRACTION_WORDS = new Map(
  LEXICONS.flatMap((lexicon) => Object.entries(lexicon.ages.fractionsOf ?? {})).map(
    ([words, divisor]) => [normalizeForAges(words), divisor] as const,
  ),
);
const FRACTION_WORDS_OF = FRACTION_WORDS.size
  ? new RegExp(
      `(?<!\\p{L})(${[...FRACTION_WORDS.keys()]
        .sort((a, b) => b.length - a.length)
        .map((words) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"))
        .join("|")})\\s+(\\d{1,3})(?![\\p{N}]|[.,]\\d)`,
      "gu",
    )
  : null;
// "28 halved", "30% of 50", "the cube root of 2744", "∛2744".
const HALVED = /(?<![\p{N}.,])(\d{1,3})\s+halved(?!\p{L})/gu;
const PERCENT_OF = /(?<![\p{N}.,])(\d{1,3})\s*(?:%|percent|per\s+cent)\s+of\s+(\d{1,3})(?![\p{N}]|[.,]\d)/gu;
const CUBE_ROOT = /(?:∛|\bcube\s+root\s+of\s+|\bcbrt\s*)\(?\s*(\d{1,5})\s*\)?(?![\p{N}]|[.,]\d)/gu;
// "in 5 years she will be 19", "five years from now she'll be nineteen": the age now.
const AGE_TO_COME =
  /(?<!\p{L})(?:in\s+(\d{1,2})\s+years?|(\d{1,2})\s+years?\s+from\s+now)[\s,]+(?:she|he|they)\s*(?:will\s+be|'ll\s+be|’ll\s+be|will\s+turn|turns)\s+(\d{1,2})(?!\p{N})/gu;
// The same said the other way round: "she'll be 20 in 8 years", "he will turn 21 ten years from now".
const AGE_TO_COME_AFTER =
  /(?<!\p{L})(?:she|he|they)\s*(?:will\s+be|'ll\s+be|’ll\s+be|will\s+turn|turns)\s+(\d{1,2})(?:\s+(?:years?|yrs?)(?:\s+old)?)?[\s,]+(?:in\s+(\d{1,2})\s+years?|(\d{1,2})\s+years?\s+from\s+now)(?!\p{L})/gu;
// Age bands of youth sport ("U15", "under-15s"): under the number.
const AGE_BAND = /(?<![\p{L}\p{N}])(?:u-?(\d{1,2})s?|under[\s-](\d{1,2})s)(?![\p{L}\p{N}])/gu;
const YOUTH_BAND = { min: 6, max: 21 };
// Comparison signs glued to their words ("age<18"): spaced, so the hedges read them.
const GLUED_COMPARISON = /(?<=\p{L})\s*([<>≤≥]=?)\s*(?=\d)/gu;
// Letters drawn as digits beside digits ("I4", "l2", "1O", "O9"): the digits.
const LETTER_DIGITS: Array<[RegExp, string]> = [
  [/(?<![\p{L}\p{N}])[il|](\d)(?![\p{L}\p{N}])/gu, "1$1"],
  [/(?<![\p{L}\p{N}])(\d)o(?![\p{L}\p{N}])/gu, "$10"],
  [/(?<![\p{L}\p{N}])o(\d)(?![\p{L}\p{N}])/gu, "0$1"],
  [/(?<![\p{L}\p{N}])1s(?![\p{L}\p{N}])/gu, "15"],
];
// Two letters drawn as digits with no digit beside them ("lO", "ll"), read only where
// an age stands: after "age"/"aged" or before an age unit ("lO yo"), as "lo" and "io"
// are words. "S" for 5 is not read this way: "her age is 25".
const DIGIT_SHAPES: Record<string, string> = { i: "1", l: "1", "|": "1", o: "0" };
const LETTER_PAIR = "(?<![\\p{L}\\p{N}])[il|][oil|](?![\\p{L}\\p{N}])";
const LETTER_PAIR_AS_AGE = new RegExp(`(?<=(?<!\\p{L})aged?\\s*:?\\s*)${LETTER_PAIR}|${LETTER_PAIR}(?=\\s*${UNITS})`, "gu");
const asDigits = (pair: string) => [...pair].map((ch) => DIGIT_SHAPES[ch]).join("");
const letterDigits = (text: string) =>
  LETTER_DIGITS.reduce((form, [pattern, by]) => form.replace(pattern, by), text).replace(LETTER_PAIR_AS_AGE, asDigits);
// A whole number written with a zero fraction ("13.0", "13,00"): the number. Other
// decimals stay as they are ("f/1.8", "2.5 years").
const ZERO_FRACTION = /(?<![\p{N}.,])(\d{1,2})[.,]0+(?![\p{N}]|[.,]\d)/gu;
const wholeDecimals = (text: string) => text.replace(ZERO_FRACTION, "$1");
// Digits padded with zeros ("015", "0015"): the number.
const PADDED = /(?<![\p{N}.,:])0+([1-9]\d?)(?![\p{N}]|[.,:]\d)/gu;
const TIMES = /(?<![\p{N}.,])(\d{1,2})\s*(?:times|multiplied\s+by)\s*(\d{1,2})(?!\p{N}|[.,]\d)/gu;

// Any operation a prompt can write an age with (ADR 037): roots ("√196", "sqrt(196)",
// "square root of 196"), powers ("2^4", "4 squared"; superscripts are written "^"
// by the normaliser), products with a sign ("7×2", "7*2", "7x2": "×" folds to "x"). Each is worked out, so
// the result is read as any number is: an age beside an age word, and in an adult
// request a small number nothing explains (`small-numbers`).
const ROOT = /(?:(?:\bthe\s+)?(?:√|\bsqrt\b|\bsquare\s+root\s+of\b|\broot\s+of\b))\s*\(?\s*(\d{1,3})\s*\)?(?!\p{N}|[.,]\d)/gu;
const POWER = /(?<![\p{N}.,])(\d{1,2})\s*(?:\^|\*\*)\s*(\d)(?!\p{N}|[.,]\d)/gu;
const SQUARED = /(?<![\p{N}.,])(\d{1,2})\s+(squared|cubed)(?!\p{L})/gu;
const SIGNED_PRODUCT = /(?<![\p{N}.,])(\d{1,2})\s*[x×*]\s*(\d{1,2})(?!\p{N}|[.,]\d)/gu;

/** Arithmetic worked out in one form: the results as digits in place of what was said. */
export function workOutOperations(text: string): string {
  if (!/[√^*×x]|sqrt|root|squared|cubed/u.test(text)) return text;
  return text
    .replace(ROOT, (said, n: string) => {
      const root = Math.sqrt(Number(n));
      return Number.isInteger(root) ? ` ${root}` : said;
    })
    .replace(POWER, (said, base: string, exponent: string) => {
      const value = Number(base) ** Number(exponent);
      return value < 1000 ? String(value) : said;
    })
    .replace(SQUARED, (_, n: string, power: string) => String(Number(n) ** (power === "squared" ? 2 : 3)))
    .replace(SIGNED_PRODUCT, (_, a: string, b: string) => String(Number(a) * Number(b)));
}

// Ages said in months, weeks or days ("156 months old", "150 Monate alt", "5000
// days old") are that many whole years. Only where the phrase says an age: the
// unit ends the phrase or "old" follows ("after 24 months in prison" is a span).
const MONTHS =
  "months?|monate?n?|meses|mois|mesi|maanden|manader|maneder|miesiecy|miesiace|mesicu|mesiacov|месяц(?:ев|а)?|місяц(?:ів|я)?|ay|ヶ月|か月|个月|개월";
const WEEKS = "weeks?|wochen|semanas|semaines|settimane|weken|veckor|uger|uker|tygodni|недель|тижнів";
const DAYS = "days?|tage?n?|dias|días|jours|giorni|dagen|dagar|dage|dni|дней|днів";
const OLD_AFTER = "(?=\\s*(?:old|alt|oud|gammal|gammel|vanha|de\\s+edad|d'age|di\\s+eta|de\\s+idade|lat|let|лет|років|$|[,;.!?)]))";
const IN_SMALL_UNITS = new RegExp(`(?<![\\p{N}.,])(\\d{2,5})[\\s\\-]*(?:(${MONTHS})|(${WEEKS})|(${DAYS}))(?!\\p{L})${OLD_AFTER}`, "gu");

function inYears(text: string): string {
  return text.replace(IN_SMALL_UNITS, (said, n: string, months?: string, weeks?: string) => {
    const years = Math.floor(Number(n) / (months ? 12 : weeks ? 52 : 365));
    return years >= 1 ? `${years} yo` : said;
  });
}

// "a few months from 18", "weeks away from turning eighteen", "days before her 18th":
// a time short of an adult age is an age under it.
const SHORT_OF_ADULTHOOD =
  /(?<!\p{L})(?:months?|weeks?|days?|years?|a\s+bit|a\s+little|not\s+long|shortly|just)\s+(?:away\s+)?(?:from|before|until|till|shy\s+of|short\s+of|off)\s+(?:turning\s+|being\s+|her\s+|his\s+|(?:she|he|they)\s+(?:turns|is|'s|will\s+be|'ll\s+be)\s+)?(1[3-9]|2[01])(?:º|th)?(?!\p{N})/gu;

// "3 years past 18", "two years beyond her 12th birthday": an age and the years since it.
const YEARS_PAST_AGE =
  /(?<![\p{N}.,])(\d{1,2}|an?|one|a\s+few|a\s+couple\s+of)\s+(?:more\s+)?(years?|yrs?)\s+(?:past|beyond|on\s+from)\s+(?:(?:her|his|their)\s+)?(\d{1,2})(?:º|st|nd|rd|th)?(?:\s+birthday)?(?![\p{N}]|[.,]\d)/gu;

// "5 years younger than 19", "a year short of 16": an age less the years before it.
const YEARS_UNDER_AGE =
  /(?<![\p{N}.,])(\d{1,2}|an?|one|a\s+few|a\s+couple\s+of)\s+(?:more\s+)?(years?|yrs?)\s+(?:younger\s+than|short\s+of|shy\s+of|under|below)\s+(\d{1,2})(?![\p{N}]|[.,]\d)/gu;
// "20 and 4 months": a part of a year after a whole age leaves the age as it is; read so in
// every form, or the part is read as a second age ("age 20 and 4").
const AGE_AND_SUB_YEAR = /(?<![\p{N}.,])(\d{1,2})(\s+(?:years?\s+)?)and\s+\d{1,3}\s+(?:days?|weeks?|months?)(?!\p{L})/gu;

// Adulthood named rather than numbered ("legal in 3 years", "two years from legal",
// "a year away from adulthood", "adult in 4 years"): 18 less the time left.
const ADULTHOOD = "(?:legal(?:\\s+age)?|being\\s+legal|an?\\s+adult|adulthood|majority|(?:the\\s+)?age\\s+of\\s+(?:consent|majority))";
const YEARS_TO_ADULTHOOD = new RegExp(
  `(?<!\\p{L})(\\d{1,2}|an?|one|a\\s+few|a\\s+couple\\s+of|some|several)\\s+(?:more\\s+)?(years?|yrs?|months?|weeks?|days?)\\s+(?:away\\s+)?(?:from|before|until|till|to|shy\\s+of|short\\s+of)\\s+(?:being\\s+|becoming\\s+|(?:she|he|they)\\s+(?:is|are|will\\s+be|becomes?|turns?)\\s+)?${ADULTHOOD}(?!\\p{L})`,
  "gu",
);
const ADULTHOOD_IN = new RegExp(
  `(?<!\\p{L})(?:legal|an?\\s+adult|of\\s+age|18)\\s+in\\s+(\\d{1,2}|an?|one|a\\s+few)\\s+(years?|yrs?|months?)(?!\\p{L})`,
  "gu",
);
// The same in other languages: "in vier Jahren volljährig", "majeure dans trois ans",
// "mayor de edad en 3 años", "maggiorenne tra due anni", "совершеннолетняя через 3 года";
// the count of years, then the years' unit, in either order around the word for of age.
const OF_AGE_WORDS =
  "(?:vollj[aä]hrig|erwachsen|majeure?|adulte|mayor\\s+de\\s+edad|maggiorenne|maior\\s+de\\s+idade|meerderjarig|pe[lłi]noletni[ao]?|совершеннолетн\\p{L}*|повнолітн\\p{L}*)";
const YEARS_UNIT = "(?:jahren|jahr|ans?|a[nñ]os?|anni|anno|jaar|lat[a]?|rok|года|год|лет|років|роки|рік)";
const AHEAD = "(?:in|dans|en|tra|fra|em|over|za|через)";
const OF_AGE_IN = new RegExp(
  `(?<!\\p{L})(?:${OF_AGE_WORDS}\\s+${AHEAD}\\s+(\\d{1,2})\\s+${YEARS_UNIT}|${AHEAD}\\s+(\\d{1,2})\\s+${YEARS_UNIT}(?:\\s+\\p{L}+){0,2}?\\s+${OF_AGE_WORDS})(?!\\p{L})`,
  "gu",
);
// "in 3 years she'll be legal", "two years from now he will be an adult": the same, said first.
const ADULTHOOD_TO_COME = new RegExp(
  `(?<!\\p{L})(?:in\\s+(\\d{1,2}|an?|one|a\\s+few)\\s+(years?|yrs?|months?)|(\\d{1,2}|an?|one|a\\s+few)\\s+(years?|yrs?|months?)\\s+from\\s+now)[\\s,]+(?:she|he|they)\\s*(?:will|'ll|’ll)\\s+(?:finally\\s+)?(?:be|become|turn)\\s+(?:legal|an?\\s+adult|of\\s+age|grown(?:\\s+up)?)(?!\\p{L})`,
  "gu",
);
const yearsLeft = (count: string, unit: string) => {
  const n = /^\d+$/.test(count) ? Number(count) : /few|couple|some|several/.test(count) ? 2 : 1;
  return /^y/.test(unit) ? n : 1;
};
// A difference written as a range that runs down ("100 - 86", "30 − 16", "45 - 10 years
// old"): ranges run up, and a range is written without spaces.
const DESCENDING_DIFFERENCE = /(?<![\p{N}.,:/])(\d{2,3})\s+[-−–]\s+(\d{1,3})(?![\p{N}]|[.,:]\d)/gu;
// Two digits, a hyphen and one digit ("aged 40-5"): a range with its tens left out (40 to
// 45) or a difference (35). Read as the difference only when both readings are adults:
// "20-5" may be 15, and "30-12" (a range that runs down, or 18) stays unread.
const ELIDED_RANGE = /(?<![\p{N}.,:/-])(\d{2})[-−–](\d)(?![\p{N}]|[.,:]\d|[-−–])/gu;
// Numbers in hexadecimal or binary ("0x0E", "0b1110", "1110 in binary").
const CODED_NUMBER = /(?<![\p{L}\p{N}])(?:0x([0-9a-f]{1,2})|0b([01]{2,6})|([01]{2,6})\s+in\s+binary)(?![\p{L}\p{N}])/gu;

// An occasion or birthday some years back ("20 years after her sweet 16", "10 years
// since his bar mitzvah", "15 years after her 16º birthday"): its age and the years since.
const YEARS_BACK = /(?<![\p{N}.,])\d{1,2}\s+years?\s+(?:after|since)\s+(?:her|his|their|my)\s+$/u;
let occasionsBack: RegExp | undefined;
function yearsAfterOccasions(text: string): string {
  occasionsBack ??= new RegExp(
    `(?<![\\p{N}.,])(\\d{1,2})\\s+years?\\s+(?:after|since)\\s+(?:her|his|their|my)\\s+(?:(\\d{1,2})(?:${ORDINAL_SUFFIX})?\\s+birthday|(${PATTERNS.ageWord.source}))(?!\\p{L})`,
    "gu",
  );
  return text.replace(occasionsBack, (said, years: string, birthday?: string, occasion?: string) => {
    const then = birthday !== undefined ? Number(birthday) : AGE_WORD_VALUES.get(withoutSeparators(occasion!));
    return then === undefined ? said : `aged ${then + Number(years)}`;
  });
}

/**
 * Pairs that run down and give an adult however they are read, written as that
 * adult age in every form, so that no form reads them as a range from the second
 * number: "45 - 10 years old" (a difference, 35), "aged 40-5" (35, or 40 to 45);
 * and an age with a part of a year after it as the age alone ("20 and 4 months").
 */
function adultDifferences(text: string): string {
  const adult = (said: string, a: string, b: string) => (Number(a) > Number(b) && Number(a) - Number(b) >= 18 ? String(Number(a) - Number(b)) : said);
  return text.replace(DESCENDING_DIFFERENCE, adult).replace(ELIDED_RANGE, adult).replace(AGE_AND_SUB_YEAR, "$1$2");
}

function workOutArithmetic(text: string): string {
  const whole = (value: number, said: string) => (Number.isInteger(value) ? String(value) : said);
  const decoded = text.replace(CODED_NUMBER, (_, hex?: string, bin?: string, binWords?: string) =>
    String(hex ? parseInt(hex, 16) : parseInt(bin ?? binWords ?? "0", 2)),
  );
  return yearsAfterOccasions(inYears(workOutOperations(workOutExpressions(decoded))))
    .replace(DESCENDING_DIFFERENCE, (said, a: string, b: string) =>
      Number(a) > Number(b) && Number(a) - Number(b) < 18 ? String(Number(a) - Number(b)) : said,
    )
    .replace(YEARS_TO_ADULTHOOD, (_, count: string, unit: string) => `aged ${18 - yearsLeft(count, unit)}`)
    .replace(ADULTHOOD_IN, (_, count: string, unit: string) => `aged ${18 - yearsLeft(count, unit)}`)
    .replace(OF_AGE_IN, (_, after?: string, before?: string) => `aged ${18 - Number(after ?? before)}`)
    .replace(
      ADULTHOOD_TO_COME,
      (_, inCount?: string, inUnit?: string, count?: string, unit?: string) => `aged ${18 - yearsLeft(inCount ?? count!, inUnit ?? unit!)}`,
    )
    .replace(SHORT_OF_ADULTHOOD, (_, n: string) => `aged ${Number(n) - 1}`)
    .replace(YEARS_PAST_AGE, (_, count: string, unit: string, age: string) => `aged ${Number(age) + yearsLeft(count, unit)}`)
    .replace(YEARS_UNDER_AGE, (_, count: string, unit: string, age: string) => `aged ${Number(age) - yearsLeft(count, unit)}`)
    .replace(
      TIME_LEFT_BEFORE_AGE,
      (_, esCount?: string, esUnit?: string, esAge?: string, deCount?: string, deUnit?: string, deAge?: string) =>
        `aged ${Number(esAge ?? deAge) - timeLeft(esCount ?? deCount!, esUnit ?? deUnit!)}`,
    )
    .replace(DECADES_AND_YEARS, (_, decades: string, years: string) => `${(/^\d+$/u.test(decades) ? Number(decades) : 1) * 10 + Number(years)} years`)
    .replace(AGE_AND_PART, (_, n: string) => `aged ${n}`)
    .replace(HALF_ENDING, "$1")
    .replace(AGE_LESS_PART, (_, n: string) => `aged ${Number(n) - 1}`)
    .replace(AGE_IN, (_, n: string, count: string, unit: string) => `aged ${Number(n) - yearsLeft(count, unit)}`)
    .replace(PARTS_OF, (said, k: string, part: string, n: string) => whole((Number(k) * Number(n)) / PARTS[part], said))
    .replace(SLASHED_OF, (said, k: string, d: string, n: string) => (Number(d) < 2 ? said : whole((Number(k) * Number(n)) / Number(d), said)))
    .replace(FRACTION_OF, (said, part: string, n: string) => whole(Number(n) / FRACTIONS[part], said))
    .replace(MULTIPLIED, (_, said: string, n: string) => String(multiplied(said, n)))
    .replace(DIVIDED, (said, n: string, d: string) => (Number(d) === 0 ? said : whole(Number(n) / Number(d), said)))
    .replace(SLASHED, (said, n: string, d: string) => (Number(d) < 2 ? said : whole(Number(n) / Number(d), said)))
    .replace(YEAR_DIFFERENCE, (said, a: string, b: string) => (Number(a) > Number(b) ? String(Number(a) - Number(b)) : said))
    .replace(PADDED, (_, n: string) => n)
    .replace(AGE_BAND, (said, u?: string, under?: string) => {
      const band = Number(u ?? under);
      return band >= YOUTH_BAND.min && band <= YOUTH_BAND.max ? `aged ${band - 1}` : said;
    })
    .replace(GLUED_COMPARISON, " $1 ")
    .replace(HALVED, (said, n: string) => whole(Number(n) / 2, said))
    .replace(FRACTION_WORDS_OF ?? /(?!)/gu, (said, words: string, n: string) =>
      whole(Number(n) / (FRACTION_WORDS.get(words.replace(/\s+/g, " ")) ?? 1), said),
    )
    .replace(PERCENT_OF, (said, p: string, n: string) => whole((Number(p) * Number(n)) / 100, said))
    .replace(CUBE_ROOT, (said, n: string) => whole(Math.round(Math.cbrt(Number(n)) * 1e6) / 1e6, said))
    .replace(AGE_TO_COME, (_, inYears?: string, fromNow?: string, then?: string) => `aged ${Number(then) - Number(inYears ?? fromNow)}`)
    .replace(AGE_TO_COME_AFTER, (_, then: string, inYears?: string, fromNow?: string) => `aged ${Number(then) - Number(inYears ?? fromNow)}`)
    .replace(TIMES, (_, a: string, b: string) => String(Number(a) * Number(b)));
}

// Number words spelt by sound or with a slip ("twelv", "fourtin", "tweleve"): an
// unknown word within one edit (two for longer words) of an English number word
// from three to nineteen is read as it, in a form of its own, where an age is said.
const SMALL_NUMBER_WORDS = [
  "three",
  "seven",
  "eight",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const LETTER_RUN = /\p{L}{4,}/gu;

function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

function misspeltNumbers(text: string): string[] {
  let changed = false;
  const form = text.replace(LETTER_RUN, (word, offset: number) => {
    // Only where an age is being said: after "age", "aged" or "is", or before a unit.
    const before = text.slice(Math.max(0, offset - 8), offset);
    const after = text.slice(offset + word.length, offset + word.length + 8);
    if (!/(?:age[sd]?|is)[\s:=]+$/u.test(before) && !/^[\s-]*(?:years?|yrs?|yo)(?!\p{L})/u.test(after)) return word;
    if (word.length > 10 || isKnownWord(word) || NUMBER_VALUES.has(word)) return word;
    const limit = word.length >= 6 ? 2 : 1;
    const near = SMALL_NUMBER_WORDS.find((number) => editDistance(word, number, limit) <= limit);
    if (!near) return word;
    changed = true;
    return near;
  });
  return changed ? [form] : [];
}

/** Ages said by idiom around digits: time alive, candles on a birthday, an age against another's, an age noun before its number. */
const readAgeIdioms = (form: string) =>
  ageNounsAsPrefix(
    koreanAgeUnitsApart(workOutAgeFromParent(workOutRelativeAges(candlesAsAges(timeAliveInYears(birthdaysUntil(basesAsDecimal(form))))))),
  );

// Quotes around an age ('age "fourteen"', "aged «14»"); apostrophes inside words stay ("she's").
const QUOTE_MARKS = /["“”«»„‹›]|(?<!\p{L})['‘’]|['‘’](?!\p{L})/gu;
const IN_WORD_APOSTROPHE = /(?<=\p{L})['‘’ʼ`](?=\p{L})/gu;
const LEET_WORD = /\p{L}+[0-9@$]+\p{L}|\p{L}[0-9@$]+\p{L}+/u;
const LEET_WORDS = /[\p{L}0-9@$]*\p{L}[\p{L}0-9@$]*/gu;

/**
 * Thresholds that take in everyone from an age on ("older than 13", "über 13",
 * "13 yaşından büyük"), with the age and the words that state it, in a text whose
 * number words are already digits (`normalizeForAges`, then `wordsAsDigits`).
 */
export function thresholdsAboveIn(ageText: string): AgeMention[] {
  if (!PATTERNS.above || !/\d/u.test(ageText)) return [];
  const found: AgeMention[] = [];
  eachMatch(PATTERNS.above, ageText, (match) => {
    const group = match.slice(1).find((value) => value !== undefined);
    const age = group === undefined ? undefined : numberValue(group);
    if (age !== undefined) found.push({ age, text: match[0].trim() });
  });
  return found;
}

/** The same in any text ("über dreizehn"). */
export const findThresholdsAbove = (text: string): AgeMention[] => thresholdsAboveIn(wordsAsDigits(normalizeForAges(text)));

/**
 * Every stated or implied age in a text, with the words that stated it; years of
 * other calendars are read as Gregorian ones, and ages placed by years
 * ("she was 10 in 2020") are worked out (`time-placement`).
 */
export function findAgeMentions(text: string): AgeMention[] {
  // A copy: a caller may sort or extend its list.
  return [...recentAgeMentions(text)];
}

// Half a dozen rules ask for the prompt's ages within one check.
const recentAgeMentions = rememberRecent(readAgeMentions);

function readAgeMentions(text: string): AgeMention[] {
  const plain = normalizeForAges(text);
  const gregorian = datesAsYears(eventsAsYears(inGregorianYears(plain)));
  const roman = romanAsDigits(text);
  const mentions = [
    ...mentionsAsWritten(text),
    ...(gregorian === plain ? [] : mentionsAsWritten(gregorian)),
    ...(roman === text ? [] : mentionsAsWritten(roman)),
    ...findClassicalAges(text),
    ...findCjkDecadeAges(text),
  ];
  // Both forms: number words as digits, and the words as they are ("learned to walk", where "to" is 2 in Norwegian).
  const gregorianAsDigits = wordsAsDigits(gregorian);
  const placed = [...findPlacedAges(gregorian), ...(gregorianAsDigits === gregorian ? [] : findPlacedAges(gregorianAsDigits))];
  const byKey = new Map([...mentions, ...placed].map((mention) => [`${mention.age}:${mention.text}`, mention]));
  return [...byKey.values()];
}

function mentionsAsWritten(text: string): AgeMention[] {
  const plain = workOutApproximateNumbers(workOutDozens(normalizeForAges(text), numberValue));
  const folded = /^\p{ASCII}*$/u.test(plain) ? plain : workOutApproximateNumbers(workOutDozens(normalizeForAges(text, true), numberValue));
  // Obfuscated forms: "1.4 y.o" and "1 4 years" as 14, "fiiifteen" as "fifteen".
  // Number words are written as digits in every form, as in every age word.
  // Number words in leetspeak ("th1rt33n", "f0urt33n") are read as words too.
  const leet = LEET_WORD.test(plain) ? [plain.replace(LEET_WORDS, readLeetspeak)] : [];
  const misspelt = misspeltNumbers(plain);
  // Look-alike letters of other scripts drawn as digits too ("Ι3" with a Greek iota, "ІЗ" in Cyrillic).
  const drawn = folded === plain ? [letterDigits(plain)] : [letterDigits(plain), letterDigits(folded)];
  const unquoted = plain.replace(QUOTE_MARKS, " ");
  // An apostrophe inside a unit ("12 y'o", "13 y'rs") leaves no letter out of it.
  const unelided = plain.replace(IN_WORD_APOSTROPHE, "");
  const forms = new Set(
    [plain, folded, joinSplitDigits(plain), ...squeezeRepeats(plain), ...leet, ...misspelt, ...drawn, unquoted, unelided, wholeDecimals(plain)]
      .map(wordsAsDigits)
      .map(adultDifferences),
  );
  for (const form of [...forms]) {
    const worked = workOutArithmetic(form);
    forms.add(worked);
    forms.add(readAgeIdioms(worked));
  }
  // Birth years said in other languages ("geboren 2012", "2012年生まれ") come after the rest.
  const birthYears = findBirthYearAges(text).map((mention) => ({ ...mention, index: text.length, end: text.length }));
  // A number an operation works on is no age by itself ("age three times ten" is 30).
  // Nor is an occasion some years back: its age then plus the years is (`yearsAfterOccasions`).
  const mentions = [
    ...[...forms].flatMap((form) =>
      mentionsIn(form).filter((found) => !isOperand(form, found.index, found.end) && !YEARS_BACK.test(form.slice(0, found.index))),
    ),
    ...birthYears,
  ];
  const seen = new Set<string>();
  return mentions
    .sort((a, b) => a.index - b.index)
    .flatMap(({ age, text: said }) => {
      const key = `${age}:${said}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ age, text: said }];
    });
}
