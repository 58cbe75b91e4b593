import { normalizeForAges } from "./normalize";

// A class named by its year and a letter ("class 7b", "Klasse 7b", "aus der 7b",
// "7б класс", "из 7-Б", "3.A osztály") and Hebrew school years, written as letters
// ("כיתה ח", "בכיתה ז'", "מכיתה ו"): a pupil's class under 18. A number and a
// letter alone are many other things ("apartment 7b", "5 в" for five volts), so the
// code is read beside a word for a class or, in German and Russian, after the
// words that put someone in a class.
const YEAR = "(?:1[0-2]|[1-9])";
// Latin a–f; Cyrillic а, б, д (в and г are also volts and grams).
const LETTER = "(?:[a-f]|[абд])";
const CLASS_WORD =
  "(?:class|form|klasse|klas|classe|clase|classe|klasa|klasy|klasie|klasu|trida|tridy|tride|trieda|triedy|triede|osztaly|osztalyos|luokka|luokan|luokalla|sinif|sinifi|razred|razreda|класс\\p{L}*|клас\\p{L}*|разред\\p{L}*|τμημα)";
const CODE = `${YEAR}\\s*[-.]?\\s*${LETTER}`;
const CODE_BY_CLASS_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${CLASS_WORD}\\s*${CODE}|${CODE}\\s*${CLASS_WORD})(?![\\p{L}\\p{N}])`, "gu");
// "aus der 7b", "in die 7b", "из 7б", "в 7-Б", "у 7 а": the letter glued or after a hyphen.
const CODE_AFTER_PLACING = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:aus der|in der|in die|из|в|у|з)\\s+${YEAR}(?:[a-f]|\\s*-?\\s*[абд])(?![\\p{L}\\p{N}])`,
  "gu",
);
// Hebrew years א to יב after "כיתה" (class), with a preposition glued before it.
const HEBREW_YEAR = /(?<![\u05d0-\u05ea])[בלמוש]?כית(?:ה|ת)\s+(?:י[אב]|[א-ט]|י)['׳"]?(?![\u05d0-\u05ea])/gu;
// England's and Scotland's codes standing alone in a tag ("nude girl, KS3", "Y7") or,
// for primary and secondary years that are also phone and car names ("P6", "S1"),
// before a pupil word.
const BRITISH_CODE =
  /(?<=(?:^|[,;(|]|\band)\s*)(?:ks[1-4]|y[1-9]|y1[0-3]|yr\s?[1-9])(?=\s*(?:$|[,;)|]))|(?<![\p{L}\p{N}])(?:p[1-7]|s[1-6]|y[1-9]|ks[1-4])(?=\s+(?:pupil|student|girl|boy|class|kid)s?\b)/gu;
const MAY_HOLD_CODE = /\p{N}\s*[-.]?\s*[a-fа-еA-FА-Е](?![\p{L}])|כית|(?:ks|yr|[psy])\s?\d/iu;

/** Class codes and Hebrew school years, as written. */
export function findClassCodes(prompt: string): string[] {
  if (!MAY_HOLD_CODE.test(prompt)) return [];
  const text = normalizeForAges(prompt);
  return [
    ...text.matchAll(CODE_BY_CLASS_WORD),
    ...text.matchAll(CODE_AFTER_PLACING),
    ...prompt.matchAll(HEBREW_YEAR),
    ...text.matchAll(BRITISH_CODE),
  ].map((match) => match[0]);
}
