import { describe, expect, it, vi } from "vitest";
import { boundedMemo } from "./bounded-memo";

describe("boundedMemo", () => {
  it("computes each key once, remembers falsy answers too, and starts over at its limit", () => {
    const compute = vi.fn((key: string) => (key === "none" ? null : key.toUpperCase()));
    const memo = boundedMemo(2, compute);
    expect(memo("a")).toBe("A");
    expect(memo("a")).toBe("A");
    expect(memo("none")).toBeNull();
    expect(memo("none")).toBeNull();
    expect(compute).toHaveBeenCalledTimes(2);
    memo("b"); // a third key: the memo starts over with it
    memo("a");
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
