import { HAN_KANA, normalizeForMatching } from "./normalize";

// Lexicon entries become regex atoms with word guards, and lists of entries become
// one regex through a trie, so the regex tries each next letter once instead of
// every entry in turn: the check runs on every generation.

const PARTICLES = "(?:들)?(?:이|가|은|는|을|를|의|에|에게|한테|와|과|랑|이랑|도|만|처럼|같은|로|으로|인|짜리)?";
// A Cyrillic ordinal ending after the digits ("9-й класс", "в 9-м классе", "9-го
// класса"): normalised, the hyphen is a space and "й" is "и".
const GRADE = "(?:(?:1[0-2]|[1-9])(?: (?:и|я|го|м|ыи|ии|ая|ои|ого|ом|ому|е|і|ій|а|у)(?= ))?|十[一二]?|[一二三四五六七八九])";

export type EdgeKind = "alphabetic" | "digit" | "hangul" | "katakana" | "han";

const IS_DIGIT = /\p{N}/u;
const IS_HANGUL = /\p{sc=Hangul}/u;
const IS_KATAKANA = /[\p{sc=Katakana}ー]/u;
const IS_HAN_KANA = new RegExp(`[${HAN_KANA}]`, "u");

export function edgeKind(ch: string): EdgeKind {
  if (IS_DIGIT.test(ch)) return "digit";
  if (IS_HANGUL.test(ch)) return "hangul";
  if (IS_KATAKANA.test(ch)) return "katakana";
  if (IS_HAN_KANA.test(ch)) return "han";
  return "alphabetic";
}

/**
 * A letter that can sit inside a word of an alphabetic script (Latin, Greek,
 * Cyrillic, after normalisation). Narrower than \p{L}, whose copies in every
 * guard made V8 spend tens of milliseconds compiling each regex.
 */
export const WORD_LETTER = "[a-z\\u00aa\\u00b5\\u00ba\\u00c0-\\u024f\\u0370-\\u052f\\u1e00-\\u1fff]";

// The left guard is checked after the first character ("not a letter and then
// this c"), so the regex can skip positions by their first character alone
// instead of running a lookbehind at every position.
const GUARD_AFTER_FIRST: Record<Exclude<EdgeKind, "digit" | "han">, (first: string) => string> = {
  alphabetic: (first) => `(?<!${WORD_LETTER}${first})`,
  hangul: (first) => `(?<!\\p{sc=Hangul}${first})`,
  katakana: (first) => `(?<![\\p{sc=Katakana}ー]${first})`,
};
const DIGIT_START = `(?=[0-9一二三四五六七八九十])(?<![0-9]|${WORD_LETTER})`;
export const RIGHT_GUARD: Record<EdgeKind, string> = {
  alphabetic: `(?!${WORD_LETTER})`,
  digit: "(?![0-9])",
  hangul: `${PARTICLES}(?!\\p{sc=Hangul})`,
  katakana: "(?![\\p{sc=Katakana}ー])",
  han: "",
};
const OPEN_END: Record<EdgeKind, string> = {
  alphabetic: `${WORD_LETTER}*`,
  digit: "",
  hangul: "\\p{sc=Hangul}*",
  katakana: "",
  han: "",
};

// An ending, not a new word: "minor role*" read strictly takes "roles", never "roleplay".
const INFLECTION_END = `${WORD_LETTER}{0,2}${RIGHT_GUARD.alphabetic}`;
// An English noun's endings only (plural, agent): "minor detail*" takes "details", not
// "detailed", which qualifies something else ("nude minor detailed").
const NOUN_END = `(?:s|es|er|ers)?${RIGHT_GUARD.alphabetic}`;

/**
 * How a trailing `*` lets a word go on: `word` any letters ("child*": "childlike"),
 * `inflection` at most two more letters and then the word ends (see `compileTerm`),
 * `noun` an English noun's plural or agent ending.
 */
export type OpenEnd = "word" | "inflection" | "noun";

/** Regex atoms with word guards: whole words for alphabetic scripts, see `Lexicon` for the rest. */
export function withGuards(atoms: string[], edges: { first: EdgeKind; last: EdgeKind; open: boolean | OpenEnd; left?: boolean; right?: boolean }) {
  const [head, ...rest] = atoms;
  const { first, last, open, left = true, right = true } = edges;
  const start = !left || first === "han" ? [head] : first === "digit" ? [DIGIT_START, head] : [head, GUARD_AFTER_FIRST[first](head)];
  const openEnd =
    open === "inflection" && last === "alphabetic" ? INFLECTION_END : open === "noun" && last === "alphabetic" ? NOUN_END : OPEN_END[last];
  const end = open ? openEnd : right ? RIGHT_GUARD[last] : "";
  return [...start, ...rest, end].filter(Boolean);
}

export const escapeChar = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

// "l" also matches "i": "1", "!" and "I" (lower-cased) all stand in for "l".
function charAtom(ch: string) {
  if (ch === " ") return " ?";
  if (ch === "l") return "[li]";
  return escapeChar(ch);
}

export type Term = { atoms: string[]; loose: string[] | null; text: string };

/**
 * One lexicon entry as a list of regex atoms, guards included. `openEnd` is how far a
 * trailing `*` reaches (harmless phrases holding a signal word take endings only).
 */
export function compileTerm(entry: string, openEnd: OpenEnd = "word"): Term | null {
  const trimmed = entry.trim();
  const open = trimmed.endsWith("*");
  const body = open ? trimmed.slice(0, -1) : trimmed;
  const parts = body.split("#");
  const literal = parts.map((part) => normalizeForMatching(part));
  const atoms: string[] = [];
  literal.forEach((part, i) => {
    if (i > 0) atoms.push(" ?", GRADE, " ?");
    for (const ch of part) atoms.push(charAtom(ch));
  });
  while (atoms[0] === " ?") atoms.shift();
  while (atoms.at(-1) === " ?") atoms.pop();
  const text = literal.join("1");
  if (!atoms.length) return null;
  const first = literal[0] === "" ? "digit" : edgeKind([...text][0]);
  const last = literal.at(-1) === "" ? "digit" : edgeKind([...text].at(-1)!);
  const latinLetters = parts.length === 1 && /^[a-z ]+$/.test(text) ? text.replace(/ /g, "") : "";
  return {
    text,
    atoms: withGuards(atoms, { first, last, open: open && openEnd }),
    loose: latinLetters.length >= 3 ? [...latinLetters].map(charAtom) : null,
  };
}

type TrieNode = { children: Map<string, TrieNode>; end: boolean };

/** One regex source matching any of the atom sequences. */
export function trieSource(sequences: string[][]) {
  const root: TrieNode = { children: new Map(), end: false };
  for (const atoms of sequences) {
    let node = root;
    for (const atom of atoms) {
      let next = node.children.get(atom);
      if (!next) node.children.set(atom, (next = { children: new Map(), end: false }));
      node = next;
    }
    node.end = true;
  }
  const emit = (node: TrieNode): string => {
    const branches = [...node.children].map(([atom, child]) => atom + emit(child));
    if (branches.length === 0) return "";
    const body = branches.length === 1 && !node.end ? branches[0] : `(?:${branches.join("|")})`;
    return node.end ? `${body}?` : body;
  };
  return emit(root);
}
