import { describe, expect, it } from "vitest";
import { rememberRecent } from "./recent-results";

describe("rememberRecent", () => {
  it("reads each input once while it is among the recent ones", () => {
    const read: string[] = [];
    const length = rememberRecent((text: string) => (read.push(text), text.length), 2);
    expect([length("ab"), length("ab"), length("abc"), length("ab")]).toEqual([2, 2, 3, 2]);
    expect(read).toEqual(["ab", "abc"]);
  });

  it("keeps no more than its size, the least recently used going first", () => {
    const read: string[] = [];
    const upper = rememberRecent((text: string) => (read.push(text), text.toUpperCase()), 2);
    upper("a");
    upper("b");
    upper("a"); // "a" is now the most recent
    upper("c"); // "b" goes
    upper("a");
    upper("b");
    expect(read).toEqual(["a", "b", "c", "b"]);
  });

  it("remembers null and undefined answers too", () => {
    let reads = 0;
    const nothing = rememberRecent((_text: string) => (reads++, undefined));
    nothing("x");
    nothing("x");
    expect(reads).toBe(1);
  });
});
