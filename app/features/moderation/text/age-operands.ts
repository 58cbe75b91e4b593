import { workOutExpressions } from "./age-expressions";
import { LEXICONS } from "./lexicon/languages";
import { normalizeForAges } from "./normalize";
// A number an operation works on is not an age by itself: in "age three times ten"
// the age is 30, worked out in another form (`ages.ts`), and "age 3" read from the
// form as written would refuse an adult. The operations here are those whose result
// differs from the operand in a way that matters for adulthood: products, powers,
// quotients, and a multiplier before the number ("twice ten"). Sums and differences
// are read whole by the age patterns ("18 minus 3"), and a hyphen is a range. A
// number followed by its base ("15 in base 16") is read by its value (`numeral-bases`).

const OPERATOR_AHEAD =
  /^\s*(?:(?:years?\s+)?(?:past|beyond|older\s+than|younger\s+than|on\s+from)\s+(?:(?:her|his|their)\s+)?\d|(?:more|less|fewer)\s+than\s+\d|(?:times|multiplied\s+by|[x×*]|\^|\*\*|divided\s+by|÷|to\s+the\s+power\s+of|mal|fois|veces|vezes|volte|keer|razy|раз)\s*\d|(?:squared|cubed)(?!\p{L})|(?:\(\s*)?(?:in\s+)?(?:base[\s-]?\d|binary|octal|hex(?:adecimal)?)(?!\p{L}))/u;
const OPERATOR_BEHIND =
  /(?:(?:\d|an?|one)\s+decades?\s+(?:and|plus|\+)|\d\s*(?:times|multiplied\s+by|[x×*]|\^|\*\*|mal|fois|veces|vezes|volte|keer|razy|раз)|(?<!\p{L})(?:twice|double|two\s+times|zweimal|deux\s+fois|dos\s+veces|duas\s+vezes|due\s+volte|dwa\s+razy|дважды))\s*$/u;

/** Whether the number read at `start`..`end` of a form is an operand of an operation around it. */
export function isOperand(form: string, start: number, end: number): boolean {
  const after = form.slice(end, end + 32);
  const before = form.slice(Math.max(0, start - 32), start);
  return OPERATOR_AHEAD.test(after) || OPERATOR_BEHIND.test(before) || MULTIPLIER_BEHIND.test(before);
}

// "15+10", "18 plus 7": a number summed with another; read whole by the age patterns.
const SUM_AHEAD = /^\s*(?:\+|plus|mas|più|piu|mais|und)\s*(\d{1,2})(?![\p{N}]|[.,]\d)/u;
const SUM_BEHIND = /(?<![\p{N}.,])(\d{1,2})\s*(?:\+|plus|mas|più|piu|mais|und)\s*$/u;

/** The sum a number is a term of ("15+10" is 25), or undefined. */
export function sumAround(value: number, before: string, after: string): number | undefined {
  const other = SUM_AHEAD.exec(after) ?? SUM_BEHIND.exec(before);
  return other ? value + Number(other[1]) : undefined;
}

const PRODUCT_AHEAD =
  /^\s*(?:(times|multiplied\s+by|[x×*]|mal|fois|veces|vezes|volte|keer|razy|раз)\s*(\d{1,3})|(\^|\*\*|to\s+the\s+power\s+of)\s*(\d)|(squared|cubed))(?![\p{N}])/u;

/**
 * The result of a product or power a number starts ("5 squared" is 25, "3 times 10"
 * is 30), or undefined: a small number there is an operand, and only the result can
 * be an age (`small-numbers`).
 */
export function productAhead(value: number, after: string): number | undefined {
  const match = PRODUCT_AHEAD.exec(after);
  if (!match) return undefined;
  if (match[2] !== undefined) return value * Number(match[2]);
  if (match[4] !== undefined) return value ** Number(match[4]);
  return value ** (match[5] === "squared" ? 2 : 3);
}

// A multiplier said before a number, in the covered languages: "twice 12", "le double de
// 15", "il doppio di 15", "o dobro de 15", "doppelt so alt wie 15", "трижды 7".
const MULTIPLIERS: Array<[number, string[]]> = [
  [
    2,
    [
      ...["twice", "double", "two times", "double of", "zweimal", "doppelt so alt wie", "das doppelte von", "deux fois", "le double de"],
      ...["dos veces", "el doble de", "duas vezes", "o dobro de", "due volte", "il doppio di", "dwa razy", "дважды", "вдвое"],
    ],
  ],
  [
    3,
    [
      "thrice",
      "three times",
      "dreimal",
      "trois fois",
      "le triple de",
      "tres veces",
      "el triple de",
      "três vezes",
      "o triplo de",
      "tre volte",
      "il triplo di",
      "трижды",
      "втрое",
    ],
  ],
];
const MULTIPLIER_WORDS = MULTIPLIERS.flatMap(([, words]) => words)
  .sort((a, b) => b.length - a.length)
  .map((words) => words.replace(/\s+/g, "\\s+"))
  .join("|");
const MULTIPLIER_BEHIND = new RegExp(`(?<!\\p{L})(${MULTIPLIER_WORDS})\\s*$`, "u");
const FACTOR = new Map(MULTIPLIERS.flatMap(([factor, words]) => words.map((word) => [word, factor] as const)));

/** The product a multiplier before a number makes ("twice 12" is 24), or undefined. */
export function multipleBehind(value: number, before: string): number | undefined {
  const said = MULTIPLIER_BEHIND.exec(before)?.[1];
  return said === undefined ? undefined : value * FACTOR.get(said.replace(/\s+/gu, " "))!;
}

// "40 minus 15", "30 menos 12": a number taken away, read with the number it is taken
// from. The covered languages' words for minus (AgeWords.minus), in the form ages are read in.
const MINUS_WORDS = [...new Set(LEXICONS.flatMap((lexicon) => lexicon.ages.minus ?? []).map((word) => normalizeForAges(word).trim()))]
  .filter(Boolean)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"));
const MINUEND_BEHIND = new RegExp(`(?<![\\p{N}.,])(\\d{1,3})\\s*(?:−|take\\s+away|(?<!\\p{L})(?:${MINUS_WORDS.join("|")}))\\s*$`, "u");

/** The difference a number is taken away in ("40 minus 15" is 25), or undefined. */
export function differenceBehind(value: number, before: string): number | undefined {
  const minuend = MINUEND_BEHIND.exec(before)?.[1];
  return minuend === undefined ? undefined : Number(minuend) - value;
}

// "50 divided by 2": a divisor, read with its dividend.
const DIVIDEND_BEHIND =
  /(?<![\p{N}.,])(\d{1,3})\s*(?:divided\s+by|÷|geteilt\s+durch|divis[ée]e?\s+par|dividido\s+(?:por|entre)|diviso\s+per|gedeeld\s+door|podzielone\s+przez|делённое\s+на|деленное\s+на|разделить\s+на)\s*$/u;

/** The quotient a number divides ("50 divided by 2" is 25), or undefined. */
export function quotientBehind(value: number, before: string): number | undefined {
  const dividend = DIVIDEND_BEHIND.exec(before)?.[1];
  return dividend === undefined || value === 0 ? undefined : Number(dividend) / value;
}

// The digits, signs and brackets around a number ("4 x 6 + 2"); a hyphen is a range, not a sign.
const EXPRESSION_BEHIND = /[\d\s.+*×x÷^()]*$/u;
const EXPRESSION_AHEAD = /^[\d\s.+*×x÷^()]*/u;
const SIGN = /[+*×x÷^]/u;

/** The value of the expression of signs a number is a term of ("4 x 6 + 2" is 26), or undefined. */
export function expressionAround(before: string, number: string, after: string): number | undefined {
  const span = `${EXPRESSION_BEHIND.exec(before)![0]}${number}${EXPRESSION_AHEAD.exec(after)![0]}`.trim();
  if (!SIGN.test(span)) return undefined;
  const value = workOutExpressions(span).trim();
  return /^\d+$/u.test(value) ? Number(value) : undefined;
}

/** A multiplier before a number, for the age form: "le double de 15 ans" is "30 ans". */
export const MULTIPLIED = new RegExp(`(?<!\\p{L})(${MULTIPLIER_WORDS})\\s*(\\d{1,2})(?!\\p{N}|[.,]\\d)`, "gu");
/** The product of a `MULTIPLIED` match. */
export const multiplied = (said: string, value: string) => Number(value) * FACTOR.get(said.replace(/\s+/gu, " "))!;
