import type { PreparedText } from "./normalize";
import { compileTerm, RIGHT_GUARD, trieSource, type OpenEnd } from "./term-pattern";

// Each category compiles into one regex per script: Cyrillic, Han and kana, and
// Hangul entries only run on texts that contain those scripts, which keeps a check
// on a long English prompt cheap.

const IS_PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const NOT_LATIN1 = /[^\p{ASCII}\u0080-\u00FF]/u;

const SCRIPTS = [
  { name: "cyrillic", test: /[\p{sc=Cyrillic}\p{sc=Greek}]/u },
  { name: "hanKana", test: /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u },
  { name: "hangul", test: /\p{sc=Hangul}/u },
  { name: "other", test: NOT_LATIN1 },
] as const;

const scriptOf = (text: string) => SCRIPTS.find((script) => script.test.test(text))?.name ?? "latin";

type ScriptName = (typeof SCRIPTS)[number]["name"] | "latin";

export type TermMatcher = {
  byScript: Array<{ script: ScriptName; regex: RegExp }>;
  /** Latin entries without word boundaries, for words spelt out letter by letter. */
  loose: RegExp | null;
  emoji: string[];
};

// Korean writes compounds without spaces ("알몸여고생", "누드초딩") and an attacker
// spaces syllables ("초 딩"). Entries of two or more syllables of the categories
// that refuse (minor, abuse, explicit) also match inside a Hangul run, syllables
// optionally spaced; shorter ones, and those that hide in everyday words, must
// start a word: "아이" in "아이돌" (idol), "아기" in "아기자기" (cute), "유아" in
// "유아인" (a name), "로리" in "칼로리" (calorie), "성기" in "전성기" (heyday),
// "자위" in "자위대" (self-defence force), "야한" in "해야한다" (must do), "유두"
// in "유두리" (leeway), "아동" in "이아동", "소년" and "소녀" in names and titles.
const HANGUL_WORD_START_ONLY = new Set(["아이", "아기", "유아", "로리", "성기", "자위", "야한", "유두", "아동", "소년", "소녀", "노출", "에로"]);
// Of those, the minor words may still be spaced or dotted syllable by syllable ("로.리",
// "소 녀") as long as they start a word; the others' spaced forms are everyday
// phrases ("아 이거", ah, this).
const HANGUL_SPACED_AT_WORD_START = new Set(["로리", "아동", "소년", "소녀"]);
const HANGUL_ONLY = /^\p{sc=Hangul}+$/u;
const HANGUL_SYLLABLE = /^\p{sc=Hangul}$/u;

/** A Hangul entry as atoms matching inside a Hangul run, or null when it must start a word. */
function insideHangul(entry: string): string[] | null {
  const text = entry.trim().replace(/\*$/, "").replace(/\s+/g, "");
  if (!HANGUL_ONLY.test(text) || [...text].length < 2 || HANGUL_WORD_START_ONLY.has(text)) return null;
  return [...text].flatMap((ch, index) => (index > 0 && HANGUL_SYLLABLE.test(ch) ? [" ?", ch] : [ch]));
}

export function compileTerms(entries: string[], options: { hangulInside?: boolean; openEnd?: (entry: string) => OpenEnd } = {}): TermMatcher {
  const groups = new Map<ScriptName, string[][]>();
  const inside: string[][] = [];
  const loose: string[][] = [];
  for (const entry of entries) {
    if (IS_PICTOGRAPHIC.test(entry)) continue;
    const atoms = options.hangulInside ? insideHangul(entry) : null;
    if (atoms) {
      inside.push(atoms);
      continue;
    }
    const spaced = options.hangulInside && HANGUL_SPACED_AT_WORD_START.has(entry) ? [...entry].join(" ") : entry;
    const term = compileTerm(spaced, options.openEnd?.(entry));
    if (!term) continue;
    const script = scriptOf(term.text);
    groups.set(script, [...(groups.get(script) ?? []), term.atoms]);
    if (term.loose) loose.push(term.loose);
  }
  const byScript = [...groups].map(([script, sequences]) => ({ script, regex: new RegExp(groupSource(script, sequences), "gu") }));
  if (inside.length) byScript.push({ script: "hangul", regex: new RegExp(trieSource(inside), "gu") });
  return {
    byScript,
    loose: loose.length ? new RegExp(trieSource(loose), "gu") : null,
    emoji: entries.filter((entry) => IS_PICTOGRAPHIC.test(entry)),
  };
}

// Alphabetic and Hangul entries mostly end with the same guard; it goes once after
// the whole trie instead of after every entry, which keeps the regex small.
const SHARED_RIGHT_GUARD: Partial<Record<ScriptName, string>> = {
  latin: RIGHT_GUARD.alphabetic,
  cyrillic: RIGHT_GUARD.alphabetic,
  other: RIGHT_GUARD.alphabetic,
  hangul: RIGHT_GUARD.hangul,
};

function groupSource(script: ScriptName, sequences: string[][]) {
  const shared = SHARED_RIGHT_GUARD[script];
  if (!shared) return trieSource(sequences);
  const trimmed = sequences.map((atoms) => (atoms.at(-1) === shared ? atoms.slice(0, -1) : atoms));
  return `(?:${trieSource(trimmed)})${shared}`;
}

/** Every match of a global regex; `matchAll` would copy the regex on each call. */
export function eachMatch(regex: RegExp, text: string, onMatch: (match: RegExpExecArray) => void) {
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    onMatch(match);
    if (match[0] === "") regex.lastIndex++;
  }
}

export type TermMatch = { form: number; start: number; end: number; term: string };

/** One form of a text, with the scripts it contains. */
type Form = { text: string; scripts: Set<ScriptName> };

const formCache = new WeakMap<PreparedText, Form[]>();

function formsOf(prepared: PreparedText): Form[] {
  const cached = formCache.get(prepared);
  if (cached) return cached;
  const texts = [...new Set([prepared.text, prepared.folded, ...(prepared.squeezed ?? [])])];
  const forms = texts.map((text) => {
    const scripts = new Set<ScriptName>(["latin"]);
    if (NOT_LATIN1.test(text)) for (const script of SCRIPTS) if (script.test.test(text)) scripts.add(script.name);
    return { text, scripts };
  });
  formCache.set(prepared, forms);
  return forms;
}

/** Where a category's words occur in the prepared text (spelt-out words and emoji have no position). */
export function findMatches(matcher: TermMatcher, prepared: PreparedText): { spans: TermMatch[]; unplaced: string[] } {
  const spans: TermMatch[] = [];
  formsOf(prepared).forEach((form, index) => {
    for (const { script, regex } of matcher.byScript) {
      // The folded form differs only where look-alikes became Latin letters; the
      // squeezed forms (stretched letters) are read in every script.
      if (!form.scripts.has(script) || (index > 0 && script !== "latin" && form.text === prepared.folded)) continue;
      eachMatch(regex, form.text, (match) => {
        spans.push({ form: index, start: match.index, end: match.index + match[0].length, term: match[0].trim() });
      });
    }
  });
  const unplaced = new Set<string>();
  if (matcher.loose) for (const word of prepared.spelled) eachMatch(matcher.loose, word, (match) => unplaced.add(match[0]));
  for (const symbol of matcher.emoji) if (prepared.raw.includes(symbol)) unplaced.add(symbol);
  return { spans, unplaced: [...unplaced] };
}

/** Whether one word on its own contains a match of the category. */
export function matchesWithin(matcher: TermMatcher, word: string): boolean {
  return matcher.byScript.some(({ regex }) => {
    regex.lastIndex = 0;
    return regex.test(word);
  });
}

/** The distinct terms found, leaving out matches that overlap any of the masks. */
export function termsOutside(found: { spans: TermMatch[]; unplaced: string[] }, masks: TermMatch[] = []): string[] {
  const overlaps = (span: TermMatch) => masks.some((mask) => mask.form === span.form && mask.start < span.end && span.start < mask.end);
  return [...new Set([...found.spans.filter((span) => !overlaps(span)).map((span) => span.term), ...found.unplaced])];
}
