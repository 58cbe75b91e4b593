import { normalizeForAges } from "./normalize";

/** Plain words and phrases as one regex alternation, written as `normalizeForAges` writes text, longest first. */
export const wordsPattern = (list: readonly string[]) =>
  list
    .map((entry) =>
      normalizeForAges(entry)
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\s+/g, "\\s+"),
    )
    .sort((a, b) => b.length - a.length)
    .join("|");
