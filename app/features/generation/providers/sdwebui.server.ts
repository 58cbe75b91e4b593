import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { checkpointMissing, ENGINE_UNREACHABLE } from "../provider-messages";
import { fetchOnFreshConnection } from "./fetch-on-fresh-connection.server";
import { EXACT_SIZES } from "./sizes";
import {
  assertImageBytes,
  describeError,
  NO_IMAGE_DATA,
  ProviderError,
  transportFailure,
  type EngineProgress,
  type ProviderRequest,
  type SelfHostedEngine,
} from "./types";

// The HTTP API of AUTOMATIC1111's Stable Diffusion web UI (started with --api), also
// served by Forge and SD.Next: checkpoints from /sdapi/v1/sd-models, one blocking
// POST /sdapi/v1/txt2img or /img2img per picture (the checkpoint chosen per request
// through override_settings), and /sdapi/v1/progress polled meanwhile for progress
// and previews. The engine runs one job at a time and queues the rest: what
// /progress reports is whichever job runs, ours unless another client's is ahead of it.
// Edits and variations are img2img (init_images, denoising_strength; an edit's mask as
// `mask`, white = inpaint), upscales POST /sdapi/v1/extra-single-image with the best
// upscaler the engine lists, LoRAs go into the prompt as <lora:name:weight> (names from
// /sdapi/v1/loras) and samplers come from /sdapi/v1/samplers.

const DEFAULT_EDIT_STRENGTH = 0.6;
const DEFAULT_PROGRESS_INTERVAL_MS = 1_000;
const CHECKPOINT_CACHE_MS = 30_000;
const INTERRUPT_TIMEOUT_MS = 5_000;
/** img2img "Crop and resize": the source is scaled to cover the size and centre-cropped, as ComfyUI's ImageScale does. */
const CROP_AND_RESIZE = 1;

export type SdWebUiEngineOptions = {
  /** The web UI, e.g. http://127.0.0.1:7860 (a trailing slash is ignored). */
  baseUrl: string;
  /** The credentials of an engine started with --api-auth; sent as Basic auth on every request. */
  auth?: { username: string; password: string };
  fetch?: typeof fetch;
  steps?: number;
  cfgScale?: number;
  sampler?: string;
  /** img2img's denoising_strength: how far an edit may move away from the source. */
  editStrength?: number;
  /** How often /sdapi/v1/progress is asked while a picture is drawn. */
  progressIntervalMs?: number;
};

/** SD_WEBUI_AUTH ("user:password", the password may contain ':') as Basic auth credentials; undefined when unset. */
export function parseSdWebUiAuth(value: string | undefined): { username: string; password: string } | undefined {
  if (value === undefined || value === "") return undefined;
  const colon = value.indexOf(":");
  if (colon === -1) throw new Error('SD_WEBUI_AUTH must be "user:password" (the --api-auth of the web UI)');
  if (colon === 0) throw new Error('SD_WEBUI_AUTH has an empty user name; it must be "user:password"');
  return { username: value.slice(0, colon), password: value.slice(colon + 1) };
}

// Only the fields we use are checked; the engine's answers carry many more (hash, filename, info…).
const sdModelsSchema = z.array(z.object({ title: z.string().min(1), model_name: z.string() }));
const picturesSchema = z.object({ images: z.array(z.string()).nullish() });
const progressSchema = z.object({
  progress: z.number(),
  state: z.object({ job_count: z.number().nullish(), sampling_step: z.number().nullish(), sampling_steps: z.number().nullish() }).nullish(),
  current_image: z.string().nullish(),
});
const lorasSchema = z.array(z.object({ name: z.string().min(1) }));
const samplersSchema = z.array(z.object({ name: z.string().min(1) }));
const upscalersSchema = z.array(z.object({ name: z.string().min(1) }));
const upscaledSchema = z.object({ image: z.string().nullish() });
/** The upscalers preferred for a clean enlargement, best first; Lanczos is built into every A1111. */
const PREFERRED_UPSCALERS = ["R-ESRGAN 4x+", "ESRGAN_4x", "SwinIR_4x", "Lanczos"];
/** img2img's inpainting_fill: 1 = start the masked area from the original picture. */
const FILL_ORIGINAL = 1;
const MASK_BLUR = 4;

/** A1111's extra-network syntax for LoRAs, added after the prompt. */
export function promptWithLoras(prompt: string, loras: { name: string; weight: number }[] | undefined) {
  if (!loras?.length) return prompt;
  return `${prompt} ${loras.map((lora) => `<lora:${lora.name}:${lora.weight}>`).join(" ")}`;
}

/** How A1111's API middleware reports a failure. */
const engineErrorSchema = z.object({ error: z.string().nullish(), detail: z.unknown(), errors: z.string().nullish() });

function unreachable(detail: string, cause?: unknown) {
  return new ProviderError("unavailable", detail, { cause, message: ENGINE_UNREACHABLE });
}

/** The readable part of an error body: A1111's `{ error, detail, errors }`, else the text itself. */
function engineErrorText(text: string): string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return text.slice(0, 2000);
  }
  const parsed = engineErrorSchema.safeParse(json);
  if (!parsed.success) return text.slice(0, 2000);
  const { error, detail, errors } = parsed.data;
  const detailText = typeof detail === "string" ? detail : detail === undefined ? "" : JSON.stringify(detail);
  return [error, detailText, errors].filter(Boolean).join(": ").slice(0, 2000);
}

/** The engine's base64 picture (some forks send a data URL) as bytes. */
function decodeBase64Image(encoded: string): Uint8Array {
  return new Uint8Array(Buffer.from(encoded.replace(/^data:image\/[\w.+-]+;base64,/, ""), "base64"));
}

function previewOf(currentImage: string | null | undefined): Uint8Array | null {
  if (!currentImage) return null;
  try {
    return assertImageBytes(decodeBase64Image(currentImage));
  } catch {
    return null;
  }
}

/** An idle engine (no job) has nothing to report; A1111's own fraction starts at 0.01 and may pass 1. */
function toEngineProgress(report: z.infer<typeof progressSchema>): EngineProgress | null {
  const state = report.state ?? {};
  if (state.job_count === 0) return null;
  const steps = state.sampling_steps && state.sampling_steps > 0 ? state.sampling_steps : null;
  return {
    fraction: Math.min(1, Math.max(0, report.progress)),
    step: steps === null ? null : (state.sampling_step ?? null),
    steps,
    preview: previewOf(report.current_image),
  };
}

/** A1111 titles a checkpoint "name [shorthash]" once it has hashed the file, and "name" before: both are the same one. */
function withoutHash(title: string) {
  return title.replace(/ \[[0-9a-f]{8,10}\]$/i, "");
}

/** The engine's current title for the checkpoint asked for, or null when it has none such. */
function findCheckpoint(titles: string[], checkpoint: string): string | null {
  return titles.find((title) => title === checkpoint) ?? titles.find((title) => withoutHash(title) === withoutHash(checkpoint)) ?? null;
}

export function createSdWebUiEngine(options: SdWebUiEngineOptions): SelfHostedEngine {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const fetchImpl = options.fetch ?? fetch;
  const settings = {
    steps: options.steps ?? 25,
    cfgScale: options.cfgScale ?? 7,
    sampler: options.sampler ?? "Euler a",
    denoise: options.editStrength ?? DEFAULT_EDIT_STRENGTH,
  };
  const progressIntervalMs = options.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS;
  const authHeaders: Record<string, string> = options.auth
    ? { authorization: `Basic ${Buffer.from(`${options.auth.username}:${options.auth.password}`).toString("base64")}` }
    : {};
  let checkpointCache: { titles: string[]; at: number } | null = null;

  /** GET `path`, or POST `body` as JSON. */
  async function call(path: string, signal: AbortSignal, body?: unknown): Promise<Response> {
    const method = body === undefined ? "GET" : "POST";
    let response: Response;
    try {
      response = await fetchOnFreshConnection(fetchImpl, `${baseUrl}${path}`, {
        method,
        headers: body === undefined ? authHeaders : { ...authHeaders, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw transportFailure(error, signal);
      throw unreachable(`SD web UI ${method} ${path}: ${describeError(error)}`, error);
    }
    if (response.status === 401 || response.status === 403) throw unreachable(`SD web UI ${method} ${path}: HTTP ${response.status}`);
    // Every A1111 API has our GET routes: a 404 there means the web UI runs without its API.
    if (response.status === 404 && method === "GET") {
      throw unreachable(`SD web UI ${method} ${path}: HTTP 404 (is the web UI started with --api?)`);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      throw new ProviderError("bad_answer", `SD web UI ${method} ${path}: HTTP ${response.status} ${engineErrorText(text)}`);
    }
    return response;
  }

  async function callJson<T>(path: string, schema: z.ZodType<T>, signal: AbortSignal, body?: unknown): Promise<T> {
    const response = await call(path, signal, body);
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw transportFailure(error, signal);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderError("bad_answer", `SD web UI ${path}: unexpected answer (${parsed.error.message})`);
    return parsed.data;
  }

  async function listCheckpoints(signal: AbortSignal) {
    const models = await callJson("/sdapi/v1/sd-models", sdModelsSchema, signal);
    const titles = models.map((model) => model.title);
    checkpointCache = { titles, at: Date.now() };
    return titles;
  }

  /** The engine's title for the checkpoint: a recent list is trusted when it has it, else the list is asked for again. */
  async function requireCheckpoint(checkpoint: string, signal: AbortSignal): Promise<string> {
    const fresh = checkpointCache && Date.now() - checkpointCache.at < CHECKPOINT_CACHE_MS ? checkpointCache.titles : null;
    const cached = fresh && findCheckpoint(fresh, checkpoint);
    if (cached) return cached;
    const title = findCheckpoint(await listCheckpoints(signal), checkpoint);
    if (!title) throw new ProviderError("unavailable", `SD web UI has no checkpoint "${checkpoint}"`, { message: checkpointMissing(checkpoint) });
    return title;
  }

  async function listExtras(signal: AbortSignal) {
    const [loras, samplers] = await Promise.all([
      callJson("/sdapi/v1/loras", lorasSchema, signal),
      callJson("/sdapi/v1/samplers", samplersSchema, signal),
    ]);
    return { loras: loras.map((lora) => lora.name), samplers: samplers.map((sampler) => sampler.name) };
  }

  /** Upscales through the Extras tab's API: the best upscaler the engine has, `factor` times the source. */
  async function upscale(request: ProviderRequest, signal: AbortSignal): Promise<Uint8Array> {
    if (!request.sourceImage) throw new ProviderError("unavailable", "An upscale needs a source image");
    const listed = (await callJson("/sdapi/v1/upscalers", upscalersSchema, signal)).map((upscaler) => upscaler.name);
    const upscaler = PREFERRED_UPSCALERS.find((name) => listed.includes(name)) ?? "Lanczos";
    const answer = await callJson("/sdapi/v1/extra-single-image", upscaledSchema, signal, {
      image: Buffer.from(request.sourceImage).toString("base64"),
      resize_mode: 0,
      upscaling_resize: request.factor ?? 2,
      upscaler_1: upscaler,
      show_extras_results: true,
    });
    if (!answer.image) throw new ProviderError("bad_answer", NO_IMAGE_DATA);
    return assertImageBytes(decodeBase64Image(answer.image));
  }

  function jobFor(request: ProviderRequest, checkpoint: string): { path: string; payload: Record<string, unknown> } {
    const { width, height } = EXACT_SIZES[request.aspectRatio];
    const payload = {
      prompt: promptWithLoras(request.prompt, request.loras),
      negative_prompt: request.negativePrompt,
      width,
      height,
      steps: request.steps ?? settings.steps,
      cfg_scale: request.cfg ?? settings.cfgScale,
      sampler_name: request.sampler ?? settings.sampler,
      seed: request.seed,
      batch_size: 1,
      n_iter: 1,
      override_settings: { sd_model_checkpoint: checkpoint },
      override_settings_restore_afterwards: true,
      send_images: true,
      save_images: false,
    };
    if (request.mode === "generate") return { path: "/sdapi/v1/txt2img", payload };
    if (!request.sourceImage) throw new ProviderError("unavailable", `${request.mode} needs a source image`);
    const inpaint =
      request.mode === "edit" && request.mask
        ? {
            mask: Buffer.from(request.mask).toString("base64"),
            mask_blur: MASK_BLUR,
            inpainting_fill: FILL_ORIGINAL,
            inpaint_full_res: false,
            inpainting_mask_invert: 0,
          }
        : {};
    return {
      path: "/sdapi/v1/img2img",
      payload: {
        ...payload,
        init_images: [Buffer.from(request.sourceImage).toString("base64")],
        denoising_strength: request.strength ?? settings.denoise,
        resize_mode: CROP_AND_RESIZE,
        ...inpaint,
      },
    };
  }

  /** Runs the job; a failure while the checkpoint has left the engine (since the list was cached) says the checkpoint is missing. */
  async function runJob(path: string, payload: unknown, checkpoint: string, signal: AbortSignal) {
    try {
      return await callJson(path, picturesSchema, signal, payload);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.kind !== "bad_answer" || signal.aborted) throw error;
      checkpointCache = null;
      const titles = await listCheckpoints(signal).catch(() => null);
      if (titles && !findCheckpoint(titles, checkpoint)) {
        throw new ProviderError("unavailable", `${error.detail} (the checkpoint is no longer listed)`, {
          cause: error,
          message: checkpointMissing(checkpoint),
        });
      }
      throw error;
    }
  }

  /** Polls /progress until stopped. A failed poll is skipped: the job's own request decides how the picture ends. */
  function watchProgress(onProgress: (progress: EngineProgress) => void): () => void {
    const stop = new AbortController();
    void (async () => {
      while (!stop.signal.aborted) {
        await sleep(progressIntervalMs, undefined, { signal: stop.signal }).catch(() => undefined);
        if (stop.signal.aborted) return;
        const report = await callJson("/sdapi/v1/progress?skip_current_image=false", progressSchema, stop.signal).catch(() => null);
        const progress = report && toEngineProgress(report);
        if (progress && !stop.signal.aborted) onProgress(progress);
      }
    })();
    return () => stop.abort();
  }

  /**
   * Best effort, on our own short deadline. A1111 stops whatever job runs: ours, unless
   * it still waits behind another client's (then that one is stopped, and ours runs later unseen).
   */
  function interrupt() {
    fetchImpl(`${baseUrl}/sdapi/v1/interrupt`, { method: "POST", headers: authHeaders, signal: AbortSignal.timeout(INTERRUPT_TIMEOUT_MS) }).then(
      (response) => response.body?.cancel(),
      () => undefined,
    );
  }

  return {
    engine: "sdwebui",
    listCheckpoints,
    listExtras,
    async generate(request, { signal, onProgress }) {
      if (request.mode === "upscale") {
        try {
          return { image: await upscale(request, signal) };
        } catch (error) {
          if (signal.aborted) throw new ProviderError("timeout", `SD web UI did not finish in time (${describeError(error)})`, { cause: error });
          throw transportFailure(error, signal);
        }
      }
      let posted = false;
      let stopWatching = () => {};
      const onAbort = () => {
        if (posted) interrupt();
      };
      signal.addEventListener("abort", onAbort, { once: true });
      try {
        const wanted = request.checkpoint;
        if (!wanted) throw new ProviderError("unavailable", "No checkpoint was given for the SD web UI engine", { message: ENGINE_UNREACHABLE });
        const { path, payload } = jobFor(request, await requireCheckpoint(wanted, signal));
        if (onProgress) stopWatching = watchProgress(onProgress);
        posted = true;
        const answer = await runJob(path, payload, wanted, signal);
        const first = answer.images?.[0];
        if (!first) throw new ProviderError("bad_answer", NO_IMAGE_DATA);
        return { image: assertImageBytes(decodeBase64Image(first)) };
      } catch (error) {
        if (signal.aborted) throw new ProviderError("timeout", `SD web UI did not finish in time (${describeError(error)})`, { cause: error });
        throw transportFailure(error, signal);
      } finally {
        stopWatching();
        signal.removeEventListener("abort", onAbort);
      }
    },
  };
}
