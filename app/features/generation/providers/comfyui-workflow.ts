import { z } from "zod";

// ComfyUI workflows in API format ("Save (API Format)" in ComfyUI): an object of
// nodes keyed by id, each `{ class_type, inputs }`, an input being a value or a
// link `[node id, output index]`.
//
// Placeholders: a string input whose whole value is one of these is replaced in a
// copy of the workflow for each picture (numbers are put in as numbers):
//   {{prompt}}           the prompt
//   {{negative_prompt}}  the negative prompt (may be empty)
//   {{seed}}             the seed (integer)
//   {{steps}}            sampling steps
//   {{cfg}}              CFG scale
//   {{sampler}}          sampler name (default "euler")
//   {{scheduler}}        scheduler name (default "normal")
//   {{width}}            width in px (a multiple of 64, long side 1024, for the aspect ratio)
//   {{height}}           height in px
//   {{checkpoint}}       the checkpoint file picked in the workspace (a CheckpointLoaderSimple ckpt_name)
//   {{image}}            edit mode only: the uploaded source picture (a LoadImage image)
//   {{denoise}}          edit mode only: how much of the source is redrawn (0..1, default 0.6)
//   {{mask}}             masked edits only: the uploaded mask picture (a LoadImage image; white = repaint)
// A COMFYUI_WORKFLOW file must use {{prompt}}; it is used for text-to-image, and
// also for edit mode when it uses {{image}} (otherwise edits use the built-in
// image-to-image workflow), and for masked edits when it uses {{mask}} (otherwise
// they use the built-in inpainting workflow). Variations use the image-to-image
// workflow (or the file's, as edits do) with the variation's strength as denoise;
// upscales use the built-in ImageScaleBy workflow. LoRAs are LoraLoader nodes put
// between the CheckpointLoaderSimple and whatever used its model and clip. The
// picture returned is the first one of a SaveImage node (type "output").

export const COMFY_PLACEHOLDERS = [
  "prompt",
  "negative_prompt",
  "seed",
  "steps",
  "cfg",
  "sampler",
  "scheduler",
  "width",
  "height",
  "checkpoint",
  "image",
  "denoise",
  "mask",
  "scale",
] as const;

export type ComfyPlaceholder = (typeof COMFY_PLACEHOLDERS)[number];
export type ComfyPlaceholderValues = Record<ComfyPlaceholder, string | number>;

const comfyNodeSchema = z.object({
  class_type: z.string().min(1),
  inputs: z.record(z.string(), z.unknown()),
});

/** A workflow in ComfyUI's API format: at least one node, each `{ class_type, inputs }` (extra keys such as `_meta` kept). */
export const comfyWorkflowSchema = z
  .record(z.string().min(1), comfyNodeSchema.loose())
  .refine((nodes) => Object.keys(nodes).length > 0, "The workflow has no nodes");

export type ComfyWorkflow = z.infer<typeof comfyWorkflowSchema>;

const PLACEHOLDER_PATTERN = /^\{\{([a-z_]+)\}\}$/;

function placeholdersIn(workflow: ComfyWorkflow): Set<string> {
  const found = new Set<string>();
  for (const node of Object.values(workflow)) {
    for (const value of Object.values(node.inputs)) {
      const match = typeof value === "string" ? PLACEHOLDER_PATTERN.exec(value) : null;
      if (match) found.add(match[1]);
    }
  }
  return found;
}

export function usesPlaceholder(workflow: ComfyWorkflow, name: ComfyPlaceholder) {
  return placeholdersIn(workflow).has(name);
}

/**
 * Checks a user workflow (COMFYUI_WORKFLOW): API format, uses {{prompt}}, and no
 * unknown {{placeholder}} (a typo would otherwise reach ComfyUI as literal text).
 */
export function parseComfyWorkflow(json: unknown): ComfyWorkflow {
  const workflow = comfyWorkflowSchema.parse(json);
  const used = placeholdersIn(workflow);
  const unknown = [...used].filter((name) => !(COMFY_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`Unknown placeholder(s) in the ComfyUI workflow: ${unknown.map((n) => `{{${n}}}`).join(", ")}`);
  if (!used.has("prompt")) throw new Error("The ComfyUI workflow must use the {{prompt}} placeholder");
  return workflow;
}

/** A copy of the workflow with every placeholder input replaced by its value. */
export function fillWorkflow(workflow: ComfyWorkflow, values: ComfyPlaceholderValues): ComfyWorkflow {
  const filled: ComfyWorkflow = {};
  for (const [id, node] of Object.entries(workflow)) {
    const inputs: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node.inputs)) {
      const match = typeof value === "string" ? PLACEHOLDER_PATTERN.exec(value) : null;
      inputs[key] = match && match[1] in values ? values[match[1] as ComfyPlaceholder] : structuredClone(value);
    }
    filled[id] = { ...structuredClone(node), inputs };
  }
  return filled;
}

const sharedNodes = {
  "4": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: "{{checkpoint}}" } },
  "6": { class_type: "CLIPTextEncode", inputs: { text: "{{prompt}}", clip: ["4", 1] } },
  "7": { class_type: "CLIPTextEncode", inputs: { text: "{{negative_prompt}}", clip: ["4", 1] } },
  "8": { class_type: "VAEDecode", inputs: { samples: ["3", 0], vae: ["4", 2] } },
  "9": { class_type: "SaveImage", inputs: { filename_prefix: "sitegen", images: ["8", 0] } },
};

function sampler(latent: [string, number], denoise: number | string) {
  return {
    class_type: "KSampler",
    inputs: {
      seed: "{{seed}}",
      steps: "{{steps}}",
      cfg: "{{cfg}}",
      sampler_name: "{{sampler}}",
      scheduler: "{{scheduler}}",
      denoise,
      model: ["4", 0],
      positive: ["6", 0],
      negative: ["7", 0],
      latent_image: latent,
    },
  };
}

/** The built-in text-to-image workflow: checkpoint → prompts → empty latent → KSampler → VAE decode → SaveImage. */
export const TEXT_TO_IMAGE_WORKFLOW: ComfyWorkflow = {
  ...sharedNodes,
  "3": sampler(["5", 0], 1),
  "5": { class_type: "EmptyLatentImage", inputs: { width: "{{width}}", height: "{{height}}", batch_size: 1 } },
};

/** The built-in image-to-image workflow: the uploaded source (LoadImage) → VAE encode → KSampler with denoise = strength. */
export const IMAGE_TO_IMAGE_WORKFLOW: ComfyWorkflow = {
  ...sharedNodes,
  "3": sampler(["12", 0], "{{denoise}}"),
  "10": { class_type: "LoadImage", inputs: { image: "{{image}}" } },
  "11": {
    class_type: "ImageScale",
    inputs: { image: ["10", 0], upscale_method: "lanczos", width: "{{width}}", height: "{{height}}", crop: "center" },
  },
  "12": { class_type: "VAEEncode", inputs: { pixels: ["11", 0], vae: ["4", 2] } },
};

/** The built-in inpainting workflow: image-to-image whose latent is only redrawn where the mask is white (SetLatentNoiseMask). */
export const INPAINT_WORKFLOW: ComfyWorkflow = {
  ...IMAGE_TO_IMAGE_WORKFLOW,
  "3": sampler(["16", 0], "{{denoise}}"),
  "13": { class_type: "LoadImage", inputs: { image: "{{mask}}" } },
  "14": {
    class_type: "ImageScale",
    inputs: { image: ["13", 0], upscale_method: "nearest-exact", width: "{{width}}", height: "{{height}}", crop: "center" },
  },
  "15": { class_type: "ImageToMask", inputs: { image: ["14", 0], channel: "red" } },
  "16": { class_type: "SetLatentNoiseMask", inputs: { samples: ["12", 0], mask: ["15", 0] } },
};

/** The built-in upscale workflow: the uploaded source scaled by the factor (Lanczos), no checkpoint needed. */
export const UPSCALE_WORKFLOW: ComfyWorkflow = {
  "10": { class_type: "LoadImage", inputs: { image: "{{image}}" } },
  "11": { class_type: "ImageScaleBy", inputs: { image: ["10", 0], upscale_method: "lanczos", scale_by: "{{scale}}" } },
  "9": { class_type: "SaveImage", inputs: { filename_prefix: "sitegen", images: ["11", 0] } },
};

const isLink = (value: unknown, node: string, output: number) => Array.isArray(value) && value[0] === node && value[1] === output;

/**
 * The workflow with a LoraLoader per LoRA chained after its CheckpointLoaderSimple: every input
 * that took the checkpoint's model (output 0) or clip (output 1) takes the last LoRA's instead.
 */
export function withLoras(workflow: ComfyWorkflow, loras: { name: string; weight: number }[] | undefined): ComfyWorkflow {
  if (!loras?.length) return workflow;
  const checkpoint = Object.entries(workflow).find(([, node]) => node.class_type === "CheckpointLoaderSimple")?.[0];
  if (!checkpoint) return workflow;
  const ids = loras.map((_, index) => `lora_${index + 1}`);
  const last = ids[ids.length - 1];
  const rewired: ComfyWorkflow = {};
  for (const [id, node] of Object.entries(workflow)) {
    const inputs: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node.inputs)) {
      inputs[key] = isLink(value, checkpoint, 0) ? [last, 0] : isLink(value, checkpoint, 1) ? [last, 1] : value;
    }
    rewired[id] = { ...node, inputs };
  }
  loras.forEach((lora, index) => {
    const from = index === 0 ? checkpoint : ids[index - 1];
    rewired[ids[index]] = {
      class_type: "LoraLoader",
      inputs: { model: [from, 0], clip: [from, 1], lora_name: lora.name, strength_model: lora.weight, strength_clip: lora.weight },
    };
  });
  return rewired;
}
