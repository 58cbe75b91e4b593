import { LEXICONS } from "./lexicon/languages";

// Which languages the text rules cover, and which letters those languages are
// written with. The covered set is the lexicons' own: adding a lexicon (and its
// alphabet below) is what opens a language to adult requests.

/**
 * The letters each language with a lexicon is written in, beyond ASCII a–z.
 * Scripts without a small alphabet (Han, kana, Hangul, Thai) are named as a
 * Unicode script instead. A language missing here covers no letters at all, so
 * a new lexicon without its alphabet fails closed (and its test fails).
 */
type Alphabet = { letters?: string; scripts?: string[] };

const CYRILLIC_RU = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя";
const ARABIC = "ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىيًٌٍَُِّْٰٱ٠١٢٣٤٥٦٧٨٩ـ";
const DEVANAGARI_HI = "ँंःअआइईउऊऋएऐऑओऔकखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहऺऻ़ऽािीुूृॅेैॉोौ्ॐक़ख़ग़ज़ड़ढ़फ़य़ॠ।॥०१२३४५६७८९ॉ";

export const ALPHABETS: Record<string, Alphabet> = {
  en: {},
  es: { letters: "áéíóúüñ" },
  pt: { letters: "áàâãçéêíóôõúü" },
  fr: { letters: "àâæçéèêëîïôœùûüÿ" },
  de: { letters: "äöüß" },
  it: { letters: "àèéìíîòóùú" },
  nl: { letters: "áéëíïóöúĳ" },
  pl: { letters: "ąćęłńóśźż" },
  tr: { letters: "çğıöşüâîû" },
  id: { letters: "é" },
  vi: {
    letters: "àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ",
  },
  cs: { letters: "áčďéěíňóřšťúůýž" },
  sk: { letters: "áäčďéíĺľňóôŕšťúýž" },
  hu: { letters: "áéíóöőúüű" },
  sv: { letters: "åäöé" },
  da: { letters: "æøåé" },
  nb: { letters: "æøåéèêóòô" },
  fi: { letters: "äöåšž" },
  ro: { letters: "ăâîșțşţ" },
  ru: { letters: CYRILLIC_RU },
  uk: { letters: "абвгґдеєжзиіїйклмнопрстуфхцчшщьюяʼ" },
  bg: { letters: "абвгдежзийклмнопрстуфхцчшщъьюяѝ" },
  el: { letters: "αβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώϊϋΐΰ" },
  he: { letters: "אבגדהוזחטיכךלמםנןסעפףצץקרשת\u05B0-\u05C7" },
  ar: { letters: ARABIC },
  fa: { letters: `${ARABIC}پچژگکیۀ۰۱۲۳۴۵۶۷۸۹` },
  hi: { letters: DEVANAGARI_HI },
  mr: { letters: `${DEVANAGARI_HI}ळऱॲ` },
  ne: { letters: DEVANAGARI_HI },
  ms: {},
  gl: { letters: "áéíóúñü" },
  sr: { letters: `${CYRILLIC_RU}ђјљњћџčćđšž` },
  mk: { letters: `${CYRILLIC_RU}ѓѕјљњќџ` },
  th: { scripts: ["Thai"] },
  ja: { scripts: ["Han", "Hiragana", "Katakana"] },
  zh: { scripts: ["Han"] },
  ko: { scripts: ["Hangul", "Han"] },
};

/** The ISO 639-1 codes of the languages the text rules cover, in the lexicons' order. */
export const COVERED_LANGUAGES: readonly string[] = [...new Set(LEXICONS.map((lexicon) => lexicon.language))];
const COVERED = new Set(COVERED_LANGUAGES);

export const isCoveredLanguage = (code: string) => COVERED.has(normalizeCode(code));

/** Detectors name Norwegian "no" and Hebrew "iw"; the lexicons use "nb" and "he". */
export function normalizeCode(code: string) {
  // Serbian is written in Latin letters too. Croatian and Bosnian stay uncovered:
  // their lexicons would need their own words (covering them by Serbian's lets
  // probes through).
  if (/^sr-latn$/i.test(code)) return "sr";
  if (/-latn$/i.test(code)) return code;
  const base = code.toLowerCase().split(/[-_]/)[0];
  if (base === "no" || base === "nn") return "nb";
  if (base === "iw") return "he";
  return base;
}

const englishNames = new Intl.DisplayNames(["en"], { type: "language" });

/** "English, Spanish, …, and Norwegian Bokmål": the covered languages by name, for the refusal message. */
export const COVERED_LANGUAGE_NAMES: string = new Intl.ListFormat("en", { type: "conjunction" }).format(
  COVERED_LANGUAGES.map((code) => englishNames.of(code) ?? code),
);

/** The English name of a language code ("sw" → "Swahili"), for the audit reason. */
export const languageName = (code: string) => {
  try {
    return englishNames.of(code) ?? code;
  } catch {
    return code;
  }
};

// Letters of the covered languages, lower-cased; ASCII letters are always covered.
const coveredLetters = new Set<string>();
const coveredScripts: string[] = [];
for (const code of COVERED_LANGUAGES) {
  const alphabet = ALPHABETS[code];
  if (!alphabet) continue;
  for (const ch of expandRanges(alphabet.letters ?? "")) coveredLetters.add(ch);
  coveredScripts.push(...(alphabet.scripts ?? []));
}
const COVERED_SCRIPT = coveredScripts.length ? new RegExp(`^[${[...new Set(coveredScripts)].map((s) => `\\p{sc=${s}}`).join("")}]$`, "u") : /(?!)/u;
const ASCII_LETTER = /^[a-z]$/;

/** Expands "\u05B0-\u05C7"-style ranges written in an alphabet string. */
function expandRanges(letters: string) {
  const out: string[] = [];
  const chars = [...letters];
  for (let i = 0; i < chars.length; i++) {
    if (chars[i + 1] === "-" && chars[i + 2]) {
      for (let cp = chars[i].codePointAt(0)!; cp <= chars[i + 2].codePointAt(0)!; cp++) out.push(String.fromCodePoint(cp));
      i += 2;
    } else out.push(chars[i]);
  }
  return out;
}

/**
 * Whether a letter (or combining mark) belongs to a covered language's alphabet.
 * A letter no covered language writes ("ə", "ј", "ң", "ð", "ٹ", a Georgian or
 * Tamil letter) is evidence of an uncovered language by itself.
 */
export function isCoveredLetter(ch: string) {
  const lower = ch.toLowerCase();
  return ASCII_LETTER.test(lower) || coveredLetters.has(lower) || COVERED_SCRIPT.test(ch);
}
