import type { AgeWords } from "./lexicon/lexicon";
import { LEXICONS } from "./lexicon/languages";
import { normalizeForAges } from "./normalize";
import { eachMatch } from "./term-matcher";
import { edgeKind, escapeChar, trieSource, withGuards, WORD_LETTER } from "./term-pattern";

// Ages are read on a form that keeps digits and punctuation ("15 y.o.", "f/1.8").
// A number counts as an age only beside an age word: a unit after it ("15yo",
// "quince años", "15歳"), a prefix before it ("aged 15"), or a person word before
// it, the number ending the phrase ("nude boy, 12", "a girl of 13", "she is 12").
// So "4k", "35mm", "1080p", "16:9", "2 cats" and "top 10" are not ages.

type WordListKey = { [K in keyof AgeWords]-?: NonNullable<AgeWords[K]> extends string[] ? K : never }[keyof AgeWords];
const words = (key: WordListKey): string[] => LEXICONS.flatMap((lexicon) => lexicon.ages[key] ?? []);
const normalize = (word: string) => normalizeForAges(word).trim();

const SEPARATOR = "[\\s.\\-_/]*";

/** A trie regex of age words; a space in an entry matches any run of separators, `*` any ending. */
function wordsSource(entries: string[], guards: { left: boolean; right: boolean }) {
  const sequences = entries.flatMap((entry) => {
    const open = entry.endsWith("*");
    const text = normalize(open ? entry.slice(0, -1) : entry);
    if (!text) return [];
    const chars = [...text];
    const atoms = chars.map((ch) => (/\s/.test(ch) ? SEPARATOR : escapeChar(ch)));
    return [withGuards(atoms, { first: edgeKind(chars[0]), last: edgeKind(chars.at(-1)!), open, ...guards })];
  });
  return trieSource(sequences);
}

const withoutSeparators = (text: string) => text.replace(/[\s.\-_/]/g, "");

const NUMBER_VALUES = new Map<string, number>();
for (const lexicon of LEXICONS) {
  for (const [word, value] of Object.entries(lexicon.ages.numbers)) NUMBER_VALUES.set(normalize(word), value);
}
const AGE_WORD_VALUES = new Map<string, number>();
for (const lexicon of LEXICONS) {
  for (const [word, value] of Object.entries(lexicon.ages.ageWords ?? {})) AGE_WORD_VALUES.set(withoutSeparators(normalize(word)), value);
}

const AGE_WORD_ENTRIES = LEXICONS.flatMap((lexicon) => Object.keys(lexicon.ages.ageWords ?? {}));
const NUMBER_WORD = wordsSource([...NUMBER_VALUES.keys()], { left: true, right: false });
const NUMBER_WORD_GLUED = wordsSource([...NUMBER_VALUES.keys()], { left: false, right: false });
const JOINER = words("numberJoiners").map(normalize).map(escapeAll).join("|");
const DIGITS = "(?<![0-9.,:/])\\d{1,2}(?!\\d|[.,:]\\d)";
const NUMBER = `(?:${DIGITS}|${NUMBER_WORD}(?:[\\s\\-]*(?:(?:${JOINER})[\\s\\-]*)?${NUMBER_WORD_GLUED})?)`;
const RANGE = `(?:\\s*(?:-|–|~|〜|/|${words("rangeWords").map(normalize).map(escapeAll).join("|")})\\s*)`;
const NUMBER_OR_RANGE = `(${NUMBER})(?:${RANGE}(${NUMBER}))?`;
const NOT_FOLLOWED_BY_WORD = `(?!${WORD_LETTER}|\\p{sc=Hangul}|[0-9]|[.,:]\\d)`;

function escapeAll(text: string) {
  return [...text].map((ch) => (/\s/.test(ch) ? "\\s+" : escapeChar(ch))).join("");
}

const PERSON = wordsSource(words("persons"), { left: true, right: true });
const PERSON_LINK = words("personLinks").map(normalize).map(escapeAll).join("|");
const ENDS_PHRASE = "(?=\\s*(?:$|[,;.!?)\\]|/]))";

const PATTERNS = {
  unit: new RegExp(`${NUMBER_OR_RANGE}[\\s\\-_.]*(?:${wordsSource(words("units"), { left: false, right: true })})`, "gu"),
  prefix: new RegExp(`(?:${wordsSource(words("prefixes"), { left: true, right: true })})[\\s:=\\-]*${NUMBER_OR_RANGE}${NOT_FOLLOWED_BY_WORD}`, "gu"),
  person: new RegExp(`(?:${PERSON})(?:\\s*[,(:\\-–]\\s*|\\s+(?:${PERSON_LINK})\\s+)${NUMBER_OR_RANGE}${NOT_FOLLOWED_BY_WORD}${ENDS_PHRASE}`, "gu"),
  ageWord: new RegExp(wordsSource(AGE_WORD_ENTRIES, { left: true, right: true }), "gu"),
  // A number standing alone as an item of a list ("nude, 15", "nude (15)"): in a
  // prompt that is an age far more often than a count, which would name what it counts.
  listItem: new RegExp(`(?:^|[,;(\\[|])\\s*(${DIGITS})\\s*(?=$|[,;)\\]|])`, "gu"),
  // "born in 2012": the age it gives this year.
  birthYear: /(?<![\p{L}\p{N}])born(?:\s+in)?\s+((?:19|20)\d\d)(?!\d)/gu,
};

// "hace 15 años", "15 лет назад", "vor 15 Jahren": a span of time, not an age.
const NOT_BEFORE = new RegExp(`(?<!${WORD_LETTER})(?:${words("notBefore").map(normalize).map(escapeAll).join("|")})\\s*$`, "u");
const NOT_AFTER = new RegExp(`^[\\s,]*(?:${words("notAfter").map(normalize).map(escapeAll).join("|")})(?!${WORD_LETTER})`, "u");

const NUMBER_WORDS_SPLIT = new RegExp(`^(${NUMBER_WORD_GLUED})[\\s\\-]*(?:(?:${JOINER})[\\s\\-]*)?(${NUMBER_WORD_GLUED})?$`, "u");

function numberValue(text: string): number | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const split = NUMBER_WORDS_SPLIT.exec(trimmed);
  const a = split ? NUMBER_VALUES.get(split[1]) : undefined;
  const b = split?.[2] === undefined ? undefined : NUMBER_VALUES.get(split[2]);
  if (a === undefined) return undefined;
  if (b === undefined) return a;
  // Tens then units ("twenty-two", "十五", "veintidós"), or units then tens ("zweiundzwanzig").
  if (a % 10 === 0 && a >= 10 && b < 10) return a + b;
  if (a < 10 && b % 10 === 0 && b >= 20) return a + b;
  return b;
}

export type AgeMention = { age: number; text: string };

type Found = AgeMention & { index: number; end: number };

function mentionsIn(text: string): Found[] {
  const found: Found[] = [];
  const add = (match: RegExpExecArray) => {
    for (const group of [match[1], match[2]]) {
      const age = group === undefined ? undefined : numberValue(group);
      if (age !== undefined) found.push({ age, text: match[0].trim(), index: match.index, end: match.index + match[0].length });
    }
  };
  eachMatch(PATTERNS.unit, text, (match) => {
    const start = match.index;
    const end = start + match[0].length;
    if (NOT_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || NOT_AFTER.test(text.slice(end, end + 32))) return;
    add(match);
  });
  eachMatch(PATTERNS.prefix, text, add);
  eachMatch(PATTERNS.person, text, add);
  eachMatch(PATTERNS.listItem, text, add);
  eachMatch(PATTERNS.birthYear, text, (match) => {
    const age = new Date().getUTCFullYear() - Number(match[1]);
    if (age >= 0) found.push({ age, text: match[0].trim(), index: match.index, end: match.index + match[0].length });
  });
  eachMatch(PATTERNS.ageWord, text, (match) => {
    const age = AGE_WORD_VALUES.get(withoutSeparators(match[0]));
    if (age !== undefined) found.push({ age, text: match[0], index: match.index, end: match.index + match[0].length });
  });
  // "열세 살" is 13, not also "열" (10) with the unit "세".
  const inside = (a: Found, b: Found) => a !== b && b.index <= a.index && a.end <= b.end && b.end - b.index > a.end - a.index;
  return found.filter((mention) => !found.some((other) => inside(mention, other)));
}

/** Every stated age in a text, with the words that stated it. */
export function findAgeMentions(text: string): AgeMention[] {
  const plain = normalizeForAges(text);
  const folded = /^\p{ASCII}*$/u.test(plain) ? plain : normalizeForAges(text, true);
  const mentions = plain === folded ? mentionsIn(plain) : [...mentionsIn(plain), ...mentionsIn(folded)];
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
