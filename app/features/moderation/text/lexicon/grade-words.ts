import { numberWordsOf } from "../number-words";

// School years are said with ordinal words as often as with digits ("yedinci
// sınıf", "Fünftklässlerin", "sedmá třída"), and a lexicon's `#` slot reads digits
// only. Rather than listing grades, a language's grade templates are written out
// with its ordinal words, taken from n2words like its number words.

const LAST_GRADE = 12;

/**
 * A language's ordinal words for school grades, as n2words writes them, in the
 * forms `inflect` gives ("siebte" as "siebt" and "siebten"). `from` leaves out the
 * first grades where "first class" and "second class" are everyday words (a train
 * seat, a quality): "erste Klasse", "první třída", "birinci sınıf"; `to` leaves out
 * the last ones where a system's school years end earlier (Spain's six of primaria).
 */
export function gradeOrdinals(language: string, options: { from?: number; to?: number; inflect?: (ordinal: string) => string[] } = {}): string[] {
  const { from = 1, to = LAST_GRADE, inflect = (ordinal: string) => [ordinal] } = options;
  const words = [...numberWordsOf(language).ordinals].filter(([, value]) => value >= from && value <= to).flatMap(([word]) => inflect(word));
  return [...new Set(words)];
}

/** Grade templates with `#` written as each grade word ("# sınıf kız*" with "yedinci": "yedinci sınıf kız*"). */
export function withGradeWords(templates: string[], grades: string[]): string[] {
  return templates.flatMap((template) => grades.map((grade) => template.replace("#", grade)));
}
