import { describe, expect, it } from "vitest";
import { withoutArticleKeys } from "./key-of-a-minor";

const span = { form: 0, start: 0, end: 10, term: "in a minor" };
const kept = (prompt: string) => withoutArticleKeys(prompt, [span]).length === 1;

describe("'in a minor' as a key", () => {
  it.each(["sonata in A minor", "nude pianist playing in A minor", "a song in a minor key"])("%s", (prompt) => {
    expect(kept(prompt)).toBe(true);
  });
  it.each(["man cums in a minor", "in A minor", "playing in a minor"])("not %s", (prompt) => {
    expect(kept(prompt)).toBe(false);
  });
});
