import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import WebSocket, { type RawData } from "ws";
import { z } from "zod";
import { checkpointMissing, ENGINE_UNREACHABLE } from "../provider-messages";
import { fetchOnFreshConnection } from "./fetch-on-fresh-connection.server";
import {
  fillWorkflow,
  IMAGE_TO_IMAGE_WORKFLOW,
  INPAINT_WORKFLOW,
  parseComfyWorkflow,
  TEXT_TO_IMAGE_WORKFLOW,
  UPSCALE_WORKFLOW,
  usesPlaceholder,
  withLoras,
  type ComfyWorkflow,
} from "./comfyui-workflow";
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

// ComfyUI's HTTP + WebSocket API: checkpoints from /object_info, the workflow
// queued with POST /prompt, progress and previews over /ws (opened first, one
// client id per picture: ComfyUI drops an older socket that reuses an id), the
// picture from /history/{id} and /view. Edits upload the source (/upload/image).

export const DEFAULT_EDIT_STRENGTH = 0.6;
const CHECKPOINT_CACHE_MS = 30_000;
const STOP_REQUEST_TIMEOUT_MS = 5_000;

export type ComfyUiEngineOptions = {
  /** The ComfyUI server, e.g. http://127.0.0.1:8188 (a trailing slash is ignored). */
  baseUrl: string;
  /** An API-format workflow (COMFYUI_WORKFLOW, see comfyui-workflow.ts) replacing the built-in text-to-image one. */
  workflow?: unknown;
  /** Basic auth for a ComfyUI behind a password-protecting proxy; sent on every request and on the socket. */
  auth?: { username: string; password: string };
  fetch?: typeof fetch;
  WebSocket?: typeof WebSocket;
  /** The prefix of the client id each picture's socket uses (default "sitegen"). */
  clientId?: string;
  steps?: number;
  cfg?: number;
  sampler?: string;
  scheduler?: string;
  editStrength?: number;
};

/** Reads and checks a COMFYUI_WORKFLOW file (ComfyUI's "Save (API Format)" JSON with our placeholders). */
export async function loadComfyWorkflow(path: string): Promise<ComfyWorkflow> {
  return parseComfyWorkflow(JSON.parse(await readFile(path, "utf8")));
}

const comboSchema = z.union([
  z.tuple([z.array(z.string())], z.unknown()),
  // Newer ComfyUI describes a list input as ["COMBO", { options: [...] }].
  z.tuple([z.literal("COMBO"), z.object({ options: z.array(z.string()) })], z.unknown()),
]);

const objectInfoSchema = z.object({
  CheckpointLoaderSimple: z.object({ input: z.object({ required: z.object({ ckpt_name: comboSchema }) }) }),
});

const loraInfoSchema = z.object({
  LoraLoader: z.object({ input: z.object({ required: z.object({ lora_name: comboSchema }) }) }),
});
const samplerInfoSchema = z.object({
  KSampler: z.object({ input: z.object({ required: z.object({ sampler_name: comboSchema }) }) }),
});
/** A combo input's choices, in the old (`[[...]]`) and the new (`["COMBO", { options }]`) object_info shape. */
const comboChoices = (combo: z.infer<typeof comboSchema>) => (combo[0] === "COMBO" ? combo[1].options : combo[0]);

const queuedSchema = z.object({ prompt_id: z.string().min(1) });
const promptRejectedSchema = z.object({
  node_errors: z.record(z.string(), z.object({ errors: z.array(z.object({ type: z.string(), details: z.string().optional() })) })).optional(),
});
const uploadedSchema = z.object({ name: z.string().min(1), subfolder: z.string().optional() });

const imageRefSchema = z.object({ filename: z.string().min(1), subfolder: z.string().default(""), type: z.string().default("output") });
type ImageRef = z.infer<typeof imageRefSchema>;

const historySchema = z.record(
  z.string(),
  z.object({
    outputs: z.record(z.string(), z.object({ images: z.array(imageRefSchema).optional() })).default({}),
    status: z.object({ status_str: z.string().optional(), completed: z.boolean().optional() }).optional(),
  }),
);

const messageSchema = z.object({ type: z.string(), data: z.unknown() });
const promptIdField = { prompt_id: z.string().nullish() };
const progressSchema = z.object({ value: z.number().nonnegative(), max: z.number().positive(), ...promptIdField });
const executingSchema = z.object({ node: z.union([z.string(), z.number()]).nullable(), ...promptIdField });
const executedSchema = z.object({ output: z.object({ images: z.array(imageRefSchema).optional() }).nullish(), ...promptIdField });
const executionErrorSchema = z.object({
  exception_type: z.string().optional(),
  exception_message: z.string().optional(),
  node_type: z.string().optional(),
  ...promptIdField,
});
const previewMetadataSchema = z.object({ ...promptIdField });

const PREVIEW_IMAGE = 1;
const PREVIEW_IMAGE_WITH_METADATA = 4;

function unreachable(detail: string, cause?: unknown) {
  return new ProviderError("unavailable", detail, { cause, message: ENGINE_UNREACHABLE });
}

function isImage(bytes: Uint8Array) {
  try {
    assertImageBytes(bytes);
    return true;
  } catch {
    return false;
  }
}

/** A binary socket frame: a preview picture (and, in newer ComfyUI, the prompt it belongs to). */
function parsePreview(frame: Buffer): { image: Uint8Array; promptId: string | null } | null {
  if (frame.length < 8) return null;
  const event = frame.readUInt32BE(0);
  if (event === PREVIEW_IMAGE) {
    const image = frame.subarray(8);
    return isImage(image) ? { image: new Uint8Array(image), promptId: null } : null;
  }
  if (event === PREVIEW_IMAGE_WITH_METADATA) {
    const length = frame.readUInt32BE(4);
    if (frame.length < 8 + length) return null;
    let metadata: unknown;
    try {
      metadata = JSON.parse(frame.subarray(8, 8 + length).toString("utf8"));
    } catch {
      return null;
    }
    const image = frame.subarray(8 + length);
    const parsed = previewMetadataSchema.safeParse(metadata);
    return parsed.success && isImage(image) ? { image: new Uint8Array(image), promptId: parsed.data.prompt_id ?? null } : null;
  }
  return null;
}

type SocketEvent = { kind: "message"; type: string; data: unknown } | { kind: "preview"; image: Uint8Array; promptId: string | null };

/**
 * One picture's socket. Events are kept from the moment it opens, because
 * ComfyUI may start running the prompt before POST /prompt has answered.
 */
class PromptSocket {
  private events: SocketEvent[] = [];
  private listener: ((event: SocketEvent) => void) | null = null;
  private closedWith: ProviderError | null = null;
  private onClose: ((error: ProviderError) => void) | null = null;

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data: RawData, isBinary: boolean) => {
      const frame = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
      const event = isBinary ? PromptSocket.previewEvent(frame) : PromptSocket.jsonEvent(frame);
      if (!event) return;
      if (this.listener) this.listener(event);
      else this.events.push(event);
    });
    socket.on("close", (code: number) => {
      this.closedWith = unreachable(`ComfyUI closed the socket (code ${code}) before the picture was ready`);
      this.onClose?.(this.closedWith);
    });
    socket.on("error", () => undefined);
  }

  private static previewEvent(frame: Buffer): SocketEvent | null {
    const preview = parsePreview(frame);
    return preview ? { kind: "preview", ...preview } : null;
  }

  private static jsonEvent(frame: Buffer): SocketEvent | null {
    let json: unknown;
    try {
      json = JSON.parse(frame.toString("utf8"));
    } catch {
      return null;
    }
    const message = messageSchema.safeParse(json);
    return message.success ? { kind: "message", type: message.data.type, data: message.data.data } : null;
  }

  static open(WebSocketImpl: typeof WebSocket, url: string, headers: Record<string, string>, signal: AbortSignal): Promise<PromptSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocketImpl(url, { headers });
      const fail = (error: ProviderError) => {
        signal.removeEventListener("abort", onAbort);
        socket.removeAllListeners();
        socket.on("error", () => undefined);
        socket.terminate();
        reject(error);
      };
      const onAbort = () => fail(new ProviderError("timeout", "Aborted while opening the ComfyUI socket"));
      signal.addEventListener("abort", onAbort, { once: true });
      socket.once("unexpected-response", (_request, response) => fail(unreachable(`ComfyUI /ws: HTTP ${response.statusCode}`)));
      socket.once("error", (error) => fail(unreachable(`ComfyUI /ws: ${describeError(error)}`, error)));
      socket.once("open", () => {
        signal.removeEventListener("abort", onAbort);
        socket.removeAllListeners();
        resolve(new PromptSocket(socket));
      });
    });
  }

  /** Follows the prompt until ComfyUI reports it done (`executing` with node null); returns the pictures `executed` reported. */
  follow(promptId: string, signal: AbortSignal, onProgress: (progress: EngineProgress) => void): Promise<ImageRef[]> {
    return new Promise((resolve, reject) => {
      const images: ImageRef[] = [];
      let last: Omit<EngineProgress, "preview"> | null = null;
      let preview: Uint8Array | null = null;
      const ours = (id: string | null | undefined) => id === undefined || id === null || id === promptId;
      const finish = (error: unknown) => {
        this.listener = () => undefined;
        this.onClose = null;
        signal.removeEventListener("abort", onAbort);
        if (error) reject(error);
        else resolve(images);
      };
      const onAbort = () => finish(signal.reason ?? new Error("aborted"));

      const handle = (event: SocketEvent) => {
        if (event.kind === "preview") {
          if (!ours(event.promptId)) return;
          preview = event.image;
          if (last) onProgress({ ...last, preview });
          return;
        }
        const { type, data } = event;
        if (type === "progress") {
          const progress = progressSchema.safeParse(data);
          if (!progress.success || !ours(progress.data.prompt_id)) return;
          const { value, max } = progress.data;
          last = { fraction: Math.min(1, value / max), step: value, steps: max };
          onProgress({ ...last, preview });
        } else if (type === "executed") {
          const executed = executedSchema.safeParse(data);
          if (executed.success && executed.data.prompt_id === promptId) images.push(...(executed.data.output?.images ?? []));
        } else if (type === "execution_error") {
          const failed = executionErrorSchema.safeParse(data);
          if (!failed.success || failed.data.prompt_id !== promptId) return;
          const { node_type, exception_type, exception_message } = failed.data;
          finish(
            new ProviderError(
              "bad_answer",
              `ComfyUI execution_error in ${node_type ?? "a node"}: ${exception_type ?? ""} ${exception_message ?? ""}`,
            ),
          );
        } else if (type === "execution_interrupted") {
          const interrupted = z.object(promptIdField).safeParse(data);
          if (interrupted.success && interrupted.data.prompt_id === promptId)
            finish(new ProviderError("unavailable", "ComfyUI interrupted the prompt"));
        } else if (type === "executing") {
          const executing = executingSchema.safeParse(data);
          if (executing.success && executing.data.node === null && executing.data.prompt_id === promptId) finish(null);
        }
      };

      if (signal.aborted) return onAbort();
      signal.addEventListener("abort", onAbort, { once: true });
      const buffered = this.events;
      this.events = [];
      this.listener = handle;
      for (const event of buffered) handle(event);
      if (this.closedWith) finish(this.closedWith);
      else this.onClose = finish;
    });
  }

  close() {
    this.listener = () => undefined;
    this.onClose = null;
    this.socket.removeAllListeners();
    this.socket.on("error", () => undefined);
    this.socket.close();
  }
}

/** The first SaveImage picture (type "output") of a finished prompt, else any picture it made. */
function pickImage(images: ImageRef[]): ImageRef | null {
  return images.find((image) => image.type === "output") ?? images[0] ?? null;
}

function imageExtension(bytes: Uint8Array) {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return "jpg";
  if (bytes[0] === 0x52 && bytes[1] === 0x49) return "webp";
  return "png";
}

export function createComfyUiEngine(options: ComfyUiEngineOptions): SelfHostedEngine {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const socketUrl = `${baseUrl.replace(/^http/, "ws")}/ws`;
  const fetchImpl = options.fetch ?? fetch;
  const WebSocketImpl = options.WebSocket ?? WebSocket;
  const clientPrefix = options.clientId ?? "sitegen";
  const userWorkflow = options.workflow === undefined ? null : parseComfyWorkflow(options.workflow);
  const settings = {
    steps: options.steps ?? 25,
    cfg: options.cfg ?? 7,
    sampler: options.sampler ?? "euler",
    scheduler: options.scheduler ?? "normal",
    denoise: options.editStrength ?? DEFAULT_EDIT_STRENGTH,
  };
  const authHeaders: Record<string, string> = options.auth
    ? { authorization: `Basic ${Buffer.from(`${options.auth.username}:${options.auth.password}`).toString("base64")}` }
    : {};
  let checkpointCache: { names: string[]; at: number } | null = null;

  async function call(
    path: string,
    signal: AbortSignal,
    init: RequestInit = {},
    accept: (status: number) => boolean = () => false,
  ): Promise<Response> {
    let response: Response;
    try {
      response = await fetchOnFreshConnection(fetchImpl, `${baseUrl}${path}`, {
        ...init,
        headers: { ...authHeaders, ...(init.headers as Record<string, string>) },
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw transportFailure(error, signal);
      throw unreachable(`ComfyUI ${path}: ${describeError(error)}`, error);
    }
    if (response.status === 401 || response.status === 403) throw unreachable(`ComfyUI ${path}: HTTP ${response.status}`);
    if (!response.ok && !accept(response.status)) {
      const text = await response.text().catch(() => "");
      const detail = `ComfyUI ${init.method ?? "GET"} ${path}: HTTP ${response.status} ${text.slice(0, 2000)}`;
      throw new ProviderError(response.status >= 500 ? "unavailable" : "bad_answer", detail);
    }
    return response;
  }

  async function readJson(response: Response, signal: AbortSignal): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      throw transportFailure(error, signal);
    }
  }

  async function callJson<T>(path: string, schema: z.ZodType<T>, signal: AbortSignal, init?: RequestInit): Promise<T> {
    const body = await readJson(await call(path, signal, init), signal);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ProviderError("bad_answer", `ComfyUI ${path}: unexpected answer (${parsed.error.message})`);
    return parsed.data;
  }

  async function listCheckpoints(signal: AbortSignal) {
    const info = await callJson("/object_info/CheckpointLoaderSimple", objectInfoSchema, signal);
    const combo = info.CheckpointLoaderSimple.input.required.ckpt_name;
    const names = combo[0] === "COMBO" ? combo[1].options : combo[0];
    checkpointCache = { names, at: Date.now() };
    return names;
  }

  async function listExtras(signal: AbortSignal) {
    const [loras, samplers] = await Promise.all([
      callJson("/object_info/LoraLoader", loraInfoSchema, signal),
      callJson("/object_info/KSampler", samplerInfoSchema, signal),
    ]);
    return {
      loras: comboChoices(loras.LoraLoader.input.required.lora_name),
      samplers: comboChoices(samplers.KSampler.input.required.sampler_name),
    };
  }

  /** Checks the engine still has the checkpoint: a recent list is trusted when it has it, else the list is asked for again. */
  async function requireCheckpoint(checkpoint: string | undefined, signal: AbortSignal): Promise<string> {
    if (!checkpoint) throw new ProviderError("unavailable", "No checkpoint was given for the ComfyUI engine");
    const fresh = checkpointCache && Date.now() - checkpointCache.at < CHECKPOINT_CACHE_MS ? checkpointCache.names : null;
    if (fresh?.includes(checkpoint)) return checkpoint;
    const names = await listCheckpoints(signal);
    if (!names.includes(checkpoint)) {
      throw new ProviderError("unavailable", `ComfyUI has no checkpoint "${checkpoint}"`, { message: checkpointMissing(checkpoint) });
    }
    return checkpoint;
  }

  /** Queues the workflow; a 400 naming our checkpoint (removed since the list was cached) is a missing checkpoint. */
  async function queuePrompt(workflow: ComfyWorkflow, clientId: string, checkpoint: string, signal: AbortSignal): Promise<string> {
    const response = await call(
      "/prompt",
      signal,
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ prompt: workflow, client_id: clientId }) },
      (status) => status === 400,
    );
    const body = await readJson(response, signal);
    if (response.ok) {
      const queued = queuedSchema.safeParse(body);
      if (!queued.success) throw new ProviderError("bad_answer", `ComfyUI /prompt: unexpected answer (${queued.error.message})`);
      return queued.data.prompt_id;
    }
    const rejected = promptRejectedSchema.safeParse(body);
    const detail = `ComfyUI POST /prompt: HTTP 400 ${JSON.stringify(body).slice(0, 2000)}`;
    const errors = rejected.success ? Object.values(rejected.data.node_errors ?? {}).flatMap((node) => node.errors) : [];
    if (errors.some((error) => error.type === "value_not_in_list" && error.details?.startsWith("ckpt_name"))) {
      checkpointCache = null;
      throw new ProviderError("unavailable", detail, { message: checkpointMissing(checkpoint) });
    }
    throw new ProviderError("bad_answer", detail);
  }

  async function uploadSource(image: Uint8Array, signal: AbortSignal): Promise<string> {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(image)]), `sitegen-source-${randomUUID()}.${imageExtension(image)}`);
    form.append("type", "input");
    form.append("overwrite", "true");
    const uploaded = await callJson("/upload/image", uploadedSchema, signal, { method: "POST", body: form });
    return uploaded.subfolder ? `${uploaded.subfolder}/${uploaded.name}` : uploaded.name;
  }

  function workflowFor(request: ProviderRequest): ComfyWorkflow {
    if (request.mode === "upscale") return UPSCALE_WORKFLOW;
    if (request.mode === "generate") return withLoras(userWorkflow ?? TEXT_TO_IMAGE_WORKFLOW, request.loras);
    if (request.mode === "edit" && request.mask) {
      return withLoras(userWorkflow && usesPlaceholder(userWorkflow, "mask") ? userWorkflow : INPAINT_WORKFLOW, request.loras);
    }
    return withLoras(userWorkflow && usesPlaceholder(userWorkflow, "image") ? userWorkflow : IMAGE_TO_IMAGE_WORKFLOW, request.loras);
  }

  /** Best effort, on our own short deadline: stop the prompt if it runs, drop it if it still waits in the queue. */
  function stopPrompt(promptId: string) {
    const post = (path: string, body: unknown) =>
      fetchImpl(`${baseUrl}${path}`, {
        method: "POST",
        headers: { ...authHeaders, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(STOP_REQUEST_TIMEOUT_MS),
      }).then(
        (response) => response.body?.cancel(),
        () => undefined,
      );
    void post("/interrupt", { prompt_id: promptId });
    void post("/queue", { delete: [promptId] });
  }

  async function fetchResult(promptId: string, reported: ImageRef[], signal: AbortSignal): Promise<Uint8Array> {
    const history = await callJson(`/history/${encodeURIComponent(promptId)}`, historySchema, signal);
    const entry = history[promptId];
    if (entry?.status?.status_str === "error") throw new ProviderError("bad_answer", `ComfyUI history: prompt ${promptId} ended in error`);
    const fromHistory = entry ? Object.values(entry.outputs).flatMap((output) => output.images ?? []) : [];
    const image = pickImage(fromHistory) ?? pickImage(reported);
    if (!image) throw new ProviderError("bad_answer", NO_IMAGE_DATA);
    const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder, type: image.type });
    const response = await call(`/view?${query}`, signal);
    try {
      return assertImageBytes(new Uint8Array(await response.arrayBuffer()));
    } catch (error) {
      throw transportFailure(error, signal);
    }
  }

  return {
    engine: "comfyui",
    listCheckpoints,
    listExtras,
    async generate(request, { signal, onProgress }) {
      let settled = false;
      let promptId: string | null = null;
      let socket: PromptSocket | null = null;
      const onAbort = () => {
        if (promptId) stopPrompt(promptId);
      };
      signal.addEventListener("abort", onAbort, { once: true });
      try {
        // An upscale draws nothing: it needs no checkpoint.
        const checkpoint = request.mode === "upscale" ? (request.checkpoint ?? "") : await requireCheckpoint(request.checkpoint, signal);
        if (request.mode !== "generate" && !request.sourceImage) throw new ProviderError("unavailable", `${request.mode} needs a source image`);
        const clientId = `${clientPrefix}-${randomUUID()}`;
        socket = await PromptSocket.open(WebSocketImpl, `${socketUrl}?clientId=${encodeURIComponent(clientId)}`, authHeaders, signal);
        const image = request.mode !== "generate" && request.sourceImage ? await uploadSource(request.sourceImage, signal) : "";
        const mask = request.mode === "edit" && request.mask ? await uploadSource(request.mask, signal) : "";
        const { width, height } = EXACT_SIZES[request.aspectRatio];
        const workflow = fillWorkflow(workflowFor(request), {
          prompt: request.prompt,
          negative_prompt: request.negativePrompt,
          seed: request.seed,
          width,
          height,
          checkpoint,
          image,
          mask,
          scale: request.factor ?? 2,
          ...settings,
          steps: request.steps ?? settings.steps,
          cfg: request.cfg ?? settings.cfg,
          sampler: request.sampler ?? settings.sampler,
          denoise: request.strength ?? settings.denoise,
        });
        promptId = await queuePrompt(workflow, clientId, checkpoint, signal);
        // The abort may have come while POST /prompt was answering, before we knew what to stop.
        if (signal.aborted) onAbort();
        const reported = await socket.follow(promptId, signal, (progress) => {
          if (!settled) onProgress?.(progress);
        });
        return { image: await fetchResult(promptId, reported, signal) };
      } catch (error) {
        if (signal.aborted) throw new ProviderError("timeout", `ComfyUI did not finish in time (${describeError(error)})`, { cause: error });
        throw transportFailure(error, signal);
      } finally {
        settled = true;
        signal.removeEventListener("abort", onAbort);
        socket?.close();
      }
    },
  };
}
