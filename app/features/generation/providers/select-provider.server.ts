import { getEnv } from "~/utils/env.server";
import { LOCAL_ENGINE_LABEL, MODELS, type ModelId } from "../generation-options";
import { createFalProvider } from "./fal.server";
import { createLocalEngine } from "./local-engine.server";
import { createOpenAiProvider } from "./openai.server";
import type { EngineId, ImageProvider } from "./types";

/** Which engine serves a model: its provider when that provider has a key, else the local engine. */
export function engineForModel(model: ModelId): EngineId {
  const env = getEnv();
  const provider = MODELS.find((m) => m.id === model)?.provider;
  if (provider === "openai" && env.OPENAI_API_KEY) return "openai";
  if (provider === "fal" && env.FAL_KEY) return "fal";
  return "local";
}

export function providerForModel(model: ModelId): ImageProvider {
  const env = getEnv();
  switch (engineForModel(model)) {
    case "openai":
      return createOpenAiProvider({ apiKey: env.OPENAI_API_KEY!, baseUrl: env.OPENAI_BASE_URL });
    case "fal":
      return createFalProvider({ apiKey: env.FAL_KEY!, baseUrl: env.FAL_BASE_URL });
    default:
      return createLocalEngine();
  }
}

/** How long a provider may take before the generation fails and is refunded. */
export function providerTimeoutMs(engine: EngineId) {
  return engine === "local" ? 15_000 : 120_000;
}

/** 'Local engine (offline)' where the local engine stands in for a model, else null. */
export function engineLabel(engine: string | null) {
  return engine === "local" ? LOCAL_ENGINE_LABEL : null;
}

/** The label of every model as the workspace shows it, naming the stand-in where one serves. */
export function modelEngineLabels(): Record<ModelId, string | null> {
  return Object.fromEntries(MODELS.map((m) => [m.id, engineLabel(engineForModel(m.id))])) as Record<ModelId, string | null>;
}
