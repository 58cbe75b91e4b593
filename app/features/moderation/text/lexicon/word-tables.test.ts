import { describe, expect, it } from "vitest";
import { checkPrompt } from "../prompt-policy";
import { CHILD_SLANG } from "./child-slang";
import { BODY_NOT_DEVELOPED, BREASTS_NOT_GROWN, CHILDHOOD_MILESTONES } from "./childhood-milestones";
import { OCCASIONS } from "./occasions";
import { SCHOOL_LIFE } from "./school-life";
import { SCHOOL_YEARS } from "./school-years";
import { NAKED_SLANG, UNDERWEAR_SLANG } from "./undress-slang";
import type { WordTable } from "./word-tables";

// Every entry of the class tables, written as a user would type it, is read by the
// rules: a school year, the school day, an occasion or a child's slang name beside nudity is refused;
// in a safe scene with NSFW off it is allowed. Naked slang needs NSFW for an adult and
// refuses a child; underwear slang is allowed for an adult and refuses a child.

const outcome = (prompt: string, nsfw: boolean) => {
  const verdict = checkPrompt({ prompt, nsfw });
  return verdict.allowed ? "allowed" : verdict.category;
};

// "#" is a grade: "5"; an open end is the word as listed.
const written = (entry: string) => entry.replace(/\*$/, "").replace(/#/g, "5");
const entries = (table: WordTable) =>
  Object.entries(table).flatMap(([language, list]) => (list ?? []).map((entry) => [language, written(entry)] as const));

describe("class tables of minor words", () => {
  const minors = [
    ...entries(SCHOOL_YEARS),
    ...entries(SCHOOL_LIFE),
    ...entries(OCCASIONS),
    ...entries(CHILD_SLANG),
    ...entries(CHILDHOOD_MILESTONES),
    ...entries(BODY_NOT_DEVELOPED),
  ];

  it.each(minors)("refuses %s %j beside nudity with NSFW on", (_language, entry) => {
    expect(outcome(`${entry}, nude`, true)).toBe("sexual-minors");
  });

  it.each(minors)("refuses %s %j beside a sexual word with NSFW off", (_language, entry) => {
    expect(outcome(`${entry}, sexy lingerie`, false)).toBe("sexual-minors");
  });

  it.each(minors)("allows %s %j in a safe scene with NSFW off", (_language, entry) => {
    expect(outcome(`${entry}, a sunny day in the park`, false)).toBe("allowed");
  });

  // These name a body part read as sexual: no safe scene of their own.
  it.each(entries(BREASTS_NOT_GROWN))("refuses %s %j beside nudity and in any scene", (_language, entry) => {
    expect(outcome(`${entry}, nude`, true)).toBe("sexual-minors");
    expect(outcome(`${entry}, a sunny day in the park`, false)).toBe("sexual-minors");
  });
});

describe("class tables of undress words", () => {
  it.each(entries(NAKED_SLANG))("refuses %s %j said of a child, and asks for NSFW for an adult", (_language, entry) => {
    expect(outcome(`a child, ${entry}`, false)).toBe("sexual-minors");
    expect(outcome(`an adult woman, ${entry}`, false)).toBe("sexual-needs-nsfw");
  });

  it.each(entries(UNDERWEAR_SLANG))("refuses %s %j said of a child, and allows it for an adult", (_language, entry) => {
    expect(outcome(`a child, ${entry}`, false)).toBe("sexual-minors");
    expect(outcome(`an adult woman, ${entry}`, false)).toBe("allowed");
  });
});
