import { normalizeForMatching, type PreparedText } from "./normalize";
import { harmlessWithinClauses } from "./harmless-clauses";
import { compileTerms, type TermMatch } from "./term-matcher";

// Cocktails and shots named with a sexual word ("Sex on the Beach", "Screaming
// Orgasm", "Slippery Nipple") are drinks where a drink is named beside them, in the
// same clause, in any covered language: "Sex on the Beach cocktail", "cóctel Sex on
// the Beach". Beside a minor the name counts as a drink only written as one, in
// capitals ("a girl with a Slippery Nipple mocktail"); "teen, sex on the beach,
// cocktail" keeps its sexual words. Names of one word ("Orgasm") are never excused:
// "girl having an orgasm with a cocktail" is one clause.

const DRINK_NAMES = [
  "sex on the beach",
  "screaming orgasm",
  "slippery nipple",
  "buttery nipple",
  "wet pussy",
  "hairy navel",
  "sex in the driveway",
  "sex on the beach mocktail",
];
const DRINK_WORDS = [
  ...["cocktail", "cocktails", "mocktail", "mocktails", "shot", "shots", "shooter", "shooters", "drink", "drinks", "glass", "glasses"],
  ...["liqueur", "bar", "bartender", "menu", "cóctel", "coctel", "cócteles", "trago", "copa", "chupito", "verre", "boisson"],
  ...["getränk", "glas", "bicchiere", "coquetel", "drinque", "copo", "drankje", "koktajl", "kieliszek", "kokteyl", "коктейль"],
  ...["bebida", "bevanda", "drink", "drinkje", "napój", "içki", "шот", "カクテル", "鸡尾酒", "칵테일"],
];

const NAMES = compileTerms(DRINK_NAMES);
const CLAUSES = /[,;|\n\r()[\]{}]+/u;
// With the endings of the languages that add them ("kokteyli", "koktajlu", "коктейля").
const DRINK_WORD = new RegExp(`(?<![\\p{L}\\p{M}])(?:${DRINK_WORDS.map(normalizeForMatching).join("|")})\\p{L}{0,3}(?![\\p{L}\\p{M}])`, "u");
const TITLE_CASED = (name: string) =>
  new RegExp(
    name
      .split(" ")
      .map((word) => (["on", "the", "in"].includes(word) ? word : `${word[0].toUpperCase()}${word.slice(1)}`))
      .join("\\s+"),
    "u",
  );

/** The drink names of a prompt, as harmless spans, where a drink is named in their clause (and, beside a minor, written as names). */
export function drinkNames(prompt: string, prepared: PreparedText, namesMinor: boolean): TermMatch[] {
  const spans = harmlessWithinClauses(NAMES, prompt, prepared);
  if (!spans.length) return [];
  const clauses = prompt.split(CLAUSES);
  const asDrink = (term: string) =>
    clauses.every((clause) => {
      const plain = normalizeForMatching(clause);
      if (!` ${plain} `.includes(` ${term} `)) return true;
      return DRINK_WORD.test(plain) && (!namesMinor || TITLE_CASED(term).test(clause));
    });
  return spans.filter((span) => asDrink(span.term));
}
