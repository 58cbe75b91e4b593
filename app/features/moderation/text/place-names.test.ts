import { describe, expect, it } from "vitest";
import { placeNameWords } from "./place-names";
import { checkPrompt } from "./prompt-policy";

describe("place names", () => {
  it("finds capitalised names of cities, countries and regions, whole", () => {
    expect([...placeNameWords(["Kuala", "Lumpur", "hotel"])]).toEqual([0, 1]);
    expect([...placeNameWords(["a", "loft", "in", "Tbilisi"])]).toEqual([3]);
    expect([...placeNameWords(["New", "Zealand"])]).toEqual([0, 1]);
  });

  it("needs the capitals as written and the whole name", () => {
    expect(placeNameWords(["tbilisi"]).size).toBe(0);
    expect(placeNameWords(["Kuala"]).size).toBe(0);
  });
});

const verdict = (prompt: string) => checkPrompt({ prompt, nsfw: true });

describe("an adult request set in a named place", () => {
  it.each([
    "nude woman, 30 years old, Ljubljana, soft light",
    "nude woman, 30 years old, Tbilisi, soft light",
    "nude woman, 30 years old, Kuala Lumpur, soft light",
    "nude woman, 30 years old, Reykjavik, soft light",
    "nude woman, 30 years old, Addis Ababa, soft light",
    "nude man, 40, Ulaanbaatar rooftop at dusk",
  ])("is allowed: %j", (prompt) => {
    expect(verdict(prompt).allowed).toBe(true);
  });

  it.each([
    // A place name excuses only itself: the unread word beside it is still judged.
    "nude woman, 30 years old, Tbilisi msichana",
    "nude, Msichana",
    "nude, msichana, Kuala Lumpur",
    // A place name does not make the prompt prose of its country's language.
    "nude, msichana, Paris",
    "nude, msichana, Madrid",
    // Written small, it is no name.
    "nude woman, ljubljana msichana uchi",
    // The minors rules read every word, names included.
    "nude girl, 12, Tbilisi",
  ])("is still refused: %j", (prompt) => {
    expect(verdict(prompt).allowed).toBe(false);
  });
});
