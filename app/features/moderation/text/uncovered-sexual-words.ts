import { isCoveredLanguage } from "./language-coverage";
import { detectWithCld, detectWithEld } from "./language-detectors";
import { isKnownWord } from "./known-words";
import { UNCOVERED_SEXUAL_WORDS } from "./lexicon/uncovered-sexual-words";

// Finds the nudity and sex words of languages the rules do not cover
// (`lexicon/uncovered-sexual-words`, ADR 057). Such a word makes the request
// sexual, and, being a word of a language the rules cannot read, an adult request
// in that language: the closed world refuses it whatever the NSFW switch says.

export type UncoveredSexualWord = { term: string; language: string };

// `shared`: also a rare word of a covered language's dictionary ("?" in the table).
type Entry = { words: string[]; prefix: boolean; infix: boolean; shared: boolean; language: string; term: string };

const CLAUSE = /[\n\r\t.,;:!?|()[\]{}<>"“”„«»、。，；：！？・/\\=+*#~_،؛]+/u;
const WORD = /[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}]|['’ʼ](?=[\p{L}\p{M}\p{N}]))*/gu;
const LATIN = /\p{sc=Latin}/u;
const CAPITALISED = /^\p{Lu}/u;
// Letters that NFD does not take apart.
const PLAIN: Record<string, string> = { ħ: "h", ı: "i", ə: "e", ł: "l", ø: "o", đ: "d", ŋ: "n" };
// A short entry may be a word of some other uncovered language too (Swahili "uchi",
// naked, is Japanese for "home"): it counts only where its clause is not plainly
// written in a covered language: half its other words read, or a detector sure of it.
const SHORT = 5;

/** Lower case; in Latin letters without diacritics ("ìhòhò" → "ihoho"), apostrophes as "'". */
export function foldWord(word: string): string {
  const lower = word.normalize("NFKC").toLowerCase().replace(/[’ʼ]/gu, "'");
  if (!LATIN.test(lower)) return lower;
  return lower
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ħıəłøđŋ]/gu, (ch) => PLAIN[ch]);
}

const ENTRIES: Entry[] = Object.entries(UNCOVERED_SEXUAL_WORDS).flatMap(([language, terms]) =>
  terms.map((term) => {
    const shared = term.startsWith("?");
    const bare = term.replace(/^\?/u, "");
    const infix = bare.startsWith("*");
    const prefix = bare.endsWith("*");
    const words = bare
      .replace(/^\*|\*$/gu, "")
      .split(" ")
      .map(foldWord);
    return { words, prefix, infix, shared, language, term: bare };
  }),
);
const EXACT = new Map<string, Entry>();
for (const entry of ENTRIES) if (entry.words.length === 1 && !entry.prefix && !entry.infix && !entry.shared) EXACT.set(entry.words[0], entry);
// Phrases first, so that "hubad na" is found before the shared word "hubad" alone.
const OTHERS = ENTRIES.filter((entry) => !EXACT.has(entry.words[0]) || entry.words.length > 1 || entry.prefix || entry.infix).sort(
  (a, b) => b.words.length - a.words.length,
);

function wordMatches(entry: Entry, index: number, word: string) {
  const wanted = entry.words[index];
  const last = index === entry.words.length - 1;
  if (entry.infix && entry.words.length === 1) return word.includes(wanted);
  return last && entry.prefix ? word.startsWith(wanted) : word === wanted;
}

function entryAt(words: string[], start: number): Entry | null {
  const exact = EXACT.get(words[start]);
  if (exact) return exact;
  return (
    OTHERS.find((entry) => entry.words.every((_, offset) => start + offset < words.length && wordMatches(entry, offset, words[start + offset]))) ??
    null
  );
}

// CLD3 names Afrikaans, Tagalog and the like surely on a few words, where ELD
// (which has no Afrikaans) reads them as Dutch or German.
const SURE = 0.9;
function isSurelyIn(text: string, language: string) {
  const guess = detectWithCld(text);
  return guess.reliable && guess.confidence >= SURE && guess.language === language;
}

function isPlainlyCovered(words: string[]) {
  const guess = detectWithEld(words.join(" "));
  return guess.reliable && isCoveredLanguage(guess.language);
}

/** The uncovered languages' sexual words in a text, each with its language. */
export function findUncoveredSexualWords(text: string): UncoveredSexualWord[] {
  const found: UncoveredSexualWord[] = [];
  for (const clause of text.split(CLAUSE)) {
    const written = clause.match(WORD) ?? [];
    if (!written.length) continue;
    const words = written.map(foldWord);
    let plainlyCovered: boolean | undefined;
    for (let start = 0; start < words.length; start++) {
      const entry = entryAt(words, start);
      if (!entry) continue;
      const span = words.slice(start, start + entry.words.length);
      // A word the rules read (English, a covered lexicon's) is that word.
      if (span.every((word) => isKnownWord(word))) continue;
      // A shared word in a clause or prompt surely written in its own language is that
      // language's word, however many of the words beside it Dutch also has ("naak meisie op die strand").
      const inItsLanguage = entry.shared && (isSurelyIn(clause, entry.language) || isSurelyIn(text, entry.language));
      if (!inItsLanguage && entry.words.length === 1 && (entry.shared || (span[0].length < SHORT && LATIN.test(span[0])))) {
        if (start > 0 && CAPITALISED.test(written[start])) continue;
        const others = words.filter((_, index) => index !== start && !/\p{N}/u.test(words[index]));
        const read = others.filter((word) => isKnownWord(word)).length;
        if (others.length && read * 2 >= others.length) continue;
        plainlyCovered ??= isPlainlyCovered(words);
        if (plainlyCovered) continue;
      }
      found.push({ term: span.join(" "), language: entry.language });
    }
  }
  return found;
}
