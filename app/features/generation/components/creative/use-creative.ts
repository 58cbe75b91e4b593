import { useState } from "react";
import { toast } from "~/components/toaster";
import type { GenerationView, ModelOption } from "../../generation-options";
import type { WorkspaceSettings } from "../options-panel";
import type { PreparedRequest } from "../use-generation-run";
import { generateRequestBody } from "../workspace-settings";
import {
  appendEditOptions,
  appendModelOptions,
  canUpscale,
  canVary,
  initialCreativeOptions,
  modelForSource,
  upscaleBody,
  variationBody,
  type CreativeOptions,
} from "./creative-request";
import { initialMask, type MaskState } from "./mask-state";
import { maskDataUrl } from "./mask-png";
import type { CreativeActionHandlers } from "./result-actions";

type Workspace = {
  settings: WorkspaceSettings;
  update: (patch: Partial<WorkspaceSettings>) => void;
  models: ModelOption[];
  /** Starts a request unless one is under way (the workspace's own guard). */
  start: (settings: WorkspaceSettings, request: PreparedRequest) => void;
};

/**
 * The creative tools' state in the workspace: LoRAs and Advanced values, an edit's 'Strength' and mask, the enlarged
 * picture, and the requests a result's 'Variations', 'Upscale 2×' and 'Edit' start.
 */
export function useCreative({ settings, update, models, start }: Workspace) {
  const [options, setOptions] = useState<CreativeOptions>(initialCreativeOptions);
  const [mask, setMask] = useState<MaskState>(initialMask);
  const [enlarged, setEnlarged] = useState<GenerationView | null>(null);
  const chosen = models.find((model) => model.id === settings.model);

  // Another source picture: what was painted over the last one goes.
  const sourceKey = settings.mode === "edit" ? (settings.source?.previewUrl ?? null) : null;
  const [maskFor, setMaskFor] = useState(sourceKey);
  if (maskFor !== sourceKey) {
    setMaskFor(sourceKey);
    setMask((current) => ({ ...initialMask, brush: current.brush }));
  }

  /** The form's request with the creative options the chosen model takes (and an edit's strength and mask). */
  const formRequest = (current: WorkspaceSettings): PreparedRequest => ({
    aspectRatio: current.aspectRatio,
    count: current.count,
    body: async () => {
      const body = appendModelOptions(generateRequestBody(current), options, chosen);
      if (current.mode !== "edit") return body;
      const painted = mask.size ? await maskDataUrl(mask.size.width, mask.size.height, mask.strokes) : null;
      return appendEditOptions(body, options, painted, chosen);
    },
  });

  const nobodyCan = (what: string) => toast.error(`No available model can ${what}`, { description: "Choose another picture or ask the operator." });

  const handlers: CreativeActionHandlers = {
    onVariation: (source, kind) => {
      const model = modelForSource(source, settings.model, models, canVary);
      if (!model) return nobodyCan("make variations");
      setEnlarged(null);
      start(settings, { aspectRatio: source.aspectRatio, count: 1, body: async () => variationBody(source, kind, model, options) });
    },
    onUpscale: (source, factor) => {
      const model = modelForSource(source, settings.model, models, canUpscale(factor));
      if (!model) return nobodyCan(`upscale ${factor}×`);
      setEnlarged(null);
      start(settings, { aspectRatio: source.aspectRatio, count: 1, body: async () => upscaleBody(source, factor, model) });
    },
    onEdit: (source) => {
      if (!source.imageUrl) return;
      setEnlarged(null);
      update({ mode: "edit", source: { kind: "generation", id: source.id, previewUrl: source.imageUrl } });
      window.scrollTo({ top: 0, behavior: "smooth" });
    },
  };

  return {
    options,
    setOptions: (patch: Partial<CreativeOptions>) => setOptions((current) => ({ ...current, ...patch })),
    mask,
    setMask,
    chosen,
    enlarged,
    setEnlarged,
    formRequest,
    handlers,
  };
}
