import { describe, expect, it } from "vitest";
import { findAgeMentions } from "./ages";
import { checkPrompt } from "./prompt-policy";
import { shiftedMinorAges } from "./shifted-ages";

const shifted = (prompt: string) => shiftedMinorAges(prompt, findAgeMentions(prompt));

describe("adult ages drawn younger or said of a later time", () => {
  it.each([
    ["nude woman, 30, shown 20 years younger", "20 years younger"],
    ["woman, 35, younger by two decades", "younger by 2 decades"],
    ["woman, 30, as she looked 20 years ago", "as she looked 20 years ago"],
    ["nackte Frau, 30, 20 Jahre jünger", "20 jahre junger"],
    ["голая женщина, 30 лет, на 20 лет моложе", "на 20 лет моложе"],
    ["girl, 22 years old in 10 years", "in 10 years"],
    ["woman aged 25, in a decade", "in a decade"],
  ])("reads %s as a minor age (%s)", (prompt, said) => {
    expect(shifted(prompt)).toEqual([said]);
  });

  it.each([
    "woman, 40, shown 10 years younger",
    "man, 40, with a woman 20 years younger",
    "woman, 30, 10 years younger than her sister",
    "woman, 25, who will be famous in 10 years",
    "woman, 30 years old in 5 years",
    "girl, 20 years younger",
  ])("leaves %s alone", (prompt) => {
    expect(shifted(prompt)).toEqual([]);
  });

  it("shifts the age nearest before the shift, not an older person's", () => {
    expect(shifted("girl, 30, shown 20 years younger, her grandma is 70")).toEqual(["20 years younger"]);
  });
});

describe("a decade younger is a shift, not an age", () => {
  const verdict = (prompt: string) => checkPrompt({ prompt, nsfw: true }).allowed;

  it("allows an adult drawn a decade younger who stays an adult", () => {
    expect(verdict("nude woman aged 45, a decade younger")).toBe(true);
    expect(verdict("nude woman aged 45, looking a decade younger")).toBe(true);
  });

  it("refuses an adult drawn a decade younger into a minor, and a decade as an age", () => {
    expect(verdict("nude woman aged 25, a decade younger")).toBe(false);
    expect(verdict("nude girl, a decade old")).toBe(false);
    expect(verdict("nude girl, she is a decade young")).toBe(false);
  });
});
