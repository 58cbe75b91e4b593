/**
 * A search box's text as a PostgreSQL tsquery over `to_tsvector('simple', prompt)`
 * (ADR 030): every word must appear, each matched as a word's beginning ("light"
 * finds "lighthouse", "cat" finds "cats"). Only letters, marks and digits pass,
 * so nothing the user types is read as tsquery syntax. Case is left to the
 * database, which folds the query as it folded the prompts. Null: no word to look for.
 */
export function promptTsQuery(search: string): string | null {
  const words = [...new Set(search.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])].slice(0, MAX_WORDS);
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null;
}

const MAX_WORDS = 12;
