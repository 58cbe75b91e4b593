import { isKnownWord } from "./known-words";

// A prompt may be written in a simple code: ROT13, base64, Morse, backwards, upside
// down or in pig Latin. Each decoder gives a reading of the whole prompt; a reading is
// kept only when it is plausible words (at least two thirds of its words of three
// letters or more known, and more known words than the prompt as written: short
// words such as "la", "al" and "led" turn up in any reversed text), and the rules then run on it too: the worst
// reading decides. The ordinary prompt is left alone by every decoder, so the
// readings cost a few set look-ups on a normal prompt.

const WORD = /\p{L}{3,}/gu;

function knownWords(text: string) {
  const words = text.toLowerCase().match(WORD) ?? [];
  return { words: words.length, known: words.filter((word) => isKnownWord(word)).length };
}

/** Whether a decoded text reads as words, and better than the text as written. */
function plausible(decoded: string, written: string) {
  const reading = knownWords(decoded);
  if (!reading.words || reading.known * 3 < reading.words * 2) return false;
  return reading.known > knownWords(written).known;
}

const rot13 = (text: string) =>
  text.replace(/[a-z]/gi, (ch) => {
    const base = ch <= "Z" ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
  });

const reversed = (text: string) => [...text].reverse().join("");

// Upside-down text: each letter turned half round ("ǝ" for e, "ɥ" for h, "u" for n)
// and the order reversed. The turned letters are Unicode's "LATIN SMALL LETTER
// TURNED …" (and the dotless i, the long-legged r, the turned l of Latin Extended-D),
// and the plain letters that are each other turned (b/q, d/p, n/u). It is read only
// when two turned letters or more show it is meant.
const TURNED: Record<string, string> = {
  ɐ: "a",
  ɔ: "c",
  ǝ: "e",
  ə: "e",
  ɟ: "f",
  ƃ: "g",
  ᵷ: "g",
  ɥ: "h",
  ı: "i",
  ɾ: "j",
  ʞ: "k",
  ꞁ: "l",
  ɯ: "m",
  ɹ: "r",
  ʇ: "t",
  ʌ: "v",
  ʍ: "w",
  ʎ: "y",
  ᴉ: "i",
  ⅎ: "f",
  "⅁": "g",
  "⅂": "l",
  "⅄": "y",
  ᴚ: "r",
  ʁ: "r",
  b: "q",
  q: "b",
  d: "p",
  p: "d",
  n: "u",
  u: "n",
};
const TURNED_ONLY = /[ɐɔǝəɟƃᵷɥıɾʞꞁɯɹʇʌʍʎᴉⅎ⅁⅂⅄ᴚʁ]/gu;
const turnedBack = (text: string) => [...text].map((ch) => TURNED[ch] ?? ch).join("");

function upsideDown(text: string): string[] {
  if ((text.match(TURNED_ONLY)?.length ?? 0) < 2) return [];
  const lower = text.toLowerCase();
  return [reversed(turnedBack(lower)), turnedBack(lower)];
}

// base64 of UTF-8 text: a token of the alphabet long enough to hold a word, of a
// length base64 makes, that decodes to letters and spaces only.
const BASE64_TOKEN = /(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/]{8,}={0,2}(?![A-Za-z0-9+/=_-])/g;
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{Zs}]+$/u;

function base64(text: string): string[] {
  if (!BASE64_TOKEN.test(text)) return [];
  BASE64_TOKEN.lastIndex = 0;
  let changed = false;
  const decoded = text.replace(BASE64_TOKEN, (token) => {
    if (token.length % 4 !== 0 || !/[A-Z]/.test(token) || !/[a-z0-9]/.test(token)) return token;
    const plain = Buffer.from(token, "base64").toString("utf8");
    if (!PRINTABLE.test(plain) || plain.includes("\uFFFD")) return token;
    changed = true;
    return ` ${plain} `;
  });
  return changed ? [decoded] : [];
}

// International Morse code: letters and digits; "/" , "|" or a wide gap between words.
const MORSE: Record<string, string> = {
  ".-": "a",
  "-...": "b",
  "-.-.": "c",
  "-..": "d",
  ".": "e",
  "..-.": "f",
  "--.": "g",
  "....": "h",
  "..": "i",
  ".---": "j",
  "-.-": "k",
  ".-..": "l",
  "--": "m",
  "-.": "n",
  "---": "o",
  ".--.": "p",
  "--.-": "q",
  ".-.": "r",
  "...": "s",
  "-": "t",
  "..-": "u",
  "...-": "v",
  ".--": "w",
  "-..-": "x",
  "-.--": "y",
  "--..": "z",
  "-----": "0",
  ".----": "1",
  "..---": "2",
  "...--": "3",
  "....-": "4",
  ".....": "5",
  "-....": "6",
  "--...": "7",
  "---..": "8",
  "----.": "9",
};
// Dots and dashes as typed or drawn: "·", "•", "∙", "–", "—", "−", "_".
const MORSE_DOTS = /[·•∙⋅]/g;
const MORSE_DASHES = /[–—−_]/g;

function morse(text: string): string[] {
  const marks = text.replace(MORSE_DOTS, ".").replace(MORSE_DASHES, "-");
  if ((marks.match(/[.-]/g)?.length ?? 0) < 6) return [];
  const decoded = marks.replace(/[.\-/| \t]{6,}/g, (run) => {
    const words = run.trim().split(/\s*[/|]\s*|\s{2,}/);
    const letters = words.map((word) => word.split(/\s+/).map((code) => MORSE[code] ?? (code ? "?" : "")));
    if (letters.flat().filter((letter) => letter === "?").length * 4 > letters.flat().length) return run;
    return ` ${letters.map((word) => word.join("")).join(" ")} `;
  });
  return decoded === marks ? [] : [decoded];
}

// Pig Latin: a word's first consonants moved to its end and "ay" added ("akednay",
// "ildchay"), or "way"/"yay" after a word that starts with a vowel ("eatway"). The
// word read back is the cut that gives a known word.
const PIG_WORD = /\p{L}+ay(?!\p{L})/giu;
const CONSONANTS = /^[bcdfghjklmnpqrstvwxyz]{1,3}$/;

function pigLatinWord(word: string): string {
  const stem = word.toLowerCase().slice(0, -2);
  for (let cut = 1; cut <= 3 && cut < stem.length; cut++) {
    const moved = stem.slice(-cut);
    if (!CONSONANTS.test(moved)) break;
    const plain = moved + stem.slice(0, -cut);
    if (isKnownWord(plain)) return plain;
  }
  // A word that starts with a vowel only takes an ending ("eatway", "eatyay", "eatay").
  const plain = /^[aeiou]/.test(stem) ? stem.replace(/[wyh]$/, "") : "";
  return plain.length >= 2 && isKnownWord(plain) ? plain : word;
}

function pigLatin(text: string): string[] {
  const words = text.match(WORD) ?? [];
  const pig = text.match(PIG_WORD) ?? [];
  if (pig.length < 2 || pig.length * 2 < words.length) return [];
  return [text.replace(PIG_WORD, pigLatinWord)];
}

const DECODERS: Array<(text: string) => string[]> = [(text) => [rot13(text)], (text) => [reversed(text)], upsideDown, base64, morse, pigLatin];

/** The plausible readings of a prompt written in a simple code (none for a plain prompt). */
export function decodedReadings(prompt: string): string[] {
  const readings = new Set<string>();
  for (const decode of DECODERS) {
    for (const reading of decode(prompt)) if (reading !== prompt && plausible(reading, prompt)) readings.add(reading);
  }
  return [...readings];
}
