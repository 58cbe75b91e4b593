import { describe, expect, it } from "vitest";
import { childFromCues, distinctCues, frameFromCues } from "./cue-sets";
import type { TermMatch } from "./term-matcher";

const span = (term: string, start: number, form = 0): TermMatch => ({ term, start, end: start + term.length, form });

describe("distinctCues", () => {
  it("counts a cue inside a longer one as that one", () => {
    expect(distinctCues([span("lying on the bed", 0), span("on the bed", 6)])).toEqual(["lying on the bed"]);
  });
  it("counts the same cue in two forms once", () => {
    expect(distinctCues([span("towel", 3, 0), span("towel", 3, 1)])).toEqual(["towel"]);
  });
  it("drops cues under a mask", () => {
    expect(distinctCues([span("stockings", 10)], [span("christmas stockings", 0)])).toEqual([]);
  });
});

describe("frameFromCues", () => {
  it("needs two cues", () => {
    expect(frameFromCues(["towel"])).toEqual([]);
    expect(frameFromCues(["transparent", "nightie"])).toEqual(["transparent", "nightie"]);
  });
});

describe("childFromCues", () => {
  it("needs two cues, or one beside a youth cue", () => {
    expect(childFromCues(["braces"], false)).toEqual([]);
    expect(childFromCues(["braces"], true)).toEqual(["braces"]);
    expect(childFromCues(["braces", "pigtails"], false)).toEqual(["braces", "pigtails"]);
  });
});
