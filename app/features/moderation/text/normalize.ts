import { createRequire } from "node:module";
import { confusablesMap } from "confusables";
import { romanValue } from "./roman-numerals";

// Attackers hide words behind look-alike letters, invisible characters, accents,
// leetspeak and spacing. Everything the lexicon is matched against goes through
// here, and so does every lexicon entry, so both sides always agree.

/** Han, kana and the kana marks: scripts written without spaces, matched as substrings. */
export const HAN_KANA = "\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}ー々〆";
const EAST_ASIAN = `${HAN_KANA}\\p{sc=Hangul}`;

// Invisible characters, by Unicode property rather than by list: C0/C1 controls
// other than tab and line breaks, every format character (Cf: zero-width spaces and
// joiners, bidi controls, soft hyphen, tags, interlinear annotation marks) and every
// Default_Ignorable_Code_Point (Hangul fillers, combining grapheme joiner, Mongolian
// and Khmer fillers, variation selectors); and the Arabic tatweel, which only
// stretches a letter ("طفلـة", "chـild").
const INVISIBLE = /(?![\t\n\r])\p{Cc}|\p{Cf}|\p{Default_Ignorable_Code_Point}|\u0640/gu;
// Blank characters that are no Unicode space (the braille blank): a space.
const BLANKS = /\u2800/g;
// The combining diacritical blocks, one class each so that each starts with a mark;
// and any other mark stacked on a Latin, Greek or Cyrillic letter or a digit (zalgo
// text: "c҉h҉i҉l҉d", Hebrew or Arabic marks on Latin letters). Marks of scripts that
// need them (Devanagari vowel signs, Hebrew points on Hebrew letters) stay.
const MARKS =
  /[\u0300-\u036F]|[\u1AB0-\u1AFF]|[\u1DC0-\u1DFF]|[\u20D0-\u20FF]|[\uFE20-\uFE2F]|\p{M}(?<=[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{Nd}]\p{M}+)/gu;
// Emoji become a separator so that "c👶h👶i👶l👶d" still reads as spelt-out letters.
const EMOJI = /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}]/gu;
// ñ is a letter of its own in Spanish: "niña" must not become the name "Nina".
const N_TILDE = /([nN])\u0303/g;
const N_TILDE_SENTINEL = /[\uE000\uE001]/g;

const IS_LETTER = /\p{L}/u;
const IS_LATIN = /\p{sc=Latin}/u;
const IS_DIGIT = /\p{Nd}/u;
const IS_EAST_ASIAN = new RegExp(`[${EAST_ASIAN}]`, "u");
const IS_PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

// Two sources of look-alikes: the `confusables` package (small capitals, regional
// indicators, turned letters, enclosed forms) and Unicode's own confusables.txt as
// shipped by `unhomoglyph` (Cherokee, Lisu, Canadian syllabics, mathematical and
// other scripts' letters). The first wins where both map a character. A target may
// itself be a look-alike ("ᏼ" → "ʙ" → "b"): it is read through both until it is plain.
// Only letter targets are taken (Cyrillic з → 3 and the pipe → l are not), ñ and ß
// are kept, and CJK, Hangul and Thai are never touched.
const require = createRequire(import.meta.url);
const UNICODE_CONFUSABLES = require("unhomoglyph/data.json") as Record<string, string>;
const IS_THAI = /\p{sc=Thai}/u;
/** The Enclosed Alphanumerics block and its supplement. */
const IS_ENCLOSED_ALPHANUMERIC = /[\u2460-\u24FF\u{1F100}-\u{1F1FF}]/u;
const NOT_FOLDED = new Set(["ñ", "Ñ", "ß", "ẞ"]);
/** Non-letters and Latin letters: always folded ("ᴄ", "ⓒ", "🇨"). */
const FOLD_ALWAYS = new Map<string, string>();
/** Letters of other scripts (Cyrillic "с", Greek "ο"): folded only where they pose as Latin. */
const FOLD_LOOKALIKE = new Map<string, string>();
const lookalikeOf = (ch: string) => confusablesMap.get(ch) ?? UNICODE_CONFUSABLES[ch];
function plainTarget(target: string) {
  let text = target;
  for (let round = 0; round < 3 && !/^[A-Za-z]*$/.test(text); round++) {
    text = [...text].map((ch) => (/[A-Za-z]/.test(ch) ? ch : (lookalikeOf(ch) ?? ch))).join("");
  }
  return text;
}
/** What a look-alike is read as: its NFKC form where that is plain; a vertical stroke ("ꓲ", "Ι", "Ӏ") as "i", which the matchers also read as "l". */
function readAs(from: string, to: string) {
  const nfkc = from.normalize("NFKC");
  if (/^[A-Za-z]+$/.test(nfkc)) return nfkc;
  const plain = plainTarget(to);
  return plain === "l" ? "i" : plain;
}
const READ_AS = new Map<string, string>();
for (const [from, to] of [...Object.entries(UNICODE_CONFUSABLES), ...confusablesMap]) {
  const plain = readAs(from, to);
  if (/^[A-Za-z]+$/.test(plain)) READ_AS.set(from, plain);
}
// The other case of a look-alike letter looks alike too (Cherokee "Ꮎ" and "ꮎ"): the
// prompt is lower-cased before every look-alike is folded.
for (const [from, plain] of [...READ_AS]) {
  for (const other of [from.toLowerCase(), from.toUpperCase()]) if ([...other].length === 1 && !READ_AS.has(other)) READ_AS.set(other, plain);
}
for (const [from, plain] of READ_AS) {
  if (NOT_FOLDED.has(from) || /^\p{ASCII}$/u.test(from)) continue;
  // Thai is written without spaces: a Thai letter folded to Latin ("ย" as "u") cuts
  // the number word it stands in ("ยี่สิบห้า", 25, read as "u" + "สิบห้า", 15).
  // Enclosed letters that are emoji too ("🅰", "🅾", "Ⓜ") are letters all the same.
  if (IS_EAST_ASIAN.test(from) || (IS_PICTOGRAPHIC.test(from) && !IS_ENCLOSED_ALPHANUMERIC.test(from)) || IS_THAI.test(from)) continue;
  const target = plain.toLowerCase();
  // Digits of other scripts are digits ("۱۳۹۰" is 1390) except inside a Latin word ("८hild").
  if ((IS_LETTER.test(from) && !IS_LATIN.test(from)) || IS_DIGIT.test(from)) FOLD_LOOKALIKE.set(from, target);
  else FOLD_ALWAYS.set(from, target);
}
FOLD_ALWAYS.set("ı", "i");

/** A word with its look-alike letters of the Latin script (small capitals "ᴛ", turned "ɐ") read as plain ones. */
export function foldLatinLookalikes(word: string): string {
  return word.replace(LATIN_LETTER_RUN, (ch) => (IS_LATIN.test(ch) ? (FOLD_ALWAYS.get(ch) ?? ch) : ch));
}
const LATIN_LETTER_RUN = /\P{ASCII}/gu;

const ASCII_ONLY = /^\p{ASCII}*$/u;
const WORD_RUN = /[\p{L}\p{M}\p{N}]+/gu;
const HAS_LATIN = /\p{sc=Latin}/u;
const LATIN_LETTERS = /\p{sc=Latin}/gu;
const OTHER_LETTERS = /(?!\p{sc=Latin})\p{L}/gu;

const charClass = (chars: Iterable<string>) => new RegExp(`[${[...chars].map((ch) => ch.replace(/[\]\\^-]/g, "\\$&")).join("")}]`, "gu");
const FOLD_ALWAYS_CHARS = charClass(FOLD_ALWAYS.keys());
const FOLD_LOOKALIKE_CHARS = charClass(FOLD_LOOKALIKE.keys());
const HAS_LOOKALIKE = new RegExp(FOLD_LOOKALIKE_CHARS.source, "u");
const foldAlways = (ch: string) => FOLD_ALWAYS.get(ch) ?? ch;
const foldLookalike = (ch: string) => FOLD_LOOKALIKE.get(ch) ?? ch;

/** A word takes Latin folding when at least half its letters are already Latin ("сhild"). */
function isMostlyLatin(word: string) {
  const latin = word.match(LATIN_LETTERS)?.length ?? 0;
  return latin > 0 && latin >= (word.match(OTHER_LETTERS)?.length ?? 0);
}

// The other way round, Latin letters posing as Cyrillic or Greek inside a word of
// that script ("гoлая" with a Latin o). Only letters that look the same in lower
// case or in capitals (H for Н, T for Т), read after lower-casing.
const LATIN_AS = {
  cyrillic: new Map(Object.entries({ a: "а", c: "с", e: "е", h: "н", i: "і", k: "к", m: "м", o: "о", p: "р", t: "т", x: "х", y: "у" })),
  greek: new Map(Object.entries({ a: "α", b: "β", e: "ε", i: "ι", k: "κ", n: "η", o: "ο", p: "ρ", t: "τ", u: "υ", v: "ν", x: "χ" })),
};
const CYRILLIC_LETTERS = /\p{sc=Cyrillic}/gu;
const GREEK_LETTERS = /\p{sc=Greek}/gu;
const LATIN_LETTER = /\p{sc=Latin}/gu;

/** A word mostly in Cyrillic or Greek, with its Latin look-alikes written in that script. */
function foldIntoScript(word: string) {
  const latin = word.match(LATIN_LETTERS)?.length ?? 0;
  const cyrillic = word.match(CYRILLIC_LETTERS)?.length ?? 0;
  const greek = word.match(GREEK_LETTERS)?.length ?? 0;
  const script = cyrillic > latin && cyrillic >= greek ? LATIN_AS.cyrillic : greek > latin && greek > cyrillic ? LATIN_AS.greek : null;
  if (!script) return word;
  return word.replace(LATIN_LETTER, (ch) => script.get(ch.toLowerCase()) ?? ch);
}

function foldLookalikes(text: string, everywhere: boolean) {
  if (ASCII_ONLY.test(text)) return text;
  const folded = text.replace(FOLD_ALWAYS_CHARS, foldAlways);
  if (everywhere) return folded.replace(FOLD_LOOKALIKE_CHARS, foldLookalike);
  return folded.replace(WORD_RUN, (word) => {
    if (!HAS_LATIN.test(word)) return word;
    if (HAS_LOOKALIKE.test(word) && isMostlyLatin(word)) return word.replace(FOLD_LOOKALIKE_CHARS, foldLookalike);
    return isMostlyLatin(word) ? word : foldIntoScript(word);
  });
}

/** One word with look-alikes of another script folded as matching folds them ("гoлaя" with a Latin o, "сhild" with a Cyrillic с). */
export const foldMixedScriptWord = (word: string) => foldLookalikes(word, false);

/** One word with its stretched letters squeezed to two and to one ("nuuude" gives "nuude" and "nude"). */
export const squeezedWord = (word: string) =>
  STRETCHED.test(word) ? [word.replace(STRETCHED_RUNS, "$1$1"), word.replace(STRETCHED_RUNS, "$1")] : [];

/** NFKC, invisible characters removed, accents stripped (ñ kept), emoji turned into "·". */
function clean(text: string) {
  if (text === lastCleaned.text) return lastCleaned.clean;
  const result = ASCII_ONLY.test(text) ? text.replace(INVISIBLE, "") : cleanUnicode(text);
  lastCleaned = { text, clean: result };
  return result;
}

// The prompt is cleaned for matching and again for ages: keep the last result.
let lastCleaned = { text: "", clean: "" };

/** Decimal digits of any script ("١٢", "१२", "๑๒") as ASCII digits, so ages read the same everywhere. */
function asciiDigits(text: string) {
  return text.replace(/\P{ASCII}/gu, (ch) => {
    if (!/\p{Nd}/u.test(ch)) return ch;
    // Digit blocks are runs of 0–9: step back to the run's start and count.
    let code = ch.codePointAt(0)!;
    const own = code;
    while (/\p{Nd}/u.test(String.fromCodePoint(code - 1))) code--;
    return String((own - code) % 10);
  });
}

// Vulgar fractions ("14½") would become "141⁄2" under NFKC and hide the number.
const FRACTIONS = /[\u00BC-\u00BE\u2150-\u215F\u2189]/gu;

// Superscript digits after a digit are a power ("4²" is 16): NFKC would make "42".
const SUPERSCRIPTS: Record<string, string> = { "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9" };
const POWER_SUPERSCRIPT = /(?<=\p{Nd})[⁰¹²³⁴-⁹]+/gu;
const asPower = (digits: string) => `^${[...digits].map((ch) => SUPERSCRIPTS[ch]).join("")}`;

// Enclosed numbers NFKC leaves alone ("⓭", "❿", "➓", "🔟"): their value as digits.
const ENCLOSED_RANGES: Array<[number, number, number]> = [
  [0x24eb, 0x24f4, 11],
  [0x24f5, 0x24fe, 1],
  [0x2776, 0x277f, 1],
  [0x2780, 0x2789, 1],
  [0x278a, 0x2793, 1],
];
const ENCLOSED = /[\u24EB-\u24FE\u2776-\u2793\u{1F51F}]/gu;
function enclosedValue(ch: string) {
  const code = ch.codePointAt(0)!;
  if (code === 0x1f51f) return " 10 ";
  const range = ENCLOSED_RANGES.find(([from, to]) => code >= from && code <= to);
  return range ? ` ${code - range[0] + range[2]} ` : ch;
}

function cleanUnicode(text: string) {
  // Look-alikes are folded before NFKC too, which would turn "⒞" into "(c)" and "˛"
  // or "ͺ" into a space and a mark, cutting the word they stand in.
  const shaped = foldLookalikes(text.replace(FRACTIONS, " ").replace(POWER_SUPERSCRIPT, asPower).replace(ENCLOSED, enclosedValue), false);
  return asciiDigits(shaped.normalize("NFKC"))
    .replace(INVISIBLE, "")
    .replace(BLANKS, " ")
    .normalize("NFD")
    .replace(N_TILDE, (_, n: string) => (n === "n" ? "\uE000" : "\uE001"))
    .replace(MARKS, "")
    .normalize("NFC")
    .replace(N_TILDE_SENTINEL, (s) => (s === "\uE000" ? "ñ" : "Ñ"))
    .replace(EMOJI, "·");
}

const caseFold = (text: string) => text.toLowerCase().replace(/ß/g, "ss");

// Separators between Han or kana characters are dropped ("女 子 高 生"), as those
// scripts are written without spaces. Then every run of CJK or Hangul gets spaces
// around it, so a Latin word touching it ("裸体nude") is still a word of its own.
// Stars, hearts and notes are written between them too, for a look ("は☆だ☆か").
const HAN_KANA_GAP = new RegExp(`([${HAN_KANA}])[\\s._\\-·・･*~+=^'"\`,/\\\\|☆★♪♡♥]{1,3}(?=[${HAN_KANA}])`, "gu");
const IS_HAN_KANA = new RegExp(`[${HAN_KANA}]`, "u");
const EAST_ASIAN_RUN = new RegExp(`[${EAST_ASIAN}]+`, "gu");

// Kana written for a look: a wave dash or tilde for the long-vowel mark ("しょ〜がくせい"),
// and small kana where no sound they belong to goes before ("ょぅじょ" for "ようじょ": a
// small kana opening a word or following another small one). Both are read plain.
const KANA_WAVE = /(?<=[\p{sc=Hiragana}\p{sc=Katakana}])[〜～~](?=[\p{sc=Hiragana}\p{sc=Katakana}\s]|$)/gu;
const SMALL_KANA = "ぁぃぅぇぉゃゅょゎァィゥェォャュョヮ";
const STRANDED_SMALL_KANA = new RegExp(`(?<![\\p{sc=Hiragana}\\p{sc=Katakana}ー])[${SMALL_KANA}]|(?<=[${SMALL_KANA}])[${SMALL_KANA}]`, "gu");
const plainKana = (text: string) =>
  IS_HAN_KANA.test(text) ? text.replace(KANA_WAVE, "ー").replace(STRANDED_SMALL_KANA, (ch) => String.fromCodePoint(ch.codePointAt(0)! + 1)) : text;
const joinHanKana = (text: string) => (IS_HAN_KANA.test(text) ? plainKana(text).replace(HAN_KANA_GAP, "$1") : text);
const spaceEastAsian = (text: string) => (IS_EAST_ASIAN.test(text) ? text.replace(EAST_ASIAN_RUN, " $& ") : text);

// Three or more single letters, each separated by one space or one punctuation mark
// (with optional spaces around it): "n u d e", "n.u.d.e", "c-h-i-l-d". A double space
// ends a run, so "n u d e  c h i l d" reads as two words.
// A vowel sign or virama (Devanagari, Thai) belongs to its letter: it is neither a
// separator nor the end of a single letter, or "बच्ची चूत" would read as letters
// spelt out and be run together.
// Any separator of one to three characters may stand between the letters ("c  h  i
// l  d", "c--h--i--l--d", "c / h"): the commonest separator of the run joins letters,
// any other one separates words (ADR 037), so "n u d e  c h i l d" is two words.
const SINGLE = `(?![${HAN_KANA}])[\\p{L}\\p{N}@$](?!\\p{M})`;
const GAP = "[^\\p{L}\\p{M}\\p{N}@$\\n\\r]{1,3}";
const SPELLED_OUT = new RegExp(
  `(^|[^\\p{L}\\p{M}\\p{N}@$]|[${HAN_KANA}])(${SINGLE}(?:${GAP}${SINGLE}){2,})(?!(?![${HAN_KANA}])[\\p{L}\\p{M}\\p{N}@$])`,
  "gu",
);
const NOT_SINGLE = /[^\p{L}\p{N}@$]/gu;

const SEPARATOR_RUN = /[^\p{L}\p{N}@$]+/gu;

function joinSpelledOut(text: string, spelled: string[]) {
  return text.replace(SPELLED_OUT, (run, before: string, letters: string) => {
    const counts = new Map<string, number>();
    for (const separator of letters.match(SEPARATOR_RUN) ?? []) counts.set(separator, (counts.get(separator) ?? 0) + 1);
    const joiner = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    const words = letters.split(SEPARATOR_RUN);
    const separators = letters.match(SEPARATOR_RUN) ?? [];
    // A separator splits words only when it has more space in it than the joiner
    // ("n u d e  c h i l d", "n.u.d.e c.h.i.l.d"); mixed marks ("c-h.i_l") join.
    const spaces = (separator: string) => separator.replace(/\S/gu, "").length;
    const joinerSpaces = spaces(joiner ?? "");
    let out = words[0];
    separators.forEach((separator, i) => {
      out += (spaces(separator) > joinerSpaces ? " " : "") + words[i + 1];
    });
    const pieces = out.split(" ").filter((piece) => (piece.match(/\p{L}/gu) ?? []).length >= 2);
    if (!pieces.length) return run;
    // The whole run joined too, as before: "n.u.d.e g.i.r.l 1.3" keeps "nudegirl13".
    const whole = letters.replace(NOT_SINGLE, "");
    spelled.push(...new Set([...pieces, whole]));
    return before + out.replace(NOT_SINGLE_OR_SPACE, "");
  });
}
const NOT_SINGLE_OR_SPACE = /[^\p{L}\p{N}@$ ]/gu;

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };
const LEET_TOKEN = /[\p{L}\p{N}@$!]+/gu;
const HAS_LEET = /[013457@$!]/;

// Digits are read as letters only after a letter of the same word ("ch1ld", "n00d",
// "nud3"), or as a single leading digit before three or more letters ("1oli", "5ch00l"), so
// "15yo", "4k", "35mm" and "1080p" keep their numbers. The matchers read "l" as
// "l" or "i", which covers "1" and "I" standing in for "l".
// Digits stand for the letters they look like in Cyrillic and Greek words too
// ("д3вочка", "κ0ριτσάκι"), between letters.
const SCRIPT_LEET: Array<[RegExp, Record<string, string>]> = [
  [/\p{sc=Cyrillic}/u, { "0": "о", "3": "е", "4": "ч", "6": "б" }],
  [/\p{sc=Greek}/u, { "0": "ο", "1": "ι", "3": "ε", "4": "α" }],
];

function readScriptLeet(token: string) {
  const table = SCRIPT_LEET.find(([script]) => script.test(token))?.[1];
  if (!table) return token;
  // Only inside a word: "девочка14" keeps its age.
  return token.replace(/(?<=\p{L}\p{M}*\d*)\d(?=\d*\p{L})/gu, (digit) => table[digit] ?? digit);
}

// A leading digit before three letters or more, with other leet digits among them
// ("1oli", "5ch00lg1rl"); a letter comes right after it, so "14årig" and "13yrs" keep their number.
const LEADING_LEET_DIGIT = /^[013457]\p{L}(?=(?:[013457@$]*\p{L}){2})[\p{L}013457@$]+$/u;

export function readLeetspeak(token: string) {
  if (!HAS_LEET.test(token)) return token;
  if (!IS_LATIN.test(token)) return /\d/.test(token) ? readScriptLeet(token) : token;
  const chars = [...token];
  // "3eme" and "1ere" are French ordinals (school years), not leetspeak.
  const leadingDigit = chars.length >= 4 && LEADING_LEET_DIGIT.test(token) && !/^\d(?:eme|ere)$/.test(token);
  let out = "";
  let afterLetter = false;
  chars.forEach((ch, i) => {
    if (IS_LETTER.test(ch)) {
      afterLetter = true;
      out += ch;
    } else if (ch === "@" || ch === "$") {
      afterLetter = true;
      out += LEET[ch];
    } else if (ch === "!") {
      out += i > 0 && i < chars.length - 1 ? "i" : " ";
    } else if ((afterLetter || (i === 0 && leadingDigit)) && LEET[ch]) {
      out += LEET[ch];
    } else {
      out += ch;
    }
  });
  return out;
}

// Letters stretched by repetition ("chiiiild", "teeeen", "nuuude"). A run of three
// or more of one letter is never spelling, but whether it stands for one letter or
// two is not known ("teeeen" is "teen", "chiiiild" is "child"), so both forms are read.
const STRETCHED = /(\p{L})\1{2,}/u;
const STRETCHED_RUNS = /(\p{L})\1{2,}/gu;

// Words whose every letter is typed twice ("cchhiilldd"), four pairs or more: no
// word of a covered language is spelt that way (three pairs, "aabbcc", is too short to tell).
const DOUBLED = /(?<!\p{L})(?:(\p{L})\1){4,}(?!\p{L})/u;
const DOUBLED_WORDS = /(?<!\p{L})(?:(\p{L})\1){4,}(?!\p{L})/gu;
const halve = (word: string) => [...word].filter((_, i) => i % 2 === 0).join("");

/**
 * The text with stretched letters squeezed to two and to one ("teeeen" gives "teen"
 * and "ten"), and words of doubled letters halved ("cchhiilldd" gives "child");
 * none when nothing is stretched or doubled.
 */
export function squeezeRepeats(text: string): string[] {
  const doubled = DOUBLED.test(text);
  if (!STRETCHED.test(text) && !doubled) return [];
  const halved = doubled ? text.replace(DOUBLED_WORDS, halve) : text;
  // A Roman numeral's repeats are its value ("XXXV" is 35, not "XV" squeezed).
  const squeeze = (to: string) => halved.replace(/\p{L}+/gu, (word) => (romanValue(word) === undefined ? word.replace(STRETCHED_RUNS, to) : word));
  const forms = [squeeze("$1$1"), squeeze("$1")];
  return [...new Set(forms)];
}

// Single digits split by a separator ("1.4 y.o", "1 4 years", "1-4 yo") before an
// age word. Only before a letter, so "f/1.8" and "16:9" at the end of a phrase stay
// as they are; "1-4" is also still read as a range where it stands.
const SPLIT_DIGITS = /(?<![\p{N}.,:/])\d(?:[\s._\-/]{1,2}\d)+(?![\p{N}]|[.,:]\d)(?=\s*\p{L})/gu;

/** The text with single digits split by separators joined ("1.4 y.o" gives "14 y.o"). */
export function joinSplitDigits(text: string): string {
  return text.replace(SPLIT_DIGITS, (run) => run.replace(/\D/g, ""));
}

export type PreparedText = {
  /** Look-alikes folded in mostly-Latin words, leetspeak read, spelt-out words joined. */
  text: string;
  /** The same with every look-alike letter folded, for words spelt wholly in Greek or Cyrillic look-alikes. */
  folded: string;
  /** Words that were spelt out letter by letter ("n u d e c h i l d" gives "nudechild"). */
  spelled: string[];
  /** Neighbouring pieces run together ("chi ld", "c hild", "ch i ld" give "child"), for minor and abuse words. */
  pairs: Map<string, string[]>;
  /** The text as given, for the few emoji the lexicon names. */
  raw: string;
  /** The matching form with stretched letters squeezed (see `squeezeRepeats`); empty when nothing is stretched. */
  squeezed?: string[];
};

function normalizeWith(cleaned: string, spelled: string[], join = joinHanKana) {
  const folded = join(caseFold(foldLookalikes(cleaned, false)));
  return spaceEastAsian(joinSpelledOut(folded, spelled))
    .replace(LEET_TOKEN, readLeetspeak)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

// Words of two or more letters pair up ("chi ld"), and so does a lone consonant
// that is no word in a covered language ("c hild"): "shot a" must not read as
// "shota", nor "a" or "y" (Spanish "and") start a word. Three short pieces of one
// to three letters join too ("ch i ld").
const PAIRABLE = new RegExp(`^(?:(?![${EAST_ASIAN}])\\p{L}){2,}$`, "u");
const LONE_CONSONANT = /^[bcdfghjlmnpqrtx]$/;
const PIECE = new RegExp(`^(?:(?![${EAST_ASIAN}])\\p{L}){1,3}$`, "u");

// A word followed by a preposition and an article ("men in a bar", "sea at a glance") is
// prose, not one word cut in three: "men in a" holds no Portuguese "menina".
const PREPOSITIONS = new Set(["in", "on", "at", "to", "of", "by", "as"]);
const ARTICLES = new Set(["a", "an"]);
const nounBeforeArticle = (first: string, second: string, third: string) => first.length === 3 && PREPOSITIONS.has(second) && ARTICLES.has(third);

function joinPairs(text: string) {
  const words = text.split(" ");
  const pairs = new Map<string, string[]>();
  for (let i = 1; i < words.length; i++) {
    const [a, b] = [words[i - 1], words[i]];
    const bothWords = PAIRABLE.test(a) && PAIRABLE.test(b);
    const loneAndWord = (LONE_CONSONANT.test(a) && PAIRABLE.test(b)) || (PAIRABLE.test(a) && LONE_CONSONANT.test(b));
    if (bothWords || loneAndWord) pairs.set(a + b, [a, b]);
    const c = words[i - 2];
    if (
      c !== undefined &&
      [c, a, b].every((piece) => PIECE.test(piece)) &&
      [c, a, b].some((piece) => piece.length <= 2) &&
      !nounBeforeArticle(c, a, b)
    ) {
      pairs.set(c + a + b, [c, a, b]);
    }
  }
  return pairs;
}

// A pipe between letters may stand for an l or an i ("ch|ld", "chi|d"), or separate
// two words ("nude|woman"): the form with it read as "i" (the matchers also read an
// "i" where an "l" is spelt) goes beside the plain one, with its stretched forms.
const PIPE_IN_WORD = /(?<=\p{L})\|(?=\p{L})/gu;

function pipeAsLetter(cleaned: string, spelled: string[]): string[] {
  if (!cleaned.includes("|")) return [];
  const piped = cleaned.replace(PIPE_IN_WORD, "i");
  if (piped === cleaned) return [];
  const form = normalizeWith(piped, spelled);
  return [form, ...squeezeRepeats(form)];
}

// Letters drawn with symbols ("|<id", "(hild", "|-|", "/\\", "\\/"): read in a form of
// their own beside the plain one, so that "(nude:1.2)" still reads "nude" there.
const SYMBOL_LETTERS: Array<[RegExp, string]> = [
  [/\|</g, "k"],
  [/\|-\|/g, "h"],
  [/\/\\/g, "a"],
  [/\\\//g, "v"],
  [/\|\)/g, "d"],
  [/\((?=\p{L})/gu, "c"],
  [/€/g, "e"],
  [/£/g, "l"],
  [/¢/g, "c"],
];
const HAS_SYMBOL_LETTER = /\|<|\|-\||\/\\|\\\/|\|\)|\(\p{L}|[€£¢]/u;

function symbolLetters(cleaned: string, spelled: string[]): string[] {
  if (!HAS_SYMBOL_LETTER.test(cleaned)) return [];
  const drawn = SYMBOL_LETTERS.reduce((text, [symbol, letter]) => text.replace(symbol, letter), cleaned);
  const form = normalizeWith(drawn, spelled);
  return [form, ...squeezeRepeats(form)];
}

// "@" opening a word is a handle's mark ("@child", "@nude") as often as an "a"
// ("@dult"): a form with it read as a separator goes beside the plain one.
const HANDLE_MARK = /(?<![\p{L}\p{N}])@(?=\p{L})/gu;

function handlesApart(cleaned: string, spelled: string[]): string[] {
  if (!cleaned.includes("@")) return [];
  const apart = cleaned.replace(HANDLE_MARK, " ");
  return apart === cleaned ? [] : [normalizeWith(apart, spelled)];
}

// An apostrophe inside a word or at its edge stands for letters left out ("li'l",
// "l'il", "lil'", "sk'ool"), as often as it separates two words (French "l'enfant"):
// a form with it taken out goes beside the plain one, where it cuts the word. English
// clitics ("worm's", "don't", "she'll") are no letters left out.
const ELIDING_APOSTROPHE =
  /(?<=\p{L})['’ʼ`](?=\p{L})(?!(?:s|t|ll|re|ve|d|m)(?!\p{L}))|(?<=(?<![\p{L}\p{N}])\p{L}{1,4})['’ʼ`](?![\p{L}\p{N}])|(?<![\p{L}\p{N}])['’ʼ`](?=\p{L}{1,4}(?![\p{L}\p{N}]))/gu;

function apostrophesOut(cleaned: string, spelled: string[]): string[] {
  if (!/['’ʼ`]/u.test(cleaned)) return [];
  const joined = cleaned.replace(ELIDING_APOSTROPHE, "");
  if (joined === cleaned) return [];
  const form = normalizeWith(joined, spelled);
  return [form, ...squeezeRepeats(form)];
}

// Words split across weighted tags ("(na:1.2)(ked)", "[chi][ld:1.1]"): a form with
// the weights taken out and tags that touch run together, beside the plain one, so
// "(nude:1.2)" still reads "nude" there.
const TAG_WEIGHT = /:\s*[-+]?\d*\.?\d+\s*(?=[)\]}>])/g;
const TOUCHING_TAGS = /[)\]}>]+[([{<]+/g;
const HAS_TOUCHING_TAGS = /[)\]}>][([{<]/;

function joinedTags(cleaned: string, spelled: string[]): string[] {
  if (!HAS_TOUCHING_TAGS.test(cleaned)) return [];
  const form = normalizeWith(cleaned.replace(TAG_WEIGHT, "").replace(TOUCHING_TAGS, ""), spelled);
  return [form, ...squeezeRepeats(form)];
}

// Joining the gaps between kana glues two katakana words into one run ("ショタ エロ"
// reads "ショタエロ"), and a katakana entry must not touch more katakana ("ロリ" is not
// in "カロリー"): a form with the gaps before a katakana word of two or more kana kept
// is read beside it (single kana spaced out, "ロ リ", are still joined there).
const KATAKANA_WORD_GAP = /(?<=[\p{sc=Katakana}ー])[\s._\-·*~+=^'"`,/\\|]{1,3}(?=[\p{sc=Katakana}ー][\p{sc=Katakana}ー])/u;
const joinHanKanaButKatakanaWords = (text: string) =>
  joinHanKana(text.replace(new RegExp(KATAKANA_WORD_GAP.source, "gu"), "\uE002")).replace(/\uE002/g, " ");

function katakanaWordsApart(cleaned: string, spelled: string[]): string[] {
  if (!KATAKANA_WORD_GAP.test(cleaned)) return [];
  return [normalizeWith(cleaned, spelled, joinHanKanaButKatakanaWords)];
}

/** Every form of one text the matchers read. */
export function prepareText(text: string): PreparedText {
  const cleaned = clean(text);
  const spelled: string[] = [];
  const smart = normalizeWith(cleaned, spelled);
  // Only words the matching form left alone (not mostly Latin) can still hold look-alikes.
  const folded = ASCII_ONLY.test(smart) ? smart : smart.replace(FOLD_LOOKALIKE_CHARS, foldLookalike);
  const squeezed = [
    ...squeezeRepeats(smart),
    ...pipeAsLetter(cleaned, spelled),
    ...symbolLetters(cleaned, spelled),
    ...joinedTags(cleaned, spelled),
    ...handlesApart(cleaned, spelled),
    ...apostrophesOut(cleaned, spelled),
    ...katakanaWordsApart(cleaned, spelled),
  ];
  for (const word of spelled.flatMap(squeezeRepeats)) spelled.push(word);
  return { text: smart, folded, spelled, pairs: joinPairs(smart), raw: text, squeezed };
}

/**
 * The form a prompt is matched in: NFKC, invisible characters removed, accents
 * stripped, look-alike letters folded to Latin inside mostly-Latin words (so
 * Cyrillic, Japanese, Chinese and Korean words stay intact), lower case,
 * leetspeak read inside words, spelt-out words joined, and every run of
 * punctuation or spaces turned into one space.
 */
export function normalizeForMatching(text: string): string {
  return normalizeWith(clean(text), []);
}

/**
 * The form ages are read in: cleaned and lower case, with digits and punctuation
 * kept ("15 y.o.", "f/1.8") and no leetspeak; look-alikes are folded inside words
 * of mixed scripts, as for matching. With `foldEverywhere`, look-alike letters are
 * folded to Latin in every word ("15 уо" written in Cyrillic).
 */
// The Arabic and Persian comma and semicolon and the ideographic comma separate
// phrases as "," and ";" do ("فتاة عارية، 14", "女孩、14"); NFKC leaves them as they are.
const PHRASE_COMMAS = /[،、]/g;
const PHRASE_SEMICOLONS = /؛/g;

export function normalizeForAges(text: string, foldEverywhere = false): string {
  const cleaned = clean(text).replace(/·/g, " ").replace(PHRASE_COMMAS, ",").replace(PHRASE_SEMICOLONS, ";");
  return caseFold(foldLookalikes(cleaned, foldEverywhere));
}
