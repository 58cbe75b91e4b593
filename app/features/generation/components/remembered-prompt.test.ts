import { describe, expect, it } from "vitest";
import { parseRememberedPrompt } from "./remembered-prompt";

describe("the prompt remembered across sign-in", () => {
  it("brings back the style the page was opened with, and its model and aspect ratio", () => {
    const saved = JSON.stringify({ prompt: "a fox", negativePrompt: "blur", preset: "anime", model: "flux", aspectRatio: "3:4" });
    expect(parseRememberedPrompt(saved)).toEqual({ prompt: "a fox", negativePrompt: "blur", preset: "anime", model: "flux", aspectRatio: "3:4" });
  });

  it("keeps only the prompt when no style was chosen, or when what was stored is not of the right form", () => {
    expect(parseRememberedPrompt(JSON.stringify({ prompt: "a fox", negativePrompt: "" }))).toEqual({ prompt: "a fox", negativePrompt: "" });
    const tampered = JSON.stringify({ prompt: "a fox", preset: "../admin", model: "flux", aspectRatio: "3:4" });
    expect(parseRememberedPrompt(tampered)).toEqual({ prompt: "a fox", negativePrompt: "" });
    const badRatio = JSON.stringify({ prompt: "a fox", preset: "anime", model: "<script>", aspectRatio: "7:5" });
    expect(parseRememberedPrompt(badRatio)).toEqual({ prompt: "a fox", negativePrompt: "", preset: "anime" });
  });

  it("reads nothing from a text that is not JSON", () => {
    expect(parseRememberedPrompt("{not json")).toBeNull();
  });
});
