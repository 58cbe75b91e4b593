import { getSettings } from "~/features/settings/settings.server";
import { getEnv } from "~/utils/env.server";
import {
  LOCAL_ENGINE_LABEL,
  modelLabel,
  MODELS,
  parseSelfHostedModelId,
  selfHostedModelId,
  type ModelOption,
  type ModelSupports,
} from "../generation-options";
import { defaultModelOf, offeredModels } from "../model-switches";
import { ENGINE_UNREACHABLE } from "../provider-messages";
import { createFalProvider } from "./fal.server";
import { createLocalEngine } from "./local-engine.server";
import { createOpenAiProvider } from "./openai.server";
import { listEngineCheckpoints, selfHostedEngine } from "./self-hosted-engines.server";
import { ProviderError, type EngineId, type ImageProvider } from "./types";

/** Which engine serves a model: a self-hosted one for its checkpoints, a hosted provider when it has a key, else the local engine. */
export function engineForModel(model: string): EngineId {
  const selfHosted = parseSelfHostedModelId(model);
  if (selfHosted) return selfHosted.engine;
  const env = getEnv();
  const provider = MODELS.find((m) => m.id === model)?.provider;
  if (provider === "openai" && env.OPENAI_API_KEY) return "openai";
  if (provider === "fal" && env.FAL_KEY) return "fal";
  return "local";
}

export async function providerForModel(model: string): Promise<ImageProvider> {
  const env = getEnv();
  const engine = engineForModel(model);
  switch (engine) {
    case "openai":
      return createOpenAiProvider({ apiKey: env.OPENAI_API_KEY!, baseUrl: env.OPENAI_BASE_URL });
    case "fal":
      return createFalProvider({ apiKey: env.FAL_KEY!, baseUrl: env.FAL_BASE_URL });
    case "sdwebui":
    case "comfyui": {
      const adapter = await selfHostedEngine(engine);
      // The engine's setting was removed after the generation was accepted.
      if (!adapter) throw new ProviderError("unavailable", `${engine} is not configured`, { message: ENGINE_UNREACHABLE });
      return adapter;
    }
    default:
      return createLocalEngine();
  }
}

/** How long a provider may take before the generation fails and is refunded (a self-hosted GPU may queue other work first). */
export function providerTimeoutMs(engine: EngineId) {
  if (engine === "local") return 15_000;
  if (engine === "sdwebui" || engine === "comfyui") return 300_000;
  return 120_000;
}

/** 'Local engine (offline)' where the local engine stands in for a model, else null. */
export function engineLabel(engine: string | null) {
  return engine === "local" ? LOCAL_ENGINE_LABEL : null;
}

type EngineCapabilities = Pick<ModelSupports, "mask" | "variation" | "upscale" | "loras" | "advanced">;

/**
 * What each engine does with a picture to start from, by its documented API: OpenAI's
 * image edits take a mask; fal's FLUX has image-to-image and inpainting, and fal's ESRGAN upscales; the self-hosted
 * engines do everything; the local engine does every mode offline (no LoRAs, no samplers).
 */
const ENGINE_CAPABILITIES: Record<EngineId, EngineCapabilities> = {
  local: { mask: true, variation: true, upscale: [2, 4], loras: false, advanced: false },
  openai: { mask: true, variation: true, upscale: [], loras: false, advanced: false },
  fal: { mask: true, variation: true, upscale: [2, 4], loras: false, advanced: false },
  sdwebui: { mask: true, variation: true, upscale: [2, 4], loras: true, advanced: true },
  comfyui: { mask: true, variation: true, upscale: [2, 4], loras: true, advanced: true },
};

/** A model's supports: whatever starts from a picture needs a model that takes one (edit), then its engine decides. */
function supportsOf(engine: EngineId, base: Pick<ModelSupports, "nsfw" | "edit" | "negativePrompt" | "seed" | "progress">): ModelSupports {
  const capabilities = ENGINE_CAPABILITIES[engine];
  if (!base.edit) return { ...base, mask: false, variation: false, upscale: [], loras: capabilities.loras, advanced: capabilities.advanced };
  return { ...base, ...capabilities };
}

/** The models offered now (the operator's enabled ones, labelled and ordered) and the one the workspace starts with. */
export async function listAvailableModels(): Promise<{ models: ModelOption[]; defaultModel: string | null }> {
  const [models, settings] = await Promise.all([listAllModels(), getSettings()]);
  const offered = offeredModels(models, settings.models);
  return { models: offered, defaultModel: defaultModelOf(offered, settings.models) };
}

/** Every model there is right now, disabled ones too: the hosted ones (or their stand-in) and each reachable self-hosted engine's checkpoints. */
export async function listAllModels(): Promise<ModelOption[]> {
  const hosted: ModelOption[] = MODELS.map((model) => {
    const engine = engineForModel(model.id);
    const servedBy = engineLabel(engine);
    return {
      id: model.id,
      label: model.label,
      provider: model.provider,
      supports: supportsOf(engine, {
        nsfw: model.nsfw,
        edit: (model.modes as readonly string[]).includes("edit"),
        negativePrompt: false,
        // The local stand-in draws from the seed; the hosted APIs as MODELS says.
        seed: servedBy !== null || model.seed,
        progress: false,
      }),
      loras: [],
      samplers: [],
      servedBy,
    };
  });
  const engines = await listEngineCheckpoints();
  const selfHosted = engines.flatMap(({ id: engine, checkpoints, loras, samplers }) =>
    checkpoints.map((checkpoint): ModelOption => {
      const id = selfHostedModelId(engine, checkpoint);
      return {
        id,
        label: modelLabel(id),
        provider: engine,
        supports: supportsOf(engine, { nsfw: true, edit: true, negativePrompt: true, seed: true, progress: true }),
        loras,
        samplers,
        servedBy: null,
      };
    }),
  );
  return [...hosted, ...selfHosted];
}
