import { adultCounterpartsExcluded, namesAnAdult } from "./adult-counterparts";
import { findAgeMentions } from "./ages";
import { normalizeForAges } from "./normalize";
import { readExclusions } from "./signals";

// Exclusions written into the prompt itself ("nude girl, no adults", "naked girl
// without any grown-ups", "chica desnuda, sin adultos", "裸の女の子、大人なし") push
// adulthood away as the negative prompt does (ADR 037): each clause from its word
// of exclusion on (up to it, where the word follows what it excludes) is read as
// exclusions. It counts only when what the prompt keeps names no adult and no adult
// age: "nude woman, 25, no other adults" is a woman alone.

// Words that start an exclusion, by language, as `normalizeForAges` writes them.
const BEFORE: Record<string, string[]> = {
  en: [
    ...["no", "without", "excluding", "exclude", "not", "never", "nobody", "no one", "none", "zero", "minus", "free of", "devoid of"],
    ...["lacking", "leaving out", "leave out", "ignore", "ignoring", "remove", "removing", "omit", "omitting", "drop", "skip"],
  ],
  es: ["sin", "ningun", "ninguna", "ninguno", "nadie", "excluyendo", "no", "nunca", "quitar", "quita", "libre de", "omitir", "cero"],
  fr: ["sans", "aucun", "aucune", "pas de", "excluant", "pas", "jamais", "retirer", "enlever", "exclure", "zero", "denue de", "depourvue de"],
  de: ["ohne", "kein", "keine", "keinen", "keiner", "niemand", "nicht", "nie", "frei von", "entferne", "entfernen", "weglassen", "null"],
  it: ["senza", "nessun", "nessuno", "nessuna", "niente", "non", "mai", "rimuovere", "togliere", "escludere", "zero"],
  pt: ["sem", "nenhum", "nenhuma", "ninguem", "nao", "nunca", "remover", "tirar", "excluir", "livre de", "zero"],
  gl: ["sen", "ningun", "ningunha"],
  nl: ["zonder", "geen", "niemand", "niet", "nooit", "verwijder", "weglaten", "vrij van", "nul"],
  sv: ["utan", "inga", "ingen", "inget"],
  da: ["uden", "ingen"],
  nb: ["uten", "ingen"],
  fi: ["ilman", "ei"],
  pl: ["bez", "zadnych", "zadnego", "nikogo", "nie", "nigdy", "usun", "wolne od", "zero"],
  cs: ["bez", "zadni", "zadne", "nikdo"],
  sk: ["bez", "ziadni", "ziadne", "nikto"],
  ru: ["без", "никаких", "нет", "никого", "не", "никогда", "убрать", "убери", "исключить", "ноль"],
  uk: ["без", "жодних", "ніяких", "нема"],
  bg: ["без", "никакви"],
  mk: ["без", "нема"],
  sr: ["bez", "без", "nema"],
  ro: ["fara", "niciun", "nicio"],
  el: ["χωρις", "χωρίς", "καθολου"],
  hu: ["semmi", "nincs"],
  id: ["tanpa", "tidak ada", "bukan"],
  ms: ["tanpa", "tiada", "bukan"],
  vi: ["khong co", "khong", "không có", "không"],
  tr: ["hic"],
  ar: ["بدون", "دون", "بلا", "لا"],
  he: ["בלי", "ללא", "אין"],
  fa: ["بدون", "بی"],
  hi: ["बिना", "बगैर"],
  mr: ["विना"],
  ne: ["बिना"],
  th: ["ไม่มี", "ปราศจาก"],
  zh: ["没有", "不要", "不含", "无", "無"],
};
// Words that end an exclusion, written after what they exclude.
const AFTER: Record<string, string[]> = {
  en: ["removed", "excluded", "omitted", "free", "banned", "absent"],
  de: ["frei", "entfernt", "ausgeschlossen"],
  hu: ["nelkul"],
  tr: ["olmadan", "yok", "haric"],
  hi: ["के बिना", "नहीं"],
  mr: ["शिवाय", "नाही"],
  ne: ["बिना", "छैन"],
  ja: ["なし", "無し", "抜き", "いない", "除く"],
  ko: ["없이", "없는", "없음", "제외"],
};

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
const alternatives = (table: Record<string, string[]>) =>
  [...new Set(Object.values(table).flat())]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");
// Scripts without spaces take the word wherever it stands; the others as a whole word.
const wordPattern = (table: Record<string, string[]>) =>
  new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives(table)})(?![\\p{L}\\p{M}])|(?:${alternatives({ cjk: CJK(table) })})`, "u");
const CJK = (table: Record<string, string[]>) =>
  Object.values(table)
    .flat()
    .filter((word) => /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}]/u.test(word));
const STARTS = wordPattern(BEFORE);
const ENDS = wordPattern(AFTER);
const CLAUSES = /[,;.!?|\n\r()[\]{}、，。；]+/u;
// A weight of zero or less excludes what it weighs: "(adult:0)", "[woman:-1]", "mature:-0.5";
// so does a count of none ("adults: none", "adults = 0").
const ZERO_WEIGHTED = /[([]?\s*([^,;:=()[\]\d]*\p{L})\s*[:=]\s*(?:[-−–—]\s*\.?\d[\d.]*|0+(?:[.,]0+)?|none|nil|zero)\s*[)\]]?(?![\d.\p{L}])/gu;

/** The prompt split into what it excludes and what it keeps. */
export function splitPromptExclusions(prompt: string): { excluded: string[]; kept: string } {
  const excluded: string[] = [];
  const kept: string[] = [];
  const text = normalizeForAges(prompt).replace(ZERO_WEIGHTED, (_, words: string) => {
    excluded.push(words);
    return ", ";
  });
  for (const clause of text.split(CLAUSES)) {
    const start = STARTS.exec(clause);
    const end = ENDS.exec(clause);
    if (start) {
      excluded.push(clause.slice(start.index));
      kept.push(clause.slice(0, start.index));
    } else if (end) {
      excluded.push(clause.slice(0, end.index + end[0].length));
      kept.push(clause.slice(end.index + end[0].length));
    } else kept.push(clause);
  }
  return { excluded: excluded.map((part) => part.trim()).filter(Boolean), kept: kept.join(", ") };
}

/** Adulthood the prompt's own exclusions push away, when what it keeps names no adult. */
export function adulthoodExcludedInPrompt(prompt: string, sexual = false): string[] {
  const { excluded, kept } = splitPromptExclusions(prompt);
  if (!excluded.length) return [];
  const exclusions = excluded.join(", ");
  const pushed = [...new Set([...readExclusions(exclusions).adulthood, ...adultCounterpartsExcluded(kept, exclusions, sexual)])];
  // Whether the rest names an adult is read last: most exclusions push no adulthood away.
  if (!pushed.length || namesAnAdult(kept) || findAgeMentions(kept).some((mention) => mention.age >= 18)) return [];
  return pushed;
}
