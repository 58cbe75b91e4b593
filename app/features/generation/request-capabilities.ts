import type { ModelOption, RequestMode } from "./generation-options";

// Whether a model, as GET /api/models describes it now, can do what a request
// asks: its mode, mask, upscale factor, LoRAs and sampling settings. The server
// refuses (400, nothing charged) with the reason this returns.

export type RequestedOptions = {
  mode: RequestMode;
  mask?: unknown;
  factor?: number;
  loras?: { name: string; weight: number }[];
  steps?: number;
  cfg?: number;
  sampler?: string;
};

/** Why `model` cannot serve the request, or null when it can. */
export function unsupportedReason(model: Pick<ModelOption, "label" | "supports" | "loras" | "samplers">, request: RequestedOptions): string | null {
  const { label, supports } = model;
  if (request.mode === "edit" && !supports.edit) return `${label} cannot edit images. Choose another model.`;
  if (request.mode === "variation" && !supports.variation) return `${label} cannot make variations. Choose another model.`;
  if (request.mode === "upscale") {
    if (supports.upscale.length === 0) return `${label} cannot upscale images. Choose another model.`;
    const factor = request.factor ?? 2;
    if (!supports.upscale.includes(factor)) return `${label} can upscale ${supports.upscale.map((f) => `${f}×`).join(" or ")} only.`;
  }
  if (request.mask !== undefined && !supports.mask) return `${label} cannot edit with a mask. Choose another model.`;
  if (request.loras?.length) {
    if (!supports.loras) return `${label} takes no LoRAs.`;
    const unknown = request.loras.find((lora) => !model.loras.includes(lora.name));
    if (unknown) return `Unknown LoRA "${unknown.name}". Choose one of the LoRAs GET /api/models lists for ${label}.`;
    const names = new Set(request.loras.map((lora) => lora.name));
    if (names.size !== request.loras.length) return "Each LoRA can be chosen once.";
  }
  const advanced = request.steps !== undefined || request.cfg !== undefined || request.sampler !== undefined;
  if (advanced && !supports.advanced) return `${label} takes no steps, CFG or sampler.`;
  if (request.sampler !== undefined && !model.samplers.includes(request.sampler))
    return `Unknown sampler "${request.sampler}". Choose one of the samplers GET /api/models lists for ${label}.`;
  return null;
}
