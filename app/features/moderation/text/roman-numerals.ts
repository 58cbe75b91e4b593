// Roman numerals where an age may be said ("age XIV", "a XIII-year-old", "aged
// xii"): written as digits in a form of their own, so the age readers decide, as for
// any number, whether they are an age. Only canonical numerals from 2 to 89 ("XIV",
// not "IIII" or "VX"), in capitals, or in small letters right after an age word: in
// small letters they are words ("mix", "di", "vi", "xi").

const NUMERAL = /^(?:L?X{0,3})(?:IX|IV|V?I{0,3})$/;
const VALUES: Record<string, number> = { I: 1, V: 5, X: 10, L: 50 };
const CAPITALS = /(?<![\p{L}\p{N}])[IVXL]{1,7}(?![\p{L}\p{N}])/gu;
const SMALL_AFTER_AGE = /(?<=(?<!\p{L})(?:age[sd]?|aged|is)[\s:=]+)[ivxl]{2,7}(?![\p{L}\p{N}])/gu;

/** The value of a canonical Roman numeral, or undefined. */
export function romanValue(numeral: string): number | undefined {
  const upper = numeral.toUpperCase();
  if (!upper || !NUMERAL.test(upper)) return undefined;
  let total = 0;
  for (let i = 0; i < upper.length; i++) {
    const value = VALUES[upper[i]];
    const next = VALUES[upper[i + 1]] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

const asDigits = (numeral: string) => {
  const value = romanValue(numeral);
  // "I" alone is the pronoun; a single "V" or "X" is a letter more often than a number
  // unless an age word is before it (handled by the small-letter reading).
  return value !== undefined && value >= 2 && value <= 89 && numeral.length >= 2 ? String(value) : numeral;
};

/** The text with Roman numerals written as digits, or the text itself when it has none. */
export function romanAsDigits(text: string): string {
  if (!/[IVXL]{2}|(?:age[sd]?|aged|is)[\s:=]+[ivxl]{2}/iu.test(text)) return text;
  return text.replace(CAPITALS, asDigits).replace(SMALL_AFTER_AGE, asDigits);
}
