import { describe, expect, it } from "vitest";
import { harmlessWithinClauses } from "./harmless-clauses";
import { prepareText } from "./normalize";
import { compileTerms } from "./term-matcher";

const matcher = compileTerms(["minor detail*", "naked wall*", "adult theme*"]);
const terms = (prompt: string) => harmlessWithinClauses(matcher, prompt, prepareText(prompt)).map((span) => span.term);

describe("harmless phrases within one clause", () => {
  it.each(["nude minor, detailed skin", "child naked, wall behind", "adult, theme park", "minor; details", "naked (wall)", "child naked - wall"])(
    "masks nothing across a break: %s",
    (prompt) => {
      expect(terms(prompt)).toEqual([]);
    },
  );

  it.each([
    ["a minor detail, sharp focus", ["minor detail"]],
    ["woman by a naked wall", ["naked wall"]],
    ["adult themes, moody", ["adult themes"]],
  ])("keeps a phrase inside one clause: %s", (prompt, expected) => {
    expect(terms(prompt)).toEqual(expected);
  });

  it("drops a phrase said once inside a clause and once across a break", () => {
    expect(terms("minor detail, nude minor, detail")).toEqual([]);
  });
});
