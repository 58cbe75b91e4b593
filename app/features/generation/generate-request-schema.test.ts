import { describe, expect, it } from "vitest";
import { generateRequestSchema } from "./generate-request-schema";
import { PROMPT_REQUIRED } from "./generation-options";

// The body of POST /api/generations: what is taken and what is refused, field by field.
const base = { prompt: "a red fox in the snow", idempotencyKey: "key-12345678" };
const outcome = (fields: Record<string, unknown>) => {
  const parsed = generateRequestSchema.safeParse({ ...base, ...fields });
  return parsed.success ? { ok: parsed.data } : { refused: parsed.error.issues[0]?.message };
};
const CONTROL = (label: string) => `${label} contains an invisible control character (such as NUL), which is not allowed. Remove it and try again.`;

describe("the generate request", () => {
  it("fills in the defaults", () => {
    expect(outcome({})).toEqual({
      ok: { ...base, negativePrompt: "", model: "gpt-image-1", mode: "generate", aspectRatio: "1:1", isNsfw: false, isPrivate: false, count: 1 },
    });
  });

  describe.each(["isPrivate", "isNsfw"])("%s", (field) => {
    it.each([
      [true, true],
      [false, false],
      ["true", true],
      ["false", false],
    ])("takes %j", (value, expected) => {
      expect(outcome({ [field]: value })).toMatchObject({ ok: { [field]: expected } });
    });

    it.each([["1"], ["0"], ["yes"], ["TRUE"], ["on"], [""], [1], [0], [null]])("refuses %j", (value) => {
      expect(outcome({ [field]: value })).toEqual({ refused: `${field} must be true or false.` });
    });
  });

  it.each([
    ["\u0000", CONTROL("The prompt")],
    ["a fox\u0007", CONTROL("The prompt")],
    ["a fox\ud800", CONTROL("The prompt")],
    ["", PROMPT_REQUIRED],
    ["   ", PROMPT_REQUIRED],
    ["\u200b\u2060\ufeff", PROMPT_REQUIRED],
    ["\u3164\u115f", PROMPT_REQUIRED],
    ["\u2800 \u2800", PROMPT_REQUIRED],
    [undefined, PROMPT_REQUIRED],
    [42, PROMPT_REQUIRED],
    ["x".repeat(4001), "The prompt can be at most 4000 characters."],
  ])("refuses the prompt %j", (prompt, message) => {
    expect(outcome({ prompt })).toEqual({ refused: message });
  });

  it("keeps a prompt with invisible characters around visible ones, trimmed", () => {
    expect(outcome({ prompt: "  \u200ba fox\n" })).toMatchObject({ ok: { prompt: "\u200ba fox" } });
    expect(outcome({ prompt: "line one\nline two\ttab" })).toMatchObject({ ok: { prompt: "line one\nline two\ttab" } });
  });

  it.each([
    ["people\u0000", CONTROL("'Exclude from Image'")],
    ["x".repeat(4001), "'Exclude from Image' can be at most 4000 characters."],
  ])("refuses the exclusions %j", (negativePrompt, message) => {
    expect(outcome({ negativePrompt })).toEqual({ refused: message });
  });

  it.each([
    [7, 7],
    ["7", 7],
    ["2147483647", 2_147_483_647],
    [0, 0],
  ])("takes the seed %j", (seed, expected) => {
    expect(outcome({ seed })).toMatchObject({ ok: { seed: expected } });
  });

  it.each([[""], [" 7"], ["-1"], ["1.5"], ["1e3"], ["0x10"], ["2147483648"], [-1], [1.5], [true], ["seven"]])("refuses the seed %j", (seed) => {
    expect(outcome({ seed })).toEqual({ refused: "The seed must be a whole number from 0 to 2147483647." });
  });

  it.each([
    [{ model: "" }, "Unknown model. Choose one of: gpt-image-1, dall-e-3, flux, or a model listed by GET /api/models."],
    [{ mode: "" }, "Unknown mode. Choose generate, edit, variation or upscale."],
    [{ aspectRatio: "2:1" }, "Unknown aspect ratio. Choose one of: 1:1, 4:3, 3:4, 16:9, 9:16."],
    [{ sourceGenerationId: "" }, "Unknown source image."],
    [{ idempotencyKey: "short" }, "The idempotency key must be 8 to 100 letters, digits, '-' or '_'."],
    [{ idempotencyKey: "key-1234\u0000" }, CONTROL("The idempotency key")],
    [{ idempotencyKey: undefined }, "An idempotency key is required."],
  ])("refuses %j", (fields, message) => {
    expect(outcome(fields)).toEqual({ refused: message });
  });
});

describe("the creative options", () => {
  const source = { sourceGenerationId: "0b5d5c8e-4f4e-4d8a-9a43-2f7d6d1b1c11" };
  const lora = (name: string, weight: unknown = 1) => ({ name, weight });

  it("takes variations, upscales and edits with their options, from JSON or form text", () => {
    expect(outcome({ mode: "variation", ...source, prompt: "", strength: "0.7" })).toMatchObject({
      ok: { mode: "variation", strength: 0.7, prompt: "" },
    });
    expect(outcome({ mode: "upscale", ...source, factor: "4" })).toMatchObject({ ok: { mode: "upscale", factor: 4 } });
    expect(
      outcome({ loras: JSON.stringify([lora("add_detail", -2), lora("film_grain", "1.5")]), steps: "30", cfg: 6.5, sampler: "Euler a" }),
    ).toMatchObject({
      ok: { loras: [lora("add_detail", -2), lora("film_grain", 1.5)], steps: 30, cfg: 6.5, sampler: "Euler a" },
    });
  });

  it.each([
    [{ mode: "edit", ...source, strength: 0.01 }, "'Strength' must be a number from 0.05 to 1."],
    [{ mode: "edit", ...source, strength: 1.5 }, "'Strength' must be a number from 0.05 to 1."],
    [{ mode: "upscale", ...source, strength: 0.5 }, "'Strength' is for edits and variations only."],
    [{ mode: "upscale", ...source, factor: 3 }, "The upscale factor must be 2 or 4."],
    [{ mode: "variation", ...source, factor: 2 }, "An upscale factor is for upscales only."],
    [{ mode: "upscale", ...source, count: 2 }, "An upscale makes one picture."],
    [{ mode: "upscale", ...source, loras: [lora("add_detail")] }, "An upscale takes no LoRAs, steps, CFG or sampler."],
    [{ mode: "upscale" }, "Choose one of your images to work from."],
    [{ mode: "variation", prompt: "" }, "Choose one of your images to work from."],
    [{ mode: "generate", prompt: "" }, PROMPT_REQUIRED],
    [{ mode: "edit", ...source, mask: "data:image/jpeg;base64,AAAA" }, "The mask must be a PNG image (a data URL data:image/png;base64,…)."],
    [{ mode: "variation", ...source, mask: "data:image/png;base64,AAAA" }, "A mask is for edits only."],
    [{ loras: Array.from({ length: 6 }, (_, i) => lora(`l${i}`)) }, "At most 5 LoRAs can be used at once."],
    [{ loras: [lora("add_detail", 2.5)] }, "A LoRA's weight must be a number from -2 to 2."],
    [{ loras: [{ name: "add_detail", weight: 1, extra: true }] }, "LoRAs must be a list of at most 5 entries { name, weight }."],
    [{ loras: "not json" }, "LoRAs must be a list of at most 5 entries { name, weight }."],
    [{ steps: 0 }, "Steps must be a whole number from 1 to 150."],
    [{ steps: 20.5 }, "Steps must be a whole number from 1 to 150."],
    [{ cfg: 31 }, "CFG must be a number from 1 to 30."],
  ])("refuses %j", (fields, message) => {
    expect(outcome(fields)).toEqual({ refused: message });
  });
});
