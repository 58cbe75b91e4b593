import { LEXICONS } from "./lexicon/languages";

// Arithmetic written as an expression, worked out whatever its shape (ADR 042):
// "0.5 * 28", "(10 + 4)", "2 × (3 + 4)", "семь умножить на два", "10 más 4",
// "log base 2 of 16384". `ages.ts` works out a fixed set of shapes; this reads the
// general class: numbers, operators in signs or in the words of the covered
// languages, brackets, roots and logarithms, by precedence. The value takes the
// expression's place in the age form, so the age readers read it like any number.
// A hyphen is a range ("16-18") and a slash a fraction or a pair, as in `ages.ts`.

const OPERATOR_WORDS: Record<"+" | "-" | "*" | "/", string[]> = {
  "+": [...LEXICONS.flatMap((lexicon) => lexicon.ages.plus ?? []), "plus", "added to", "mais", "più", "piu", "und", "加", "足す", "더하기"],
  "-": [...LEXICONS.flatMap((lexicon) => lexicon.ages.minus ?? []), "minus", "less", "take away", "减", "減", "引く", "빼기"],
  "*": [
    "times",
    "multiplied by",
    "mal",
    "por",
    "veces",
    "volte",
    "keer",
    "krát",
    "gånger",
    "gange",
    "ganger",
    "kali",
    "φορές",
    "fois",
    "vezes",
    "умножить на",
    "помножить на",
    "razy",
    "kertaa",
    "乘以",
    "乘",
    "かける",
    "掛ける",
    "곱하기",
  ],
  "/": ["divided by", "geteilt durch", "dividido por", "divise par", "diviso", "разделить на", "podzielone przez", "除以", "割る", "나누기"],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
const WORD_OPERATORS = Object.entries(OPERATOR_WORDS)
  .flatMap(([sign, words]) => [...new Set(words)].map((word) => [word, sign] as const))
  .sort(([a], [b]) => b.length - a.length);
const WORD_SIGN = new Map(WORD_OPERATORS.map(([word, sign]) => [word.replace(/\s+/g, " "), sign]));
const guarded = (word: string) =>
  /^\p{L}/u.test(word) && /\p{sc=Latin}|\p{sc=Cyrillic}/u.test(word) ? `(?<!\\p{L})${escape(word)}(?!\\p{L})` : escape(word);

const NUMBER = "\\d+(?:\\.\\d+)?";
const SIGN = "[+−*×x÷^]|\\*\\*";
const FUNCTION = "√|sqrt|square\\s+root\\s+of|log\\s*base\\s*\\d+\\s*of|log\\s*(?:2|10)|ln|log";
const TOKEN = new RegExp(
  `(${NUMBER})|(\\*\\*|${SIGN})|(${WORD_OPERATORS.map(([word]) => guarded(word)).join("|")})|(${FUNCTION})|([()])|(\\s+)`,
  "gyu",
);
// Where an expression may start: a number, a bracket or a function, not inside a number or a word.
const START = new RegExp(`(?<![\\p{L}\\p{N}.,])(?:\\(|${NUMBER}|${FUNCTION})`, "gu");

type Token = { kind: "number"; value: number } | { kind: "operator"; sign: string } | { kind: "function"; name: string } | { kind: "open" | "close" };

/** Tokens from `start`, as long as they read as an expression; with the end of the last one. */
function tokensFrom(text: string, start: number): { tokens: Token[]; end: number } {
  const tokens: Token[] = [];
  let end = start;
  TOKEN.lastIndex = start;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const [, number, sign, word, fn, bracket] = match;
    if (number) tokens.push({ kind: "number", value: Number(number) });
    else if (sign)
      tokens.push({
        kind: "operator",
        sign: sign === "−" ? "-" : sign === "×" || sign === "x" ? "*" : sign === "÷" ? "/" : sign === "**" ? "^" : sign,
      });
    else if (word) tokens.push({ kind: "operator", sign: WORD_SIGN.get(word.replace(/\s+/g, " ")) ?? "+" });
    else if (fn) tokens.push({ kind: "function", name: fn.replace(/\s+/g, " ") });
    else if (bracket) tokens.push({ kind: bracket === "(" ? "open" : "close" });
    else continue;
    end = TOKEN.lastIndex;
  }
  return { tokens, end };
}

const PRECEDENCE: Record<string, number> = { "+": 1, "-": 1, "*": 2, "/": 2, "^": 3 };

/** The value of an expression by precedence, or null where it does not read as one. */
function evaluate(tokens: Token[]): number | null {
  let at = 0;
  const primary = (): number | null => {
    const token = tokens[at++];
    if (!token) return null;
    if (token.kind === "number") return token.value;
    if (token.kind === "open") {
      const value = expression(1);
      return tokens[at++]?.kind === "close" ? value : null;
    }
    if (token.kind === "function") {
      const argument = primary();
      if (argument === null) return null;
      if (token.name === "√" || token.name === "sqrt" || token.name.startsWith("square")) return Math.sqrt(argument);
      const base = /\d+/.exec(token.name)?.[0];
      return base ? Math.log(argument) / Math.log(Number(base)) : token.name === "ln" ? Math.log(argument) : Math.log10(argument);
    }
    return null;
  };
  const expression = (minimum: number): number | null => {
    let left = primary();
    while (left !== null) {
      const token = tokens[at];
      if (token?.kind !== "operator" || PRECEDENCE[token.sign] < minimum) break;
      at++;
      const right = expression(token.sign === "^" ? PRECEDENCE[token.sign] : PRECEDENCE[token.sign] + 1);
      if (right === null) return null;
      left =
        token.sign === "+"
          ? left + right
          : token.sign === "-"
            ? left - right
            : token.sign === "*"
              ? left * right
              : token.sign === "/"
                ? left / right
                : left ** right;
    }
    return left;
  };
  const value = expression(1);
  return at === tokens.length ? value : null;
}

const MAY_HOLD = /[+−*×x÷^√(]|sqrt|root|log|ln|\p{L}{2,}\s+\d/u;

/**
 * The age form with each expression of two numbers or more (or a function of one)
 * written as its value, where that is a whole number under 1000: "0.5 * 28 years
 * old" is "14 years old". Trailing operators and brackets that close nothing are left.
 */
export function workOutExpressions(text: string): string {
  if (!MAY_HOLD.test(text)) return text;
  let result = "";
  let copied = 0;
  for (const start of text.matchAll(START)) {
    const from = start.index ?? 0;
    if (from < copied) continue;
    const { tokens, end } = tokensFrom(text, from);
    // The longest prefix that reads as an expression with an operator or a function in it.
    for (let length = tokens.length; length >= 2; length--) {
      const part = tokens.slice(0, length);
      if (!part.some((token) => token.kind === "operator" || token.kind === "function")) break;
      const value = evaluate(part);
      if (value === null || !Number.isFinite(value)) continue;
      const rounded = Math.round(value * 1e9) / 1e9;
      if (!Number.isInteger(rounded) || rounded < 0 || rounded >= 1000) break;
      const stop = length === tokens.length ? end : endOfTokens(text, from, length);
      result += `${text.slice(copied, from)}${rounded}`;
      copied = stop;
      break;
    }
  }
  return copied ? result + text.slice(copied) : text;
}

/** Where the first `count` tokens from `start` end. */
function endOfTokens(text: string, start: number, count: number): number {
  let seen = 0;
  TOKEN.lastIndex = start;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    if (match[6]) continue;
    if (++seen === count) return TOKEN.lastIndex;
  }
  return text.length;
}
