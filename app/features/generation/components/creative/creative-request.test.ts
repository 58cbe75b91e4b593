import { describe, expect, it } from "vitest";
import type { GenerationView, ModelOption } from "../../generation-options";
import { generateRequestBody, initialSettings } from "../workspace-settings";
import {
  appendEditOptions,
  appendModelOptions,
  canUpscale,
  canVary,
  initialCreativeOptions,
  modelForSource,
  showsAdvanced,
  showsLoras,
  upscaleBody,
  variationBody,
  type CreativeOptions,
} from "./creative-request";

const supports = (patch: Partial<ModelOption["supports"]> = {}): ModelOption["supports"] => ({
  nsfw: true,
  edit: true,
  negativePrompt: false,
  seed: true,
  progress: false,
  mask: true,
  variation: true,
  upscale: [2, 4],
  loras: false,
  advanced: false,
  ...patch,
});
const model = (id: string, patch: Partial<ModelOption> = {}): ModelOption => ({
  id,
  label: id,
  provider: "openai",
  supports: supports(),
  loras: [],
  samplers: [],
  servedBy: null,
  ...patch,
});
const local = model("gpt-image-1", { servedBy: "Local engine (offline)" });
const dalle = model("dall-e-3", { supports: supports({ edit: false, mask: false, variation: false, upscale: [] }) });
const sd = model("sdwebui:dream.safetensors", {
  provider: "sdwebui",
  supports: supports({ loras: true, advanced: true }),
  loras: ["detail", "anime-style"],
  samplers: ["Euler a", "DPM++ 2M"],
});
const source = { id: "7b7f6c52-2c55-4cb4-93a3-5f1d7e2c9d11", model: "gpt-image-1", aspectRatio: "4:3", prompt: "a fox" } as GenerationView;
const chosen: CreativeOptions = {
  ...initialCreativeOptions,
  loras: [
    { name: "detail", weight: 0.8 },
    { name: "gone-lora", weight: 1 },
  ],
  steps: 30,
  cfg: 6.5,
  sampler: "DPM++ 2M",
};
const fields = (body: FormData) => Object.fromEntries([...body.entries()].map(([k, v]) => [k, String(v)]));

describe("which creative options the workspace shows", () => {
  it("shows 'LoRAs' and 'Advanced' only for a model whose entry supports them", () => {
    expect([showsLoras(sd), showsAdvanced(sd)]).toEqual([true, true]);
    expect([showsLoras(local), showsAdvanced(local)]).toEqual([false, false]);
    expect([showsLoras(undefined), showsAdvanced(undefined)]).toEqual([false, false]);
    // An engine that lists no LoRAs offers nothing to choose.
    expect(showsLoras({ ...sd, loras: [] })).toBe(false);
  });
});

describe("the requests the workspace sends", () => {
  it("sends LoRAs, steps, CFG and sampler to a model that takes them, dropping LoRAs it does not list", () => {
    const body = fields(appendModelOptions(new FormData(), chosen, sd));
    expect(JSON.parse(body.loras)).toEqual([{ name: "detail", weight: 0.8 }]);
    expect([body.steps, body.cfg, body.sampler]).toEqual(["30", "6.5", "DPM++ 2M"]);
  });

  it("keeps them out of a request to a model that does not take them (they stay in the form for the next)", () => {
    expect(fields(appendModelOptions(new FormData(), chosen, local))).toEqual({});
  });

  it("leaves out defaults: no steps, CFG or sampler chosen means none sent", () => {
    expect(fields(appendModelOptions(new FormData(), initialCreativeOptions, sd))).toEqual({});
  });

  it("'Variations' → 'Subtle' and 'Strong' vary the source with the shared strengths and no prompt of their own", () => {
    const subtle = fields(variationBody(source, "subtle", local, chosen));
    expect(subtle).toEqual({ mode: "variation", sourceGenerationId: source.id, model: "gpt-image-1", strength: "0.35" });
    expect(fields(variationBody(source, "strong", local, chosen)).strength).toBe("0.7");
    expect(JSON.parse(fields(variationBody(source, "subtle", sd, chosen)).loras)).toEqual([{ name: "detail", weight: 0.8 }]);
  });

  it("'Upscale 2×' asks for one upscale with its factor", () => {
    expect(fields(upscaleBody(source, 2, local))).toEqual({ mode: "upscale", sourceGenerationId: source.id, model: "gpt-image-1", factor: "2" });
    expect(fields(upscaleBody(source, 4, local)).factor).toBe("4");
  });

  it("an edit carries 'Strength' and the mask only when something is painted and the model takes a mask", () => {
    const settings = {
      ...initialSettings,
      prompt: "a hat",
      mode: "edit" as const,
      source: { kind: "generation" as const, id: source.id, previewUrl: "/x.png" },
    };
    const withMask = fields(appendEditOptions(generateRequestBody(settings), { ...chosen, strength: 0.45 }, "data:image/png;base64,AAAA", local));
    expect([withMask.mode, withMask.sourceGenerationId, withMask.strength, withMask.mask]).toEqual([
      "edit",
      source.id,
      "0.45",
      "data:image/png;base64,AAAA",
    ]);
    expect(fields(appendEditOptions(generateRequestBody(settings), chosen, null, local)).mask).toBeUndefined();
    const noMaskModel = model("flux", { supports: supports({ mask: false }) });
    expect(fields(appendEditOptions(generateRequestBody(settings), chosen, "data:image/png;base64,AAAA", noMaskModel)).mask).toBeUndefined();
  });
});

describe("the model a result's action runs on", () => {
  it("is the source's own model when it can, else the chosen one, else any offered one that can", () => {
    expect(modelForSource(source, "dall-e-3", [dalle, local], canVary)?.id).toBe("gpt-image-1");
    expect(modelForSource({ model: "dall-e-3" }, "sdwebui:dream.safetensors", [dalle, local, sd], canVary)?.id).toBe("sdwebui:dream.safetensors");
    expect(modelForSource({ model: "dall-e-3" }, "dall-e-3", [dalle, local], canUpscale(2))?.id).toBe("gpt-image-1");
    expect(modelForSource({ model: "dall-e-3" }, "dall-e-3", [dalle], canVary)).toBeUndefined();
  });

  it("offers 4× only where an engine can", () => {
    const twoOnly = model("flux", { supports: supports({ upscale: [2] }) });
    expect(modelForSource({ model: "flux" }, "flux", [twoOnly], canUpscale(4))).toBeUndefined();
    expect(modelForSource({ model: "flux" }, "flux", [twoOnly], canUpscale(2))?.id).toBe("flux");
  });
});
