import { describe, expect, it } from "vitest";
import { checkPrompt } from "../prompt-policy";
import { FRAME_CUES, SUGGESTIVE_FRAMES } from "./suggestive-frames";
import type { WordTable } from "./word-tables";

// Every frame, written as a user would type it, sexualises a child with NSFW off and
// is nothing for an adult; frame cues do it two at a time.

const outcome = (prompt: string, nsfw: boolean) => {
  const verdict = checkPrompt({ prompt, nsfw });
  return verdict.allowed ? "allowed" : verdict.category;
};
const written = (entry: string) => entry.replace(/\*$/, "");
const entries = (table: WordTable) =>
  Object.entries(table).flatMap(([language, list]) => (list ?? []).map((entry) => [language, written(entry)] as const));

// "On all fours" said with a number word ("de quatro", "på alla fyra", "στα τέσσερα")
// and "etek altı" read that number as an age in an adult request (ADR 010's closed
// world for small numbers), with or without this table: left open.
const NUMBER_IN_POSE = new Set(["de quatro", "pa alla fyra", "στα τεσσερα", "על ארבע", "etek alti"]);

describe("suggestive frames", () => {
  it.each(entries(SUGGESTIVE_FRAMES))("refuses %s %j beside a child with NSFW off", (_language, entry) => {
    expect(outcome(`a 10 year old child, ${entry}`, false)).toBe("sexual-minors");
  });

  it.each(entries(SUGGESTIVE_FRAMES))("does not refuse %s %j for an adult as a minor", (_language, entry) => {
    expect(outcome(`an adult woman, ${entry}`, false)).not.toBe("sexual-minors");
    if (!NUMBER_IN_POSE.has(entry)) expect(outcome(`an adult woman, ${entry}`, true)).toBe("allowed");
  });
});

describe("frame cues", () => {
  const pairs = Object.entries(FRAME_CUES).flatMap(([language, list]) =>
    (list ?? []).slice(1).map((entry, index) => [language, written((list ?? [])[index]), written(entry)] as const),
  );

  it.each(pairs)("refuses %s %j with %j beside a child with NSFW off", (_language, first, second) => {
    expect(outcome(`a 10 year old child, ${first}; ${second}`, false)).toBe("sexual-minors");
  });

  it.each(entries(FRAME_CUES))("allows %s %j alone beside a child with NSFW off", (_language, entry) => {
    expect(outcome(`a 10 year old child, ${entry}`, false)).toBe("allowed");
  });
});
