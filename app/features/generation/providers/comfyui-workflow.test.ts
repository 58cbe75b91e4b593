import { describe, expect, it } from "vitest";
import {
  fillWorkflow,
  IMAGE_TO_IMAGE_WORKFLOW,
  INPAINT_WORKFLOW,
  parseComfyWorkflow,
  TEXT_TO_IMAGE_WORKFLOW,
  UPSCALE_WORKFLOW,
  usesPlaceholder,
  withLoras,
  type ComfyPlaceholderValues,
} from "./comfyui-workflow";

const values: ComfyPlaceholderValues = {
  prompt: "a red fox",
  negative_prompt: "",
  seed: 42,
  steps: 20,
  cfg: 6.5,
  sampler: "euler",
  scheduler: "normal",
  width: 1024,
  height: 576,
  checkpoint: "model.safetensors",
  image: "source.png",
  denoise: 0.6,
  mask: "mask.png",
  scale: 2,
};

describe("ComfyUI workflows", () => {
  it("fills every placeholder of the built-in workflows and leaves the originals untouched", () => {
    for (const workflow of [TEXT_TO_IMAGE_WORKFLOW, IMAGE_TO_IMAGE_WORKFLOW, INPAINT_WORKFLOW, UPSCALE_WORKFLOW]) {
      const before = JSON.stringify(workflow);
      const filled = fillWorkflow(workflow, values);
      expect(JSON.stringify(filled)).not.toContain("{{");
      expect(JSON.stringify(workflow)).toBe(before);
    }
    const sampler = fillWorkflow(TEXT_TO_IMAGE_WORKFLOW, values)["3"].inputs;
    expect(sampler).toMatchObject({ seed: 42, steps: 20, cfg: 6.5, denoise: 1, model: ["4", 0] });
  });

  it("replaces only values that are exactly a placeholder", () => {
    const workflow = parseComfyWorkflow({
      "1": { class_type: "CLIPTextEncode", inputs: { text: "{{prompt}}", note: "about {{prompt}}", clip: ["2", 1] }, _meta: { title: "Prompt" } },
    });
    const filled = fillWorkflow(workflow, values);
    expect(filled["1"]).toEqual({
      class_type: "CLIPTextEncode",
      inputs: { text: "a red fox", note: "about {{prompt}}", clip: ["2", 1] },
      _meta: { title: "Prompt" },
    });
  });

  it("checks a user workflow: API format, {{prompt}} used, no unknown placeholders", () => {
    expect(() => parseComfyWorkflow([])).toThrow();
    expect(() => parseComfyWorkflow({})).toThrow(/no nodes/);
    expect(() => parseComfyWorkflow({ "1": { inputs: {} } })).toThrow();
    expect(() => parseComfyWorkflow({ "1": { class_type: "SaveImage", inputs: { images: ["2", 0] } } })).toThrow(/\{\{prompt\}\}/);
    expect(() => parseComfyWorkflow({ "1": { class_type: "CLIPTextEncode", inputs: { text: "{{prompt}}", seed: "{{sed}}" } } })).toThrow(
      /\{\{sed\}\}/,
    );
    const workflow = parseComfyWorkflow({ "1": { class_type: "LoadImage", inputs: { image: "{{image}}", text: "{{prompt}}" } } });
    expect(usesPlaceholder(workflow, "image")).toBe(true);
    expect(usesPlaceholder(workflow, "seed")).toBe(false);
  });
});

describe("LoRAs in a ComfyUI workflow", () => {
  it("chains a LoraLoader per LoRA after the checkpoint, and everything that used its model and clip uses the last LoRA", () => {
    const workflow = withLoras(TEXT_TO_IMAGE_WORKFLOW, [
      { name: "add_detail.safetensors", weight: 0.8 },
      { name: "pixel_art_xl.safetensors", weight: -1 },
    ]);
    expect(workflow.lora_1).toEqual({
      class_type: "LoraLoader",
      inputs: { model: ["4", 0], clip: ["4", 1], lora_name: "add_detail.safetensors", strength_model: 0.8, strength_clip: 0.8 },
    });
    expect(workflow.lora_2.inputs).toMatchObject({
      model: ["lora_1", 0],
      clip: ["lora_1", 1],
      lora_name: "pixel_art_xl.safetensors",
      strength_model: -1,
    });
    expect(workflow["3"].inputs.model).toEqual(["lora_2", 0]);
    expect(workflow["6"].inputs.clip).toEqual(["lora_2", 1]);
    expect(workflow["7"].inputs.clip).toEqual(["lora_2", 1]);
    // The VAE still comes from the checkpoint.
    expect(workflow["8"].inputs.vae).toEqual(["4", 2]);
    expect(withLoras(TEXT_TO_IMAGE_WORKFLOW, [])).toBe(TEXT_TO_IMAGE_WORKFLOW);
  });
});
