import { describe, expect, it } from "vitest";
import { adulthoodExcludedInPrompt, splitPromptExclusions } from "./prompt-exclusions";

// Exclusions written into the prompt push adulthood away as the negative prompt
// does, when what the prompt keeps names no adult.

describe("exclusions in the prompt", () => {
  it.each([
    ["nude girl, no adults in the scene", "no adults in the scene"],
    ["naked girl without any adults", "without any adults"],
    ["chica desnuda, sin adultos", "sin adultos"],
    ["meztelen lány, felnőttek nélkül", "felnottek nelkul"],
    ["nude girl, (adult:0)", "adult"],
    ["nude girl, [woman:-1]", "woman"],
  ])("splits off the exclusion of %j", (prompt, excluded) => {
    expect(splitPromptExclusions(prompt).excluded).toEqual([excluded]);
  });

  it.each([
    "nude girl, no adults, no elderly",
    "nude girl, not a woman",
    "nude girl, nobody 18 or older",
    "fille nue, sans adultes",
    "nacktes Mädchen ohne Erwachsene",
    "topless girl, no women, no men",
    "裸の女の子、大人なし",
  ])("finds adulthood pushed away in %j", (prompt) => {
    expect(adulthoodExcludedInPrompt(prompt)).not.toEqual([]);
  });

  it.each([
    "nude woman, no other adults",
    "nude girl, 25, no adults around",
    "nude woman, no men",
    "nude girl, no tattoos",
    "nude woman, no children in the scene",
    "nude girl on a beach",
    "nude woman, (masterpiece:1.2), 16:9",
    "nude woman at 10:00",
  ])("finds none in %j", (prompt) => {
    expect(adulthoodExcludedInPrompt(prompt)).toEqual([]);
  });
});
