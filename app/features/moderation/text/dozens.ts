// Counting words that stand for a number ("a dozen", "two dozen", "half a dozen",
// "a baker's dozen", "three score and ten", "zwei Dutzend", "una docena"): written
// as the number they make, so the age readers read "aged two dozen" as 24 and not
// as "aged 12" (the word "dozen" alone is 12 among the number words). The covered
// languages' words for a dozen and a score are a closed set.

const DOZEN =
  "dozens?|dutzend|douzaines?|docenas?|duzias?|dozzin[ae]|dozijn|tuzin[ay]?|дюжин[аыу]?|tuc(?:et|tu|ty)|tucat|dussin|dusin|tusina[a]?|duzin[aăe]|duzine|ντουζ[ιί]ν[αε]ς?|ダース";
const SCORE = "score";
const COUNTING_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(half)\\s+(?:an?\\s+)?|([\\p{L}\\p{N}]+)[\\s-]+)?(?:(baker'?s|bakers)\\s+)?(${DOZEN}|${SCORE})(?:\\s+(?:de|di)(?=\\s+(?:años|anos|anni|ans)(?!\\p{L})))?(?:\\s+(?:and|und|et|y|e)\\s+(\\d{1,2}|[\\p{L}]+))?(?![\\p{L}])`,
  "gu",
);
const ONE = new Set(["a", "an", "one", "ein", "eine", "un", "une", "una", "uno", "um", "uma", "een", "jeden", "jedna", "одна", "одну"]);

/**
 * The text with counting words worked out. `valueOf` reads a number word or digits
 * (the age reader's own, so every covered language's number words count).
 */
export function workOutDozens(text: string, valueOf: (word: string) => number | undefined): string {
  if (!/dozen|dutzend|douzaine|docena|duzia|dozzin|dozijn|tuzin|дюжин|tuc|dussin|dusin|tusina|duzin|ντουζ|ダース|score/u.test(text)) return text;
  return text.replace(COUNTING_WORD, (said, half?: string, count?: string, baker?: string, word?: string, more?: string) => {
    const isScore = word === SCORE;
    const unit = isScore ? 20 : baker ? 13 : 12;
    const counted = count === undefined ? undefined : ONE.has(count) ? 1 : valueOf(count);
    // A word before that is no number stays ("her dozen roses"); "score" alone is a word of games.
    const lead = count !== undefined && counted === undefined ? `${count} ` : "";
    const times = half ? 0.5 : (counted ?? (isScore || /s$/u.test(word ?? "") ? undefined : 1));
    if (times === undefined) return said;
    const extra = more === undefined ? undefined : valueOf(more);
    const rest = more !== undefined && extra === undefined ? said.slice(said.search(/\s+(?:and|und|et|y|e)\s+\S+$/u)) : "";
    const value = times * unit + (extra ?? 0);
    return Number.isInteger(value) ? `${lead}${value}${rest}` : said;
  });
}
