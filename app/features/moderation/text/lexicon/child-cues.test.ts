import { describe, expect, it } from "vitest";
import { checkPrompt } from "../prompt-policy";
import { CHILD_CUES } from "./child-cues";

// Child cues describe a child two at a time, or one beside a youth cue, in an adult
// request that names no adult; one alone, or beside a named adult, is nothing.

const outcome = (prompt: string) => {
  const verdict = checkPrompt({ prompt, nsfw: true });
  return verdict.allowed ? "allowed" : verdict.category;
};
const written = (entry: string) => entry.replace(/\*$/, "");
const pairs = Object.entries(CHILD_CUES).flatMap(([language, list]) =>
  (list ?? []).slice(1).map((entry, index) => [language, written((list ?? [])[index]), written(entry)] as const),
);

describe("child cues", () => {
  it.each(pairs)("refuses %s %j with %j in an adult request", (_language, first, second) => {
    expect(outcome(`nude, ${first}; ${second}`)).toBe("sexual-minors");
  });

  it.each(pairs)("allows %s %j with %j beside a named adult", (_language, first, second) => {
    expect(outcome(`nude woman, 30 years old, ${first}; ${second}`)).toBe("allowed");
  });

  it.each(pairs)("allows %s %j alone in an adult request", (_language, first) => {
    expect(outcome(`nude, ${first}`)).toBe("allowed");
  });
});
