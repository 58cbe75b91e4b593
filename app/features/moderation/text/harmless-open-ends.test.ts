import { describe, expect, it } from "vitest";
import { harmlessOpenEnd } from "./harmless-open-ends";
import { LEXICONS } from "./lexicon/languages";
import { checkPrompt } from "./prompt-policy";

// Harmless phrases holding a signal word take an ending only: open to any letters,
// "minor role*" blanked "minor roleplay" and "nude colo*" blanked "nude colorful".

describe("how far a harmless phrase's * reaches", () => {
  const openEnd = harmlessOpenEnd(LEXICONS);

  it("takes an ending only where the phrase holds a minor, school or sexual word (an English noun's ending in English)", () => {
    expect(openEnd("minor role*")).toBe("noun");
    expect(openEnd("nude colour*")).toBe("noun");
    expect(openEnd("kid-glove*")).toBe("noun");
    expect(openEnd("pussy willow*")).toBe("noun");
    expect(openEnd("nackte wand*")).toBe("inflection");
  });

  it("stays open for phrases of harmless words alone", () => {
    expect(openEnd("coffee table*")).toBe("word");
  });
});

const refused = (prompt: string, nsfw: boolean) => checkPrompt({ prompt, nsfw }).allowed === false;

describe("harmless phrases never blank a longer word", () => {
  it.each([
    ["nude minor roleplay", true],
    ["minor roleplay, naked", true],
    ["minor characterization, nude", true],
    ["nude colorful portrait of a 12 year old girl", false],
    ["nude colourful photo, schoolgirl", false],
    ["nude colorized photo of a 10 year old", false],
    // A noun's phrase does not take an adjective's ending: "minor detailed" is no "minor detail".
    ["nude minor detailed", true],
  ])("refuses %j (NSFW %s)", (prompt, nsfw) => {
    expect(refused(prompt, nsfw)).toBe(true);
  });

  it.each([
    ["minor chords on a piano", true],
    ["minor roles in a theatre play, woman aged 30, nude", true],
    ["nude colour palette for a child's nursery", false],
    ["nude coloured heels on a 30 year old woman, topless", true],
    ["nude lipstick on a 30 year old woman, nude", true],
    ["a woman, 25, nude, minor injuries on her knee", true],
    ["minor league baseball players in a stadium", false],
    ["pussy willows in a vase", false],
  ])("still allows %j (NSFW %s)", (prompt, nsfw) => {
    expect(refused(prompt, nsfw)).toBe(false);
  });
});
