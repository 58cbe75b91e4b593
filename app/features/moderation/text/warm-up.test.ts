import { describe, expect, it } from "vitest";
import { checkPrompt } from "./prompt-policy";
import { WARM_UP_PROMPTS, warmUpTextRules } from "./warm-up";

const beyondLatin1 = (text: string) => [...text].some((char) => char.codePointAt(0)! > 0xff);

describe("the text rules' warm-up at start", () => {
  it("reaches both compilations of the patterns: prompts within Latin-1 and beyond it, with and without exclusions", () => {
    expect(WARM_UP_PROMPTS.some((input) => !beyondLatin1(input.prompt))).toBe(true);
    expect(WARM_UP_PROMPTS.some((input) => beyondLatin1(input.prompt))).toBe(true);
    expect(WARM_UP_PROMPTS.some((input) => input.negativePrompt)).toBe(true);
    expect(WARM_UP_PROMPTS.some((input) => input.nsfw)).toBe(true);
    expect(WARM_UP_PROMPTS.some((input) => !input.nsfw)).toBe(true);
  });

  it("runs without throwing, and its prompts are ordinary ones the rules allow", () => {
    expect(() => warmUpTextRules()).not.toThrow();
    for (const input of WARM_UP_PROMPTS) expect(checkPrompt(input).allowed, input.prompt).toBe(true);
    // The compilations themselves: seconds of CPU, more on a loaded machine.
  }, 120_000);
});
