import { describe, expect, it } from "vitest";
import {
  fillWorkflow,
  IMAGE_TO_IMAGE_WORKFLOW,
  parseComfyWorkflow,
  TEXT_TO_IMAGE_WORKFLOW,
  usesPlaceholder,
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
};

describe("ComfyUI workflows", () => {
  it("fills every placeholder of the built-in workflows and leaves the originals untouched", () => {
    for (const workflow of [TEXT_TO_IMAGE_WORKFLOW, IMAGE_TO_IMAGE_WORKFLOW]) {
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
