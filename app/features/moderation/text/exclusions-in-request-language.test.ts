import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";

// Exclusions of quality words in the prompt's own language are read as that language
// (the dictionary of the request's prose); a word of an uncovered language is not.

const outcome = (prompt: string, negativePrompt: string) => {
  const verdict = checkPrompt({ prompt, negativePrompt, nsfw: true });
  return verdict.allowed ? "allowed" : verdict.category;
};

describe("exclusions in the request's language", () => {
  it.each([
    ["mujer desnuda en la playa, 30 años", "feo, borroso"],
    ["mujer desnuda en la playa, 30 años", "feo, borroso, mala calidad, marca de agua"],
    ["nackte Frau am Strand, 30 Jahre", "unscharf, hässlich"],
    ["femme nue sur la plage, 30 ans", "flou, laid"],
    ["plaj üzerinde çıplak kadın, 30 yaşında", "çirkin, bulanık, filigran"],
    ["donna nuda sulla spiaggia, 30 anni", "brutto, sfocato"],
    ["mulher nua na praia, 30 anos", "feio, desfocado"],
    // A lone word excluded from a named adult is read by any covered dictionary (ADR 064).
    ["nude woman on a beach, 30", "feo"],
    ["nude woman on a beach", "unscharf, flou"],
  ])("allows %j excluding %j", (prompt, negativePrompt) => {
    expect(outcome(prompt, negativePrompt)).toBe("allowed");
  });

  it.each([
    ["mujer desnuda en la playa, 30 años", "feo, mtoto"],
    ["mujer desnuda en la playa, 30 años", "msichana, borroso"],
    ["mulher nua na praia, 30 anos", "mtu mzima"],
    ["femme nue sur la plage", "flou, umuntu omdala"],
    // No adult named: a lone word is read only by the request's own prose ("naine",
    // Estonian for women, is also French for a dwarf).
    ["nude girl on a beach", "naine"],
    ["nude person on a beach", "feo"],
    // Words of no covered dictionary stay unread whoever is named.
    ["nude woman on a beach, 30", "mtoto"],
    ["nude woman on a beach, 30", "täiskasvanu"],
  ])("still refuses %j excluding %j as an uncovered language", (prompt, negativePrompt) => {
    expect(outcome(prompt, negativePrompt)).toBe("uncovered-language");
  });

  it("still reads an excluded adult in the request's language as asking for a minor", () => {
    expect(outcome("desnuda en la playa", "feo, adulta")).toBe("sexual-minors");
  });
});
