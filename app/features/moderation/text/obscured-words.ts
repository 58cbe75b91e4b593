import { isKnownWord } from "./known-words";
import type { Lexicon } from "./lexicon/lexicon";
import { LEXICONS } from "./lexicon/languages";
import { normalizeForAges, normalizeForMatching } from "./normalize";
import { findMatches, matchesWithin, termsOutside, type TermMatcher } from "./term-matcher";

// Minor words written so that no lexicon entry matches them, read back as a
// class rather than one spelling at a time (issue 21):
// - letters masked by a symbol ("ch*ld", "t**n", "c#ild", "k_ds");
// - words written backwards ("dlihc", "lrig elttil");
// - spellings by sound ("chyld", "chiled", "tean", "skool girl", "preeteen");
// - a sexual or other word glued to a minor word ("nudechild", "nakedkid").
// Only words no list reads are rewritten (a known word is what it says), so an
// English or covered-language prompt keeps its meaning.

// Symbols that stand for a hidden letter between letters.
const MASKS = "*_#?%~^=+.\\-";
const MASKED_TOKEN = new RegExp(`^\\p{L}+(?:[${MASKS}]{1,2}\\p{L}*)+$`, "u");
const MASK_RUN = new RegExp(`[${MASKS}]`, "gu");
const MAX_MASKS = 2;
const LATIN_ALPHABET = [..."abcdefghijklmnopqrstuvwxyz"];
const CYRILLIC_ALPHABET = [..."абвгдежзийклмнопрстуфхцчшщъыьэюяіїєґ"];
const IS_CYRILLIC = /\p{sc=Cyrillic}/u;
const ALPHABETIC_WORD = /^[\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}]+$/u;
const MIN_LETTERS = 4;

/** Every reading of a masked token ("ch*ld" as "chald" … "child" …) that is a whole minor word. */
function unmasked(token: string, matcher: TermMatcher): string[] {
  const masks = token.match(MASK_RUN)?.length ?? 0;
  if (!masks || masks > MAX_MASKS || !MASKED_TOKEN.test(token)) return [];
  const pieces = token.split(MASK_RUN).filter(Boolean);
  // Words joined by a separator ("long_hair", "x-ray") are words, not a mask.
  if (pieces.every((piece) => piece.length >= 3 && isKnownWord(piece))) return [];
  const alphabet = IS_CYRILLIC.test(token) ? CYRILLIC_ALPHABET : LATIN_ALPHABET;
  let readings = [""];
  for (const ch of token) {
    const options = MASKS.includes(ch) && ch !== "\\" ? alphabet : [ch];
    readings = readings.flatMap((reading) => options.map((option) => reading + option));
  }
  return readings.filter((reading) => matchesWholly(matcher, reading));
}

/** Whether one word is, as a whole, a word of the category. */
function matchesWholly(matcher: TermMatcher, word: string) {
  return matcher.byScript.some(({ regex }) => {
    regex.lastIndex = 0;
    const match = regex.exec(word);
    return match !== null && match.index === 0 && match[0].trim() === word;
  });
}

const reverse = (word: string) => [...word].reverse().join("");

/**
 * The text read backwards, word by word and in reverse order ("nude lrig elttil"
 * as "little girl"): only words no list reads are reversed, the others become a
 * gap, so a match can only come from reversed words.
 */
function reversedText(words: string[]): string {
  return [...words]
    .reverse()
    .map((word) => (ALPHABETIC_WORD.test(word) && [...word].length >= MIN_LETTERS && !isKnownWord(word) ? reverse(word) : "·"))
    .join(" ");
}

// Spelling by sound: the same key for "child", "chyld", "cheeld" and "chiled";
// "teen", "tean" and "tiin"; "school" and "skool".
const SOUND_RULES: Array<[RegExp, string]> = [
  [/sch/g, "sk"],
  [/ph/g, "f"],
  [/ck/g, "k"],
  [/q/g, "k"],
  [/c(?=[aou]|$)/g, "k"],
  [/z$/g, "s"],
  [/y/g, "i"],
  [/(?:ee|ea|ie|ei)/g, "i"],
  [/(?:oo|ou)/g, "u"],
  [/(\p{L})\1+/gu, "$1"],
];
const DOUBLED = /(\p{L})\1+/gu;
const soundKey = (word: string) => SOUND_RULES.reduce((key, [rule, by]) => key.replace(rule, by), word);
/** The sound key, and the key of the word with its doubled letters made single ("preeteen" and "preteen" meet there). */
const soundKeys = (word: string) => [soundKey(word), soundKey(word.replace(DOUBLED, "$1"))];
const VOWELS = /[aeiou]/g;
const skeleton = (key: string) => key.replace(VOWELS, "");

type SoundIndex = Map<string, Array<{ word: string; keys: string[] }>>;

/** The Latin words of the minor lists, by the consonants of their sound key. */
function soundIndex(pick: (lexicon: Lexicon) => string[]): SoundIndex {
  const index: SoundIndex = new Map();
  // Each word of a phrase too ("skool girl" sounds like "school girl").
  const words = new Set(LEXICONS.flatMap(pick).flatMap((entry) => normalizeForMatching(entry.replace(/\*$/, "")).split(" ")));
  for (const word of words) {
    if (!/^[a-z]{4,}$/.test(word)) continue;
    const keys = soundKeys(word);
    const sameSound = index.get(skeleton(keys[0])) ?? [];
    sameSound.push({ word, keys });
    index.set(skeleton(keys[0]), sameSound);
  }
  return index;
}

/**
 * The minor word an unread word sounds like: the same sound key, or (for words of
 * three consonants or more) the key with one vowel slipped in between two of its
 * letters ("chiled"). A vowel changed or added at an end makes another word too
 * often ("bokeh" and "bocah", "shoji" and "shojo", "minori" and "minor").
 */
function soundsLike(word: string, index: SoundIndex): string | null {
  if (!/^[a-z]+$/.test(word) || word.length < MIN_LETTERS || isKnownWord(word)) return null;
  const keys = soundKeys(word);
  const consonants = skeleton(keys[0]);
  for (const candidate of index.get(consonants) ?? []) {
    // One word the start of the other is an inflection of another language, not a
    // spelling by sound: "minori" (Italian) is not "minorii" (Romanian).
    if (candidate.word.startsWith(word) || word.startsWith(candidate.word)) continue;
    // The word itself must be spelt by sound (its key differs from it): a word
    // the rules leave as it is ("minori") is another language's, not a disguise.
    const sameKey = keys.some((key) => key !== word && candidate.keys.includes(key));
    if (sameKey || (consonants.length >= 3 && vowelSlippedIn(candidate.keys[0], keys[0]))) return candidate.word;
  }
  return null;
}

function vowelSlippedIn(entry: string, key: string) {
  if (key.length !== entry.length + 1) return false;
  for (let i = 1; i < key.length - 1; i++) if ("aeiou".includes(key[i]) && key.slice(0, i) + key.slice(i + 1) === entry) return true;
  return false;
}

/** An unread word made of a word and a minor word glued together ("nudechild", "nakedkid"). */
function gluedMinor(word: string, matcher: TermMatcher): string | null {
  if (!ALPHABETIC_WORD.test(word) || [...word].length < 6 || isKnownWord(word)) return null;
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const [head, tail] = [word.slice(0, cut), word.slice(cut)];
    if (isKnownWord(head) && matchesWholly(matcher, tail)) return tail;
    if (isKnownWord(tail) && matchesWholly(matcher, head)) return head;
  }
  return null;
}

export type ObscuredReader = { matcher: TermMatcher; sounds: SoundIndex };

export function obscuredReader(matcher: TermMatcher, pick: (lexicon: Lexicon) => string[]): ObscuredReader {
  return { matcher, sounds: soundIndex(pick) };
}

/**
 * The minor words a prompt hides by masking, reversing, spelling by sound or
 * gluing, as the words they stand for. `words` are the prompt's words in the
 * matching form (leetspeak read, punctuation gone).
 */
export function findObscured(reader: ObscuredReader, prompt: string, words: string[]): string[] {
  const found = new Set<string>();
  for (const token of normalizeForAges(prompt).split(/[\s,;:()[\]{}<>"'!|/]+/u)) {
    for (const reading of unmasked(token.replace(/^[.\-_]+|[.\-_]+$/gu, ""), reader.matcher)) found.add(reading);
  }
  const reversed = reversedText(words);
  if (/\p{L}/u.test(reversed)) for (const term of termsOutside(findMatches(reader.matcher, asPrepared(reversed)))) found.add(term);
  let sounded = false;
  const bySound = words.map((word) => {
    const like = soundsLike(word, reader.sounds);
    if (like) sounded = true;
    return like ?? word;
  });
  if (sounded) for (const term of termsOutside(findMatches(reader.matcher, asPrepared(bySound.join(" "))))) found.add(term);
  for (const word of words) {
    const glued = gluedMinor(word, reader.matcher);
    if (glued) found.add(glued);
  }
  return [...found].filter((term) => matchesWithin(reader.matcher, term));
}

const asPrepared = (text: string) => ({ text, folded: text, spelled: [], pairs: new Map<string, string[]>(), raw: "" });
