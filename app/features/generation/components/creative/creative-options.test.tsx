import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { GenerationView, ModelOption } from "../../generation-options";
import { CreativeOptionsFields } from "./creative-options";
import { initialCreativeOptions } from "./creative-request";
import { ResultActions } from "./result-actions";

const supports = (patch: Partial<ModelOption["supports"]> = {}): ModelOption["supports"] => ({
  nsfw: true,
  edit: true,
  negativePrompt: true,
  seed: true,
  progress: true,
  mask: true,
  variation: true,
  upscale: [2, 4],
  loras: false,
  advanced: false,
  ...patch,
});
const local: ModelOption = {
  id: "gpt-image-1",
  label: "GPT Image",
  provider: "openai",
  supports: supports(),
  loras: [],
  samplers: [],
  servedBy: "Local engine (offline)",
};
const sd: ModelOption = {
  id: "sdwebui:dream",
  label: "Stable Diffusion · dream",
  provider: "sdwebui",
  supports: supports({ loras: true, advanced: true }),
  loras: ["detail", "anime-style"],
  samplers: ["Euler a", "DPM++ 2M"],
  servedBy: null,
};
const noop = () => {};
const fields = (model: ModelOption, options = initialCreativeOptions) =>
  renderToString(<CreativeOptionsFields model={model} options={options} onChange={noop} seed={42} onSeedChange={noop} />);

describe("'LoRAs' and 'Advanced' in the options panel", () => {
  it("are shown for a self-hosted model that lists LoRAs and samplers, with the chosen values", () => {
    const html = fields(sd, { ...initialCreativeOptions, loras: [{ name: "anime-style", weight: -1.5 }], steps: 28, sampler: "Euler a" });
    expect(html).toContain("LoRAs");
    expect(html).toContain("Advanced");
    expect(html).toContain("Add LoRA");
    expect(html).toMatch(/<option value="anime-style" selected="">/);
    expect(html).toContain('value="-1.5"');
    expect(html).toContain('value="28"');
    expect(html).toMatch(/<option value="Euler a" selected="">/);
    expect(html).toContain('value="42"');
  });

  it("are absent for a model whose entry does not support them (the local engine)", () => {
    expect(fields(local)).toBe("");
  });

  it("look disabled before the page is hydrated", () => {
    expect(fields(sd)).toMatch(/<button[^>]*disabled=""[^>]*>.*Add LoRA/);
  });
});

describe("a result's creative actions", () => {
  const picture = { id: "g1", status: "succeeded", model: "gpt-image-1", imageUrl: "/x.png" } as GenerationView;
  const handlers = { onVariation: noop, onUpscale: noop, onEdit: noop };

  it("offers 'Variations', 'Upscale 2×', 'Upscale 4×' where an engine can, and 'Edit'", () => {
    const html = renderToString(<ResultActions generation={picture} models={[local]} chosenModel="gpt-image-1" busy={false} handlers={handlers} />);
    for (const label of ["Variations", "Upscale 2×", "Upscale 4×", "Edit"]) expect(html).toContain(label);
  });

  it("offers no 4× where no engine can, and nothing for a picture that failed", () => {
    const twoOnly = { ...local, supports: supports({ upscale: [2] }) };
    const html = renderToString(<ResultActions generation={picture} models={[twoOnly]} chosenModel="gpt-image-1" busy={false} handlers={handlers} />);
    expect(html).toContain("Upscale 2×");
    expect(html).not.toContain("Upscale 4×");
    const failed = { ...picture, status: "failed" } as GenerationView;
    expect(renderToString(<ResultActions generation={failed} models={[local]} chosenModel="gpt-image-1" busy={false} handlers={handlers} />)).toBe(
      "",
    );
  });
});
