// Numbers written in another base ("15 in base 8", "base-12 11", "15 (octal)",
// "0o15", "1101b", "1101₂", "E in hex"): written as their decimal value in the age
// form, so the age readers read the value. Hexadecimal and binary with a "0x"/"0b"
// prefix or "in binary" are read in `ages.ts`; here any base from 2 to 36 said by
// its number or name.

const BASE_NAMES: Record<string, number> = {
  binary: 2,
  ternary: 3,
  octal: 8,
  decimal: 10,
  duodecimal: 12,
  dozenal: 12,
  hex: 16,
  hexadecimal: 16,
  binär: 2,
  binaire: 2,
  binario: 2,
  oktal: 8,
  octale: 8,
  ottale: 8,
  hexadezimal: 16,
  hexadécimal: 16,
  двоичной: 2,
  восьмеричной: 8,
  шестнадцатеричной: 16,
};
const NAMES = Object.keys(BASE_NAMES).join("|");
const SUBSCRIPT_DIGITS = "₀₁₂₃₄₅₆₇₈₉";
const DIGITS = "[0-9a-z]{1,8}";
// "15 in base 8", "15 base 8", "15 (base 8)", "15 in octal", "15 (octal)", "15 octal", "15 в восьмеричной системе".
const AFTER = new RegExp(
  `(?<![\\p{L}\\p{N}])(${DIGITS})\\s*(?:\\(\\s*)?(?:in\\s+|en\\s+|im\\s+|in\\s+der\\s+|в\\s+)?(?:(?:base|basis|base-)\\s*(\\d{1,2})|(${NAMES}))(?:\\s*\\))?(?![\\p{L}\\p{N}])`,
  "gu",
);
// "base 8: 15", "base-12 11", "octal 15", "hex E".
const BEFORE = new RegExp(`(?<![\\p{L}\\p{N}])(?:base[\\s-]?(\\d{1,2})|(${NAMES}))\\s*[:=]?\\s*(${DIGITS})(?![\\p{L}\\p{N}])`, "gu");
// "0o15", "1101b", "15₈", "1101_2".
const MARKED = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:0o([0-7]{1,4})|([01]{2,8})b|(\\d{1,8})(?:_(\\d{1,2})|([${SUBSCRIPT_DIGITS}]{1,2})))(?![\\p{L}\\p{N}])`,
  "gu",
);

const subscript = (digits: string) => Number([...digits].map((digit) => SUBSCRIPT_DIGITS.indexOf(digit)).join(""));

/** The decimal value of digits in a base, or undefined when they are no number in it. */
export function valueInBase(digits: string, base: number): number | undefined {
  if (base < 2 || base > 36) return undefined;
  const lower = digits.toLowerCase();
  const valid = [...lower].every((digit) => {
    const value = parseInt(digit, 36);
    return !Number.isNaN(value) && value < base;
  });
  return valid ? parseInt(lower, base) : undefined;
}

/** The form with numbers in other bases written in decimal. */
export function basesAsDecimal(text: string): string {
  if (!/base|binar|octal|oktal|ottale|hex|duodecimal|dozenal|ternary|двоичн|восьмерич|шестнадцатерич|0o|[01]b|_\d|[₀-₉]/u.test(text)) return text;
  const write = (said: string, digits: string, base: number) => {
    // Letters alone are a number only when short ("E in hex"): "babe in hex" is a word.
    if (!/\d/u.test(digits) && digits.length > 2) return said;
    const value = valueInBase(digits, base);
    return value === undefined ? said : String(value);
  };
  return text
    .replace(AFTER, (said, digits: string, base?: string, name?: string) => write(said, digits, base ? Number(base) : BASE_NAMES[name!]))
    .replace(BEFORE, (said, base?: string, name?: string, digits?: string) => write(said, digits!, base ? Number(base) : BASE_NAMES[name!]))
    .replace(MARKED, (said, octal?: string, binary?: string, digits?: string, base?: string, sub?: string) =>
      octal ? write(said, octal, 8) : binary ? write(said, binary, 2) : write(said, digits!, base ? Number(base) : subscript(sub!)),
    );
}

/**
 * The decimal value of a number followed by the base it is written in ("15 in base
 * 16" is 21), or undefined: only that value can be an age (`small-numbers`).
 */
export function valueWithBaseAhead(digits: string, after: string): number | undefined {
  const said = basesAsDecimal(`${digits}${after}`);
  const value = /^(\d+)/u.exec(said);
  return value && said.length < digits.length + after.length ? Number(value[1]) : undefined;
}
