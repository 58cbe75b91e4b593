import { coveredRealWords, type MinorWordsByLanguage } from "./covered-real-words";
import { editsBetween } from "./edit-distance";
import { isGivenName } from "./given-names";
import { englishWordsFromStems, isKnownWord } from "./known-words";
import type { Lexicon } from "./lexicon/lexicon";
import { LEXICONS } from "./lexicon/languages";
import { normalizeForAges, normalizeForMatching } from "./normalize";
import { rememberRecent } from "./recent-results";
import { findMatches, matchesWithin, termsOutside, type TermMatcher } from "./term-matcher";

// Minor words written so that no lexicon entry matches them, read back as a
// class rather than one spelling at a time (issue 21):
// - letters masked by a symbol ("ch*ld", "t**n", "c#ild", "k_ds");
// - words written backwards ("dlihc", "lrig elttil");
// - spellings by sound ("chyld", "chiled", "tean", "skool girl", "preeteen");
// - a sexual or other word glued to a minor word ("nudechild", "nakedkid");
// - slips of the keyboard: a letter dropped, added, changed or two swapped
//   ("todler", "chidren", "littel", "adolecent").
// Only words no list reads are rewritten (a known word is what it says), so an
// English or covered-language prompt keeps its meaning.

// Symbols that stand for a hidden letter between letters.
const MASKS = "*_#?%~^=+.\\-";
const MASKED_TOKEN = new RegExp(`^\\p{L}+(?:[${MASKS}]{1,2}\\p{L}*)+$`, "u");
const MASK_RUN = new RegExp(`[${MASKS}]`, "gu");
const MAX_MASKS = 2;
// A digit between Cyrillic letters that no look-alike folding read ("ш6ольница"):
// Cyrillic has no leetspeak of its own for most letters, so the digit hides a letter.
const DIGIT_IN_CYRILLIC = /(?<=\p{sc=Cyrillic})\p{Nd}(?=\p{sc=Cyrillic})/gu;
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

// Words written backwards in a run, kept in place ("nacktes dnik", "nude yob
// elttil"): each run of words that read as known words backwards, holding one word
// at least that is unknown as written, is turned round whole (letters and order),
// so a short word ("yob") or a word of the run's language is read with it. A run
// of known words alone stays as written ("dog", "live", "stressed" are words).
// `anchors` are the unknown words turned round ("elttil" as "little"): a term read in
// the turned text counts only when it holds one, so a word that is merely unknown
// here ("parc" of "dans un parc", "crap" backwards) does not make "un" a "nu".
function reversedRuns(words: string[]): { text: string; anchors: string[] } | null {
  // The anchor first (an unknown word that is a word backwards): most prompts have none.
  const anchored = (word: string) =>
    ALPHABETIC_WORD.test(word) && [...word].length >= MIN_LETTERS && !isKnownWord(word) && isKnownWord(reverse(word));
  if (!words.some(anchored)) return null;
  const backwards = words.map((word) => ALPHABETIC_WORD.test(word) && [...word].length >= 2 && isKnownWord(reverse(word)));
  const runs: string[][] = [];
  const anchors: string[] = [];
  for (let index = 0; index < words.length;) {
    if (!backwards[index]) {
      runs.push([words[index++]]);
      continue;
    }
    const run: string[] = [];
    while (index < words.length && backwards[index]) run.push(words[index++]);
    const unknown = run.filter((word) => [...word].length >= MIN_LETTERS && !isKnownWord(word));
    if (unknown.length) {
      anchors.push(...unknown.map(reverse));
      runs.push(run.reverse().map(reverse));
    } else runs.push(run);
  }
  return anchors.length ? { text: runs.flat().join(" "), anchors } : null;
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

/** A minor word an unread word is read as, and the languages whose lexicons hold it. */
type Reading = { word: string; languages: string[] };
type SoundIndex = Map<string, Array<Reading & { keys: string[] }>>;

/** Each word of each entry (of a phrase too) with the languages of the lexicons that hold it. */
function wordsByLanguage(pick: (lexicon: Lexicon) => string[], split: (entry: string) => string[]): Map<string, string[]> {
  const languages = new Map<string, string[]>();
  for (const lexicon of LEXICONS) {
    for (const word of pick(lexicon).flatMap(split)) {
      const known = languages.get(word) ?? [];
      if (!known.includes(lexicon.language)) languages.set(word, [...known, lexicon.language]);
    }
  }
  return languages;
}

/** The Latin words of the minor lists, by the consonants of their sound key. */
function soundIndex(pick: (lexicon: Lexicon) => string[]): SoundIndex {
  const index: SoundIndex = new Map();
  // Each word of a phrase too ("skool girl" sounds like "school girl").
  const words = wordsByLanguage(pick, (entry) => normalizeForMatching(entry.replace(/\*$/, "")).split(" "));
  for (const [word, languages] of words) {
    if (!/^[a-z]{4,}$/.test(word)) continue;
    const keys = soundKeys(word);
    const sameSound = index.get(skeleton(keys[0])) ?? [];
    sameSound.push({ word, keys, languages });
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
function soundsLike(word: string, index: SoundIndex): Reading | null {
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
    if (sameKey || (consonants.length >= 3 && vowelSlippedIn(candidate.keys[0], keys[0]))) return candidate;
  }
  return null;
}

// English spelt by ear with other vowels ("nekked", "nakkid" for "naked"): an
// unread word with an English entry's consonants, in the same order and as many
// runs of vowels, and the same first letter. Three consonants at least: shorter
// skeletons ("nd") are too many words. Read for explicit words beside a minor only.
const VOWEL_RUNS = /[aeiouy]+/g;
function vowelBlindOf(word: string, index: SoundIndex): Reading | null {
  if (!/^[a-z]+$/.test(word) || word.length < MIN_LETTERS + 1 || isKnownWord(word)) return null;
  const consonants = skeleton(soundKeys(word)[1]);
  if (consonants.length < 3) return null;
  const runs = word.match(VOWEL_RUNS)?.length ?? 0;
  const candidate = (index.get(consonants) ?? []).find(
    (entry) => entry.languages.includes("en") && entry.word[0] === word[0] && (entry.word.match(VOWEL_RUNS)?.length ?? 0) === runs,
  );
  return candidate ?? null;
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

// Slips: an unread word one edit from a minor word of six letters or more (two
// edits from words of eight or more), keeping its first letter; a stem ("child*",
// "teenage*") may go on with an ending ("chidren", "tenager"). Shorter words have
// too many neighbours that are names ("Teena", "Kida"), and a word that differs
// only in its ending is another language's inflection ("minori"), not a slip.
const SLIP_MIN_WORD = 6;
const SLIP_MIN_STEM = 5;
const MAX_ENDING = 4;
type SlipEntry = Reading & { stem: boolean };
type SlipIndex = Map<string, SlipEntry[]>;

function slipIndex(pick: (lexicon: Lexicon) => string[]): SlipIndex {
  const entries = new Map<string, SlipEntry>();
  const add = (entry: string, language: string) => {
    const stem = entry.endsWith("*");
    const words = normalizeForMatching(entry.replace(/\*$/, "")).split(" ");
    words.forEach((word, position) => {
      const isStem = stem && position === words.length - 1;
      if (!/^[a-z]+$/.test(word) || word.length < (isStem ? SLIP_MIN_STEM : SLIP_MIN_WORD)) return;
      const key = `${word}${isStem ? "*" : ""}`;
      const known = entries.get(key);
      if (!known) entries.set(key, { word, stem: isStem, languages: [language] });
      else if (!known.languages.includes(language)) known.languages.push(language);
    });
  };
  for (const lexicon of LEXICONS) for (const entry of pick(lexicon)) add(entry, lexicon.language);
  // English stems also stand for their English forms, compared whole ("children" for "child*").
  const englishStems = new Set(
    LEXICONS.filter((lexicon) => lexicon.language === "en")
      .flatMap(pick)
      .filter((entry) => /^[a-z]+\*$/.test(entry))
      .map((entry) => entry.slice(0, -1)),
  );
  for (const word of englishWordsFromStems(englishStems)) add(word, "en");
  const index: SlipIndex = new Map();
  for (const entry of entries.values()) index.set(entry.word[0], [...(index.get(entry.word[0]) ?? []), entry]);
  return index;
}

const sharedStart = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
};

/** Whether a word is a slip for an entry: within its edits, and not the same word with another ending. */
function slipFor(word: string, { word: entry, stem }: SlipEntry): boolean {
  const limit = entry.length >= 8 ? 2 : 1;
  if (!stem) return sharedStart(word, entry) < Math.min(word.length, entry.length) - 1 && editsBetween(word, entry, limit) <= limit;
  // A stem with an ending: the slip must fall inside the stem, before its last letter.
  for (let cut = entry.length - limit; cut <= entry.length + limit; cut++) {
    if (cut < 1 || word.length - cut > MAX_ENDING || cut > word.length) continue;
    const head = word.slice(0, cut);
    if (head !== entry && sharedStart(head, entry) < entry.length - 1 && editsBetween(head, entry, limit) <= limit) return true;
  }
  return false;
}

// German umlauts written out ("Maedchen", "Grundschuelerin").
const UMLAUT_SPELLED = /ae|oe|ue/;
function umlautsOf(word: string): string | null {
  if (!UMLAUT_SPELLED.test(word) || isKnownWord(word)) return null;
  // Matching folds "ä" to "a": the written-out umlaut is read in that form.
  return word.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u");
}

function slipOf(word: string, index: SlipIndex): Reading | null {
  let slips = recentSlips.get(index);
  if (!slips) recentSlips.set(index, (slips = rememberRecent((said: string) => readSlip(said, index), 512)));
  return slips(word);
}

// A prompt's words are compared with every entry of their first letter, edit by
// edit, once for each reading: the same tags ("masterpiece", "cinematic") come back
// in prompt after prompt. Each index keeps the last few hundred words' answers.
const recentSlips = new WeakMap<SlipIndex, (word: string) => Reading | null>();

function readSlip(word: string, index: SlipIndex): Reading | null {
  if (!/^[a-z]+$/.test(word) || word.length < SLIP_MIN_STEM || isKnownWord(word)) return null;
  return (index.get(word[0]) ?? []).find((candidate) => slipFor(word, candidate)) ?? null;
}

// Two letters swapped in a short word ("Knid", "yuong"): shorter words have too many
// neighbours for the slips above, but a swap of two neighbouring letters after the
// first, in a word no list reads, gives few readings, each checked whole.
const SWAP_MIN = 4;
type SwapIndex = Map<string, Reading>;

function swapIndex(pick: (lexicon: Lexicon) => string[]): SwapIndex {
  const index: SwapIndex = new Map();
  for (const lexicon of LEXICONS) {
    for (const entry of pick(lexicon)) {
      for (const word of normalizeForMatching(entry.replace(/\*$/, "")).split(" ")) {
        if (!/^[a-z]+$/.test(word) || word.length < SWAP_MIN || word.length >= SLIP_MIN_WORD) continue;
        const known = index.get(word);
        if (!known) index.set(word, { word, languages: [lexicon.language] });
        else if (!known.languages.includes(lexicon.language)) known.languages.push(lexicon.language);
      }
    }
  }
  return index;
}

function swapOf(word: string, index: SwapIndex): Reading | null {
  if (!/^[a-z]+$/.test(word) || word.length < SWAP_MIN || word.length >= SLIP_MIN_WORD || isKnownWord(word) || isGivenName(word)) return null;
  for (let i = 1; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue;
    const swapped = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
    const reading = index.get(swapped);
    if (reading) return reading;
  }
  return null;
}

export type ObscuredReader = { matcher: TermMatcher; sounds: SoundIndex; slips: SlipIndex; swaps: SwapIndex; words: MinorWordsByLanguage };

export function obscuredReader(matcher: TermMatcher, pick: (lexicon: Lexicon) => string[]): ObscuredReader {
  // Minor words of one word ("dziecko"), not the words of phrases ("erkek" of "erkek çocuk").
  const words = new Map<string, string[]>();
  const single = (entry: string) => (entry.includes(" ") ? [] : [normalizeForMatching(entry.replace(/\*$/, ""))]);
  for (const [word, languages] of wordsByLanguage(pick, single)) {
    for (const language of languages) words.set(language, [...(words.get(language) ?? []), word]);
  }
  return { matcher, sounds: soundIndex(pick), slips: slipIndex(pick), swaps: swapIndex(pick), words };
}

/**
 * The minor words a prompt hides by masking, reversing, spelling by sound or
 * gluing, as the words they stand for. `words` are the prompt's words in the
 * matching form (leetspeak read, punctuation gone).
 */
export function findObscured(
  reader: ObscuredReader,
  prompt: string,
  words: string[],
  options: { misspellings?: boolean; byEar?: boolean } = {},
): string[] {
  const found = new Set<string>();
  for (const token of normalizeForAges(prompt).split(/[\s,;:()[\]{}<>"'!|/]+/u)) {
    const trimmed = token.replace(/^[.\-_]+|[.\-_]+$/gu, "");
    for (const reading of unmasked(trimmed, reader.matcher)) found.add(reading);
    const digitMasked = trimmed.replace(DIGIT_IN_CYRILLIC, "*");
    if (digitMasked !== trimmed) for (const reading of unmasked(digitMasked, reader.matcher)) found.add(reading);
  }
  const reversed = reversedText(words);
  if (/\p{L}/u.test(reversed)) for (const term of termsOutside(findMatches(reader.matcher, asPrepared(reversed)))) found.add(term);
  const turned = reversedRuns(words);
  if (turned) {
    const holdsAnchor = (term: string) =>
      term.split(/[\s-]+/u).some((part) => turned.anchors.some((anchor) => part.startsWith(anchor) || anchor.startsWith(part)));
    for (const term of termsOutside(findMatches(reader.matcher, asPrepared(turned.text)))) if (holdsAnchor(term)) found.add(term);
  }
  // Reading by sound or slip is a guess: a real word of a covered language near
  // the prompt is that word ("scogliera", cliff, is no "scholier"; ADR 051).
  const realWord = coveredRealWords(prompt, reader.words);
  const guessed = (read: (word: string) => Reading | null) => (word: string) => {
    const reading = read(word);
    return reading && !realWord(word, reading.word, reading.languages) ? reading.word : null;
  };
  const misspellings = [
    guessed((word) => soundsLike(word, reader.sounds)),
    guessed((word) => slipOf(word, reader.slips)),
    guessed((word) => swapOf(word, reader.swaps)),
    umlautsOf,
  ];
  const readings = options.misspellings === false ? (options.byEar ? [guessed((word) => vowelBlindOf(word, reader.sounds))] : []) : misspellings;
  for (const read of readings) {
    let changed = false;
    const rewritten = words.map((word) => {
      const like = read(word);
      if (like) changed = true;
      return like ?? word;
    });
    if (changed) for (const term of termsOutside(findMatches(reader.matcher, asPrepared(rewritten.join(" "))))) found.add(term);
  }
  for (const word of words) {
    const glued = gluedMinor(word, reader.matcher);
    if (glued) found.add(glued);
  }
  return [...found].filter((term) => matchesWithin(reader.matcher, term));
}

const asPrepared = (text: string) => ({ text, folded: text, spelled: [], pairs: new Map<string, string[]>(), raw: "" });
