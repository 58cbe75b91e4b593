import { normalizeForAges } from "./normalize";

// Japanese names schoolgirls by the initials of their romanised stage: JK (女子高生),
// JC (女子中学生), JS (女子小学生). The lexicon reads them written together
// ("JK", "ＪＫ"); spaced or dotted ("J K", "J.C.", "J・S") they are also initials
// of Western names ("J. K. Rowling"), so they count only in a prompt written in
// Japanese script, where they stand for the stage.

const KANA_OR_HAN = /[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}]/u;
const SPACED_INITIALS = /(?<![\p{L}\p{N}])j[\s.・·\-_*☆★♪♡♥]{1,3}[kcs](?![\p{L}\p{N}])\.?/gu;

/** Schoolgirl initials written apart ("J K", "j.c."), as written, in a prompt in Japanese script. */
export function findSpacedSchoolInitials(prompt: string): string[] {
  if (!KANA_OR_HAN.test(prompt)) return [];
  return [...normalizeForAges(prompt).matchAll(SPACED_INITIALS)].map((match) => match[0]);
}
