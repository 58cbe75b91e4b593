import { describe, expect, it } from "vitest";
import { parseCheckoutDraft } from "./checkout-draft";

const draft = { prompt: "a fox", negativePrompt: "", model: "flux", aspectRatio: "9:16", count: 2, isPrivate: true, nsfw: false, seed: null };

describe("parseCheckoutDraft", () => {
  it("reads back exactly what was kept", () => {
    expect(parseCheckoutDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it("refuses anything that is not exactly a draft", () => {
    for (const bad of [
      null,
      "",
      "not json",
      JSON.stringify({ ...draft, extra: 1 }),
      JSON.stringify({ ...draft, count: 9 }),
      JSON.stringify({ ...draft, aspectRatio: "7:3" }),
      JSON.stringify({ ...draft, seed: 1.5 }),
      JSON.stringify({ ...draft, model: "" }),
      JSON.stringify({ ...draft, prompt: "x".repeat(100_000) }),
      JSON.stringify({ ...draft, nsfw: "false" }),
      JSON.stringify({ ...draft, seed: undefined }),
      JSON.stringify([draft]),
    ]) {
      expect(parseCheckoutDraft(bad)).toBeNull();
    }
  });
});
