import { normalizeForAges } from "./normalize";

// Japanese names schoolgirls by the initials of their romanised stage: JK (女子高生),
// JC (女子中学生), JS (女子小学生). The lexicon reads them written together
// ("JK", "ＪＫ"); in a prompt written in Japanese script three more spellings of
// the same initials count:
// - spaced or dotted ("J K", "J.C.", "J・S"), elsewhere initials of Western names
//   ("J. K. Rowling");
// - the stage letter masked ("J〇", "J○", "J＊"), as Japanese masks a word it means:
//   every stage letter after J that a mask can hide is a school stage but D (JD,
//   a university student), and the worst reading decides;
// - spelt in kana by sound ("じぇーしー", "ジェイケー", "じぇーえす"), not inside a
//   longer katakana word ("ジェーシービー", the JCB card).

const KANA_OR_HAN = /[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}]/u;
const SPACED_INITIALS = /(?<![\p{L}\p{N}])j[\s.・·\-_*☆★♪♡♥]{1,3}[kcs](?![\p{L}\p{N}])\.?/gu;
const MASKED_INITIALS = /(?<![\p{L}\p{N}])j[〇○◯●◎□■×＊*?？](?![a-z0-9])/gu;
const KANA_J = "(?:じぇ[ーい]|ジェ[ーイ])";
const KANA_STAGE = "(?:け[ーい]|ケ[ーイ]|し[ーい]|シ[ーイ]|えす|エス)";
const KANA_INITIALS = new RegExp(`(?<![\\p{sc=Katakana}ー])${KANA_J}[\\s・]?${KANA_STAGE}(?![\\p{sc=Katakana}ー])`, "gu");

/** Schoolgirl initials written apart, masked or in kana ("J K", "J〇", "じぇーしー"), as written, in a prompt in Japanese script. */
export function findSpacedSchoolInitials(prompt: string): string[] {
  if (!KANA_OR_HAN.test(prompt)) return [];
  const text = normalizeForAges(prompt);
  // Masks are read before look-alike folding, which makes "○" an "o".
  const masked = prompt.normalize("NFKC").toLowerCase();
  return [
    ...[SPACED_INITIALS, KANA_INITIALS].flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0])),
    ...[...masked.matchAll(MASKED_INITIALS)].map((match) => match[0]),
  ];
}
