import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { samplePng } from "./sample-png";

/** Whether base64 text is a picture (A1111 opens it with PIL and fails otherwise). */
async function isPicture(base64: string) {
  return sharp(Buffer.from(base64, "base64"))
    .metadata()
    .then((meta) => Boolean(meta.width && meta.height))
    .catch(() => false);
}

// A local AUTOMATIC1111 web UI (the API Forge and SD.Next serve too), started with --api:
//   GET  /sdapi/v1/sd-models                    -> [{ title, model_name, hash, sha256, filename, config }]
//   POST /sdapi/v1/txt2img, /sdapi/v1/img2img   -> { images: [base64 PNG], parameters, info } once the job has run
//   GET  /sdapi/v1/progress?skip_current_image= -> { progress, eta_relative, state: { job_count, sampling_step, sampling_steps, … },
//                                                  current_image (base64 PNG while a job runs), textinfo }
//   POST /sdapi/v1/interrupt                    -> {}; the running job stops at once
//   GET  /sdapi/v1/loras                        -> [{ name, alias, path, metadata }]
//   GET  /sdapi/v1/samplers                     -> [{ name, aliases, options }]
//   GET  /sdapi/v1/upscalers                    -> [{ name, model_name, model_path, model_url, scale }]
//   POST /sdapi/v1/extra-single-image           -> { html_info, image: base64 PNG } ({ image, resize_mode: 0,
//                                                  upscaling_resize, upscaler_1 }: the picture resized by upscaling_resize;
//                                                  an upscaler it does not list: 404 as A1111's "Upscaler not found")
// img2img checks what A1111 needs: denoising_strength within 0..1, and a `mask` that is a base64 picture.
// Failures come as A1111's API middleware writes them: { error, detail, body, errors }.
// One job runs at a time, the others wait (A1111's queue lock); a job takes `delayMs`,
// its sampling steps (the request's `steps`) spread evenly over it. The picture is
// width/16 x height/16, its colour made from the seed. An override_settings.sd_model_checkpoint
// the fake does not list fails the job with HTTP 500; an unknown sampler with 404.
// `auth` makes every route need that Basic auth, as --api-auth does.

export type SdWebUiFakeOptions = {
  /** Checkpoint titles, e.g. "v1-5-pruned-emaonly.safetensors [6ce0161689]". */
  checkpoints?: string[];
  auth?: { username: string; password: string };
  /** How long one job takes (default 40 ms). */
  delayMs?: number;
  /** txt2img and img2img answer this instead of running the job. */
  failWith?: { status: number; body: unknown };
  /** Whether /progress sends the picture so far (A1111's live previews; default true). */
  previews?: boolean;
  /** LoRA names /sdapi/v1/loras lists (default two). */
  loras?: string[];
};

export type SdWebUiRecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  /** The JSON body, or null. */
  body: unknown;
};

export type SdWebUiFake = {
  url: string;
  requests: SdWebUiRecordedRequest[];
  setCheckpoints(titles: string[]): void;
  /** Resolves with the first request (already made or still to come) to this method and path. */
  waitForRequest(method: string, path: string): Promise<SdWebUiRecordedRequest>;
  close(): Promise<void>;
};

export const FAKE_SAMPLERS = ["Euler a", "Euler", "DPM++ 2M", "DPM++ SDE", "DDIM", "UniPC"];
export const FAKE_LORAS = ["add_detail", "film_grain_v2"];
export const FAKE_UPSCALERS = ["None", "Lanczos", "Nearest", "R-ESRGAN 4x+"];

type Job = { step: number; steps: number; preview: Buffer | null; interrupted: boolean; wake: () => void };

type GenerationBody = {
  prompt?: string;
  width?: number;
  height?: number;
  steps?: number;
  seed?: number;
  sampler_name?: string;
  init_images?: string[] | null;
  denoising_strength?: number;
  mask?: string | null;
  override_settings?: { sd_model_checkpoint?: string };
};

/** The colour the fake paints a picture of this seed. */
export function seedColour(seed: number) {
  return { r: seed & 0xff, g: (seed >>> 8) & 0xff, b: (seed >>> 16) & 0xff };
}

function a1111Error(error: string, detail: string, errors = "") {
  return { error, detail, body: "", errors };
}

const withoutHash = (title: string) => title.replace(/ \[[0-9a-f]{8,10}\]$/i, "");

export async function startSdWebUiFake(options: SdWebUiFakeOptions = {}): Promise<SdWebUiFake> {
  let checkpoints = options.checkpoints ?? ["v1-5-pruned-emaonly.safetensors [6ce0161689]", "sd_xl_base_1.0.safetensors [31e35c80fc]"];
  const delayMs = options.delayMs ?? 40;
  const previews = options.previews ?? true;
  const waiters: { method: string; path: string; resolve: (request: SdWebUiRecordedRequest) => void }[] = [];
  let running: Job | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const fake: SdWebUiFake = {
    url: "",
    requests: [],
    setCheckpoints(titles) {
      checkpoints = titles;
    },
    waitForRequest(method, path) {
      const seen = fake.requests.find((r) => r.method === method && r.path === path);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ method, path, resolve }));
    },
    close: async () => {
      interruptRunning();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const authorized = (req: IncomingMessage) =>
    !options.auth || req.headers.authorization === `Basic ${Buffer.from(`${options.auth.username}:${options.auth.password}`).toString("base64")}`;

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };

  function interruptRunning() {
    if (!running) return;
    running.interrupted = true;
    running.wake();
  }

  /** A1111's sd-models entry for a title: the model name is the file name without extension and hash. */
  const modelItem = (title: string) => {
    const filename = withoutHash(title);
    const hash = /\[([0-9a-f]+)\]$/.exec(title)?.[1] ?? null;
    return {
      title,
      model_name: filename.replace(/\.(safetensors|ckpt)$/, ""),
      hash,
      sha256: null,
      filename: `/models/Stable-diffusion/${filename}`,
      config: null,
    };
  };

  /** The sampling steps, one after another over `delayMs`, each with its preview; stops early on /interrupt. */
  async function sample(steps: number) {
    const job: Job = { step: 0, steps, preview: null, interrupted: false, wake: () => undefined };
    running = job;
    try {
      for (let step = 1; step <= steps && !job.interrupted; step++) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delayMs / steps);
          job.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        if (job.interrupted) break;
        job.preview = previews ? await samplePng(8, 8, { r: Math.min(255, step * 10), g: 0, b: 0 }) : null;
        job.step = step;
      }
    } finally {
      running = null;
    }
  }

  function progressReport(skipImage: boolean) {
    const job = running;
    const state = {
      skipped: false,
      interrupted: job?.interrupted ?? false,
      stopping_generation: false,
      job: job ? "scripts_txt2img" : "",
      job_count: job ? 1 : 0,
      job_timestamp: job ? "20250101120000" : "0",
      job_no: 0,
      sampling_step: job?.step ?? 0,
      sampling_steps: job?.steps ?? 0,
    };
    if (!job) return { progress: 0, eta_relative: 0, state, current_image: null, textinfo: null };
    return {
      progress: Math.min(1, 0.01 + job.step / job.steps),
      eta_relative: ((job.steps - job.step) * delayMs) / job.steps / 1000,
      state,
      current_image: skipImage || !job.preview ? null : job.preview.toString("base64"),
      textinfo: null,
    };
  }

  async function generate(res: ServerResponse, mode: "txt2img" | "img2img", body: GenerationBody) {
    if (options.failWith) return send(res, options.failWith.status, options.failWith.body);
    if (!FAKE_SAMPLERS.includes(body.sampler_name ?? "Euler")) {
      return send(res, 404, a1111Error("HTTPException", "Sampler not found", "404: Sampler not found"));
    }
    if (mode === "img2img" && !body.init_images?.length) {
      return send(res, 404, a1111Error("HTTPException", "Init image not found", "404: Init image not found"));
    }
    if (mode === "img2img" && !(typeof body.denoising_strength === "number" && body.denoising_strength >= 0 && body.denoising_strength <= 1)) {
      return send(res, 422, { detail: [{ loc: ["body", "denoising_strength"], msg: "value is not a valid float", type: "type_error.float" }] });
    }
    if (mode === "img2img" && body.mask != null && !(await isPicture(body.mask))) {
      return send(res, 500, a1111Error("UnidentifiedImageError", "", "cannot identify image file (mask)"));
    }
    const wanted = body.override_settings?.sd_model_checkpoint;
    if (wanted !== undefined && !checkpoints.some((title) => title === wanted || withoutHash(title) === withoutHash(wanted))) {
      return send(res, 500, a1111Error("RuntimeError", "", `Checkpoint ${wanted} not found; loading fallback failed`));
    }
    const steps = Math.max(1, Number(body.steps ?? 20));
    const job = queue.then(() => sample(steps));
    queue = job.catch(() => undefined);
    await job;
    const width = Math.max(8, Math.round(Number(body.width ?? 512) / 16));
    const height = Math.max(8, Math.round(Number(body.height ?? 512) / 16));
    const picture = await samplePng(width, height, seedColour(Number(body.seed ?? 0)));
    const { init_images: _omitted, ...parameters } = body;
    send(res, 200, {
      images: [picture.toString("base64")],
      parameters,
      info: JSON.stringify({ prompt: body.prompt, seed: body.seed, sd_model_name: wanted ?? null }),
    });
  }

  async function upscale(res: ServerResponse, body: { image?: string; resize_mode?: number; upscaling_resize?: number; upscaler_1?: string }) {
    if (!body.upscaler_1 || !FAKE_UPSCALERS.includes(body.upscaler_1)) {
      return send(res, 404, a1111Error("HTTPException", "Upscaler not found", "404: Upscaler not found"));
    }
    if (!body.image || !(await isPicture(body.image))) return send(res, 500, a1111Error("UnidentifiedImageError", "", "cannot identify image file"));
    const factor = Number(body.upscaling_resize ?? 2);
    const source = sharp(Buffer.from(body.image, "base64"));
    const { width = 1, height = 1 } = await source.metadata();
    const image = await source
      .resize(Math.round(width * factor), Math.round(height * factor), { kernel: "nearest" })
      .png()
      .toBuffer();
    send(res, 200, { html_info: "<p>upscaled</p>", image: image.toString("base64") });
  }

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake");
    const json = (req.headers["content-type"] ?? "").includes("application/json") && text ? (JSON.parse(text) as unknown) : null;
    const recorded = { method: req.method ?? "", path: url.pathname, query: url.searchParams, headers: req.headers, body: json };
    fake.requests.push(recorded);
    for (const waiter of waiters.filter((w) => w.method === recorded.method && w.path === recorded.path)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(recorded);
    }

    if (!authorized(req)) {
      const detail = req.headers.authorization ? "Incorrect username or password" : "Not authenticated";
      return send(res, 401, a1111Error("HTTPException", detail, `401: ${detail}`), { "www-authenticate": "Basic" });
    }
    const route = `${req.method} ${url.pathname}`;
    if (route === "GET /sdapi/v1/sd-models") return send(res, 200, checkpoints.map(modelItem));
    if (route === "GET /sdapi/v1/progress") return send(res, 200, progressReport(url.searchParams.get("skip_current_image") === "true"));
    if (route === "POST /sdapi/v1/txt2img") return generate(res, "txt2img", (json ?? {}) as GenerationBody);
    if (route === "POST /sdapi/v1/img2img") return generate(res, "img2img", (json ?? {}) as GenerationBody);
    if (route === "GET /sdapi/v1/loras") {
      return send(
        res,
        200,
        (options.loras ?? FAKE_LORAS).map((name) => ({ name, alias: name, path: `/models/Lora/${name}.safetensors`, metadata: {} })),
      );
    }
    if (route === "GET /sdapi/v1/samplers")
      return send(
        res,
        200,
        FAKE_SAMPLERS.map((name) => ({ name, aliases: [], options: {} })),
      );
    if (route === "GET /sdapi/v1/upscalers") {
      return send(
        res,
        200,
        FAKE_UPSCALERS.map((name) => ({ name, model_name: null, model_path: null, model_url: null, scale: 4 })),
      );
    }
    if (route === "POST /sdapi/v1/extra-single-image") return upscale(res, (json ?? {}) as Parameters<typeof upscale>[1]);
    if (route === "POST /sdapi/v1/interrupt") {
      interruptRunning();
      return send(res, 200, {});
    }
    send(res, 404, { detail: "Not Found" });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** The e2e server's engine (scripts/e2e-server.js): two checkpoints, each picture taking a few seconds so its progress shows. */
export async function startE2eFake(): Promise<string> {
  const fake = await startSdWebUiFake({
    checkpoints: ["dreamshaper_8.safetensors [879db523c3]", "sd_xl_base_1.0.safetensors [31e35c80fc]"],
    delayMs: 6_000,
  });
  return fake.url;
}
