import { wordsAsDigits } from "./ages";
import { normalizeForAges } from "./normalize";

// An exclusion that keeps one age and pushes every other away asks for that age:
// "all ages except 10-14", "any age other than twelve", "everyone but 13 year
// olds". A kept age under 18 is asked for, as a kept minor word is (ADR 037). The
// number must be said as an age: after "age", before an age unit, or kept from
// people or ages ("everything but 4k", "blurry, except 2 hands" keep no age).
const KEPT_AGE =
  /(?<!\p{L})(?:except|excepting|other\s+than|but|besides|apart\s+from|save|sauf|excepte|excepto|salvo|menos|ausser|auser|tranne|exceto|кроме|окрім)\s+(?:for\s+)?((?:the\s+)?ages?\s+)?(\d{1,2})(?:\s*(?:-|–|to|a|bis)\s*(\d{1,2}))?(?!\d)(\s*(?:years?|yrs?|yo|y\/o|ans|anos|años|anni|jahre|лет)(?!\p{L}))?/gu;
const OF_PEOPLE_OR_AGES =
  /(?<!\p{L})(?:ages?|anyone|everyone|anybody|everybody|people|persons?|todas\s+las\s+edades|tous\s+les\s+ages|alle\s+alter)(?!\p{L})[^,;|\n]*$/u;
const MAJORITY = 18;

/** The ages under 18 an exclusion keeps while excluding the rest, as written. */
export function agesKeptByExclusion(negativePrompt: string): string[] {
  const text = wordsAsDigits(normalizeForAges(negativePrompt));
  return [...text.matchAll(KEPT_AGE)]
    .filter((match) => Number(match[2]) < MAJORITY)
    .filter((match) => match[1] !== undefined || match[4] !== undefined || OF_PEOPLE_OR_AGES.test(text.slice(0, match.index)))
    .map((match) => match[0].trim());
}
