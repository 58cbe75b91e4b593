import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import { taughtByAdults } from "./taught-by-adults";

const outcome = (prompt: string, nsfw: boolean) => {
  const verdict = checkPrompt({ prompt, nsfw });
  return verdict.allowed ? "allowed" : verdict.category;
};

describe("school years that describe an adult's work", () => {
  it.each([
    "mujer desnuda, maestra de quinto de primaria",
    "femme nue, professeure de CM1",
    "nude woman, teacher of 5th grade",
    "nude woman, girl scout leader",
    "nude woman, former brownie leader",
    "ragazza nuda, 30 anni, maestra di quinta elementare",
  ])("allows the adult %j with NSFW on", (prompt) => {
    expect(outcome(prompt, true)).toBe("allowed");
  });

  it.each([
    "nude teacher with her 5th grade class",
    "nude teacher and a 5th grader",
    "maestra desnuda con sus alumnos de quinto de primaria",
    "nude woman, teacher of 5th grade, and a naked girl from 5th grade",
    "nude girl scout",
  ])("refuses %j with NSFW on", (prompt) => {
    expect(outcome(prompt, true)).toBe("sexual-minors");
  });

  it("keeps a school year that goes on to name pupils", () => {
    expect(taughtByAdults("maestra de quinto de primaria", ["quinto de primaria"])).toEqual(new Set(["quinto de primaria"]));
    expect(taughtByAdults("maestra de quinto de primaria, niñas", ["quinto de primaria"])).toEqual(new Set(["quinto de primaria"]));
    expect(taughtByAdults("maestra de niñas de quinto de primaria", ["quinto de primaria"])).toEqual(new Set());
    expect(taughtByAdults("teacher of 5th grade students", ["5th grade"])).toEqual(new Set());
  });
});
