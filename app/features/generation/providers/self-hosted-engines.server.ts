import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { singleton } from "~/utils/singleton.server";
import { SELF_HOSTED_ENGINES, type SelfHostedEngineId } from "../generation-options";
import { createComfyUiEngine, loadComfyWorkflow } from "./comfyui.server";
import { createSdWebUiEngine, parseSdWebUiAuth } from "./sdwebui.server";
import { describeError, type SelfHostedEngine } from "./types";

// The self-hosted engines this process is configured with (SD_WEBUI_URL, COMFYUI_URL).
// One adapter per engine and settings, kept for the process: each caches its
// checkpoint list for a short while, so listing models does not ask the engine on every page.

/** How long a checkpoint list may take before the engine counts as unreachable for that listing. */
export const CHECKPOINT_LIST_TIMEOUT_MS = 3_000;
/** How long a listing (an engine's answer or its failure) is reused: pages do not wait on a down engine every time. */
const LISTING_REUSE_MS = 15_000;

type Configured = { id: SelfHostedEngineId; url: string; engine: SelfHostedEngine };

const adapters = singleton("self-hosted-engines", () => new Map<string, Promise<SelfHostedEngine>>());

async function createEngine(id: SelfHostedEngineId, url: string): Promise<SelfHostedEngine> {
  const env = getEnv();
  if (id === "sdwebui") return createSdWebUiEngine({ baseUrl: url, auth: parseSdWebUiAuth(env.SD_WEBUI_AUTH) });
  const workflow = env.COMFYUI_WORKFLOW ? await loadComfyWorkflow(env.COMFYUI_WORKFLOW) : undefined;
  return createComfyUiEngine({ baseUrl: url, workflow });
}

/** The adapter for `id` with the current settings (a changed setting makes a new one); null when the engine is not configured. */
export async function selfHostedEngine(id: SelfHostedEngineId): Promise<SelfHostedEngine | null> {
  const env = getEnv();
  const url = id === "sdwebui" ? env.SD_WEBUI_URL : env.COMFYUI_URL;
  if (!url) return null;
  const key = `${id}:${engineSettings()}`;
  let adapter = adapters.get(key);
  if (!adapter) {
    adapter = createEngine(id, url);
    adapters.set(key, adapter);
    // A workflow file that cannot be read is reported when used, and read again next time.
    adapter.catch(() => adapters.delete(key));
  }
  return adapter;
}

/** Every configured self-hosted engine. */
export async function configuredEngines(): Promise<Configured[]> {
  const env = getEnv();
  const ids = (Object.keys(SELF_HOSTED_ENGINES) as SelfHostedEngineId[]).filter((id) => (id === "sdwebui" ? env.SD_WEBUI_URL : env.COMFYUI_URL));
  const engines = await Promise.all(
    ids.map(async (id) => {
      const engine = await selfHostedEngine(id);
      return engine ? { id, url: (id === "sdwebui" ? env.SD_WEBUI_URL : env.COMFYUI_URL)!, engine } : null;
    }),
  );
  return engines.filter((engine) => engine !== null);
}

export type EngineCheckpoints = {
  id: SelfHostedEngineId;
  url: string;
  checkpoints: string[];
  /** The LoRAs and samplers the engine has (empty when it cannot say). */
  loras: string[];
  samplers: string[];
  error: string | null;
};

const listings = singleton("self-hosted-listings", () => ({ value: null as Promise<EngineCheckpoints[]> | null, at: 0, settings: "" }));

/** The settings a listing was made with: a changed one is not answered from the old listing. */
function engineSettings() {
  const env = getEnv();
  return JSON.stringify([env.SD_WEBUI_URL, env.SD_WEBUI_AUTH, env.COMFYUI_URL, env.COMFYUI_WORKFLOW]);
}

/**
 * Each configured engine's checkpoints (reused for LISTING_REUSE_MS); an engine that
 * cannot be reached lists none and says why (for the log and the admin page).
 */
export function listEngineCheckpoints(options: { fresh?: boolean } = {}): Promise<EngineCheckpoints[]> {
  const settings = engineSettings();
  const reusable = listings.value && listings.settings === settings && Date.now() - listings.at < LISTING_REUSE_MS;
  if (!options.fresh && reusable && listings.value) return listings.value;
  listings.at = Date.now();
  listings.settings = settings;
  listings.value = askEngines();
  return listings.value;
}

async function askEngines(): Promise<EngineCheckpoints[]> {
  let engines: Configured[];
  try {
    engines = await configuredEngines();
  } catch (error) {
    logger.warn({ err: error }, "a self-hosted engine is misconfigured");
    return [];
  }
  return Promise.all(
    engines.map(async ({ id, url, engine }) => {
      const signal = AbortSignal.timeout(CHECKPOINT_LIST_TIMEOUT_MS);
      try {
        const [checkpoints, extras] = await Promise.all([
          engine.listCheckpoints(signal),
          // An engine without LoRAs or samplers to list still draws: it offers none.
          engine.listExtras(signal).catch((error: unknown) => {
            logger.warn({ engine: id, detail: describeError(error) }, "could not list the engine's LoRAs and samplers");
            return { loras: [], samplers: [] };
          }),
        ]);
        return { id, url, checkpoints, ...extras, error: null };
      } catch (error) {
        const detail = error instanceof Error && "detail" in error ? String(error.detail) : describeError(error);
        logger.warn({ engine: id, detail }, "could not list the engine's checkpoints");
        return { id, url, checkpoints: [], loras: [], samplers: [], error: detail };
      }
    }),
  );
}
