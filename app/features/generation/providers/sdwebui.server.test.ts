import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { seedColour, startSdWebUiFake, type SdWebUiFake, type SdWebUiFakeOptions } from "../../../../tests/mocks/sdwebui-fake";
import { samplePng } from "../../../../tests/mocks/sample-png";
import { checkpointMissing, ENGINE_UNREACHABLE } from "../provider-messages";
import { createSdWebUiEngine, parseSdWebUiAuth, type SdWebUiEngineOptions } from "./sdwebui.server";
import { NO_IMAGE_DATA, type EngineProgress, type ProviderRequest } from "./types";
import { closedPortUrl, failureOf } from "./engine-test-helpers";

const CHECKPOINT = "dreamshaper_8.safetensors [879db523c3]";
const OTHER = "v1-5-pruned-emaonly.safetensors [6ce0161689]";

const baseRequest: ProviderRequest = {
  prompt: "a lighthouse at dusk",
  negativePrompt: "blurry, text",
  model: `sdwebui:${CHECKPOINT}`,
  mode: "generate",
  aspectRatio: "16:9",
  seed: 123456789,
  isNsfw: true,
  checkpoint: CHECKPOINT,
};

const fakes: SdWebUiFake[] = [];

afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function startFake(options: SdWebUiFakeOptions = {}) {
  const fake = await startSdWebUiFake({ checkpoints: [OTHER, CHECKPOINT], ...options });
  fakes.push(fake);
  return fake;
}

const engineFor = (fake: SdWebUiFake, options: Partial<SdWebUiEngineOptions> = {}) =>
  createSdWebUiEngine({ baseUrl: `${fake.url}/`, steps: 4, progressIntervalMs: 5, ...options });

const signal = () => new AbortController().signal;

const routes = (fake: SdWebUiFake) => fake.requests.filter((r) => r.path !== "/sdapi/v1/progress").map((r) => `${r.method} ${r.path}`);

function postedJob(fake: SdWebUiFake, path: string): Record<string, unknown> {
  const posted = fake.requests.filter((r) => r.method === "POST" && r.path === path);
  expect(posted).toHaveLength(1);
  return posted[0].body as Record<string, unknown>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("SD web UI engine", () => {
  it("lists the checkpoint titles the engine has", async () => {
    const fake = await startFake();
    await expect(engineFor(fake).listCheckpoints(signal())).resolves.toEqual([OTHER, CHECKPOINT]);
    expect(routes(fake)).toEqual(["GET /sdapi/v1/sd-models"]);
  });

  it("rejects a checkpoint list that is not the web UI's shape", async () => {
    const oddFetch: typeof fetch = async () => Response.json([{ model_name: "no title" }]);
    const error = await failureOf(createSdWebUiEngine({ baseUrl: "http://sd.invalid", fetch: oddFetch }).listCheckpoints(signal()));
    expect(error.kind).toBe("bad_answer");
  });

  it("says the engine cannot be reached when the web UI runs without its API (--api)", async () => {
    const noApiFetch: typeof fetch = async () => Response.json({ detail: "Not Found" }, { status: 404 });
    const error = await failureOf(createSdWebUiEngine({ baseUrl: "http://sd.invalid", fetch: noApiFetch }).listCheckpoints(signal()));
    expect([error.kind, error.message]).toEqual(["unavailable", ENGINE_UNREACHABLE]);
    expect(error.detail).toContain("--api");
  });

  it("draws with the prompt, negative prompt, size, seed, steps, cfg, sampler and checkpoint sent natively", async () => {
    const fake = await startFake();
    const { image } = await engineFor(fake, { cfgScale: 5.5, sampler: "DPM++ 2M" }).generate(baseRequest, { signal: signal() });

    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual({ width: 64, height: 36 }); // the fake draws 1024x576 at 1/16
    expect([...data.subarray(0, 3)]).toEqual(Object.values(seedColour(123456789)));
    expect(postedJob(fake, "/sdapi/v1/txt2img")).toEqual({
      prompt: "a lighthouse at dusk",
      negative_prompt: "blurry, text",
      width: 1024,
      height: 576,
      steps: 4,
      cfg_scale: 5.5,
      sampler_name: "DPM++ 2M",
      seed: 123456789,
      batch_size: 1,
      n_iter: 1,
      override_settings: { sd_model_checkpoint: CHECKPOINT },
      override_settings_restore_afterwards: true,
      send_images: true,
      save_images: false,
    });
    expect(routes(fake)).toEqual(["GET /sdapi/v1/sd-models", "POST /sdapi/v1/txt2img"]);
  });

  it("uses 25 steps, cfg 7 and Euler a when none are configured", async () => {
    const fake = await startFake();
    await createSdWebUiEngine({ baseUrl: fake.url }).generate({ ...baseRequest, aspectRatio: "3:4" }, { signal: signal() });
    expect(postedJob(fake, "/sdapi/v1/txt2img")).toMatchObject({ steps: 25, cfg_scale: 7, sampler_name: "Euler a", width: 768, height: 1024 });
  });

  it("trusts a recent checkpoint list instead of asking for it on every picture", async () => {
    const fake = await startFake();
    const engine = engineFor(fake);
    await engine.generate(baseRequest, { signal: signal() });
    await engine.generate({ ...baseRequest, seed: 7 }, { signal: signal() });
    expect(routes(fake)).toEqual(["GET /sdapi/v1/sd-models", "POST /sdapi/v1/txt2img", "POST /sdapi/v1/txt2img"]);
  });

  it("edits: sends the source picture as init_images with the denoising strength", async () => {
    const fake = await startFake();
    const source = await samplePng(32, 24, { r: 250, g: 250, b: 10 });
    const { image } = await engineFor(fake).generate({ ...baseRequest, mode: "edit", aspectRatio: "1:1", sourceImage: source }, { signal: signal() });

    expect((await sharp(image).metadata()).format).toBe("png");
    const job = postedJob(fake, "/sdapi/v1/img2img");
    expect(job).toMatchObject({ width: 1024, height: 1024, denoising_strength: 0.6, negative_prompt: "blurry, text", seed: 123456789 });
    expect(job.init_images).toEqual([source.toString("base64")]);
    expect(fake.requests.some((r) => r.path === "/sdapi/v1/txt2img")).toBe(false);

    await engineFor(fake, { editStrength: 0.35 }).generate({ ...baseRequest, mode: "edit", sourceImage: source }, { signal: signal() });
    const second = fake.requests.filter((r) => r.path === "/sdapi/v1/img2img")[1].body;
    expect(second).toMatchObject({ denoising_strength: 0.35 });
  });

  it("refuses an edit without a source picture, without drawing", async () => {
    const fake = await startFake();
    const error = await failureOf(engineFor(fake).generate({ ...baseRequest, mode: "edit" }, { signal: signal() }));
    expect(error.kind).toBe("unavailable");
    expect(routes(fake)).toEqual(["GET /sdapi/v1/sd-models"]);
  });

  it("reports the sampling steps in order, with previews, and nothing after the picture is back", async () => {
    const fake = await startFake({ delayMs: 300 });
    const events: EngineProgress[] = [];
    await engineFor(fake, { steps: 6 }).generate(baseRequest, { signal: signal(), onProgress: (progress) => events.push(progress) });
    const reported = events.length;

    expect(reported).toBeGreaterThanOrEqual(3);
    expect(events.every((e) => e.steps === 6)).toBe(true);
    const steps = events.map((e) => e.step ?? -1);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(steps).size).toBeGreaterThanOrEqual(3);
    const fractions = events.map((e) => e.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.every((f) => f >= 0 && f <= 1)).toBe(true);
    const preview = events.find((e) => e.preview !== null)?.preview;
    expect(preview && (await sharp(preview).metadata()).format).toBe("png");
    const polls = fake.requests.filter((r) => r.path === "/sdapi/v1/progress");
    expect(polls[0].query.get("skip_current_image")).toBe("false");

    const pollCount = polls.length;
    await delay(60);
    expect(events).toHaveLength(reported);
    expect(fake.requests.filter((r) => r.path === "/sdapi/v1/progress")).toHaveLength(pollCount);
  });

  it("does not poll progress when nobody listens", async () => {
    const fake = await startFake({ delayMs: 100 });
    await engineFor(fake).generate(baseRequest, { signal: signal() });
    expect(fake.requests.some((r) => r.path === "/sdapi/v1/progress")).toBe(false);
  });

  it("fails as an unusable answer with the engine's error text when the job answers 500", async () => {
    const fake = await startFake({
      failWith: {
        status: 500,
        body: { error: "OutOfMemoryError", detail: "", body: "", errors: "CUDA out of memory. Tried to allocate 2.00 GiB" },
      },
    });
    const error = await failureOf(engineFor(fake).generate(baseRequest, { signal: signal() }));
    expect(error.kind).toBe("bad_answer");
    expect(error.detail).toContain("HTTP 500");
    expect(error.detail).toContain("OutOfMemoryError: CUDA out of memory");
  });

  it("fails as an unusable answer when the engine refuses the request (unknown sampler)", async () => {
    const fake = await startFake();
    const error = await failureOf(engineFor(fake, { sampler: "Heun++ 9000" }).generate(baseRequest, { signal: signal() }));
    expect(error.kind).toBe("bad_answer");
    expect(error.detail).toContain("HTTP 404 HTTPException: Sampler not found");
  });

  it("fails as an unusable answer when the engine sends no picture", async () => {
    const fake = await startFake({ failWith: { status: 200, body: { images: [], parameters: {}, info: "{}" } } });
    const error = await failureOf(engineFor(fake).generate(baseRequest, { signal: signal() }));
    expect([error.kind, error.detail]).toEqual(["bad_answer", NO_IMAGE_DATA]);

    const junk = await startFake({ failWith: { status: 200, body: { images: [Buffer.from("not a picture").toString("base64")] } } });
    const junkError = await failureOf(engineFor(junk).generate(baseRequest, { signal: signal() }));
    expect([junkError.kind, junkError.detail]).toEqual(["bad_answer", NO_IMAGE_DATA]);
  });

  it("times out when our signal aborts, and asks the engine to interrupt the job", async () => {
    const fake = await startFake({ delayMs: 60_000 });
    const events: EngineProgress[] = [];
    const deadline = new AbortController();
    const generating = failureOf(engineFor(fake).generate(baseRequest, { signal: deadline.signal, onProgress: (progress) => events.push(progress) }));
    // The deadline passes while the engine is drawing.
    await fake.waitForRequest("POST", "/sdapi/v1/txt2img");
    deadline.abort(new DOMException("The operation timed out.", "TimeoutError"));
    const error = await generating;
    expect(error.kind).toBe("timeout");
    await fake.waitForRequest("POST", "/sdapi/v1/interrupt");
    const reported = events.length;
    await delay(50);
    expect(events).toHaveLength(reported);
  });

  it("does not interrupt anything when the time runs out before the job was sent", async () => {
    const fake = await startFake();
    const controller = new AbortController();
    controller.abort(new Error("deadline"));
    const error = await failureOf(engineFor(fake).generate(baseRequest, { signal: controller.signal }));
    expect(error.kind).toBe("timeout");
    await delay(30);
    expect(fake.requests.some((r) => r.path === "/sdapi/v1/interrupt" || r.path === "/sdapi/v1/txt2img")).toBe(false);
  });

  it("says the checkpoint is missing, without drawing, when the engine does not list it", async () => {
    const fake = await startFake({ checkpoints: [OTHER] });
    const error = await failureOf(engineFor(fake).generate(baseRequest, { signal: signal() }));
    expect([error.kind, error.message]).toEqual(["unavailable", checkpointMissing(CHECKPOINT)]);
    expect(routes(fake)).toEqual(["GET /sdapi/v1/sd-models"]);
  });

  it("says the checkpoint is missing when it went away after the list was cached", async () => {
    const fake = await startFake();
    const engine = engineFor(fake);
    await engine.listCheckpoints(signal());
    fake.setCheckpoints([OTHER]);
    const error = await failureOf(engine.generate(baseRequest, { signal: signal() }));
    expect([error.kind, error.message]).toEqual(["unavailable", checkpointMissing(CHECKPOINT)]);
    expect(error.detail).toContain("RuntimeError");
    expect(routes(fake)).toEqual(["GET /sdapi/v1/sd-models", "POST /sdapi/v1/txt2img", "GET /sdapi/v1/sd-models"]);
  });

  it("finds a checkpoint listed before the engine hashed it, and sends its current title", async () => {
    const fake = await startFake({ checkpoints: ["dreamshaper_8.safetensors"] });
    const engine = engineFor(fake);
    const [listed] = await engine.listCheckpoints(signal());
    fake.setCheckpoints([CHECKPOINT]);
    // A fresh engine: no cached list, so the new title is read.
    await engineFor(fake).generate({ ...baseRequest, checkpoint: listed }, { signal: signal() });
    expect(postedJob(fake, "/sdapi/v1/txt2img").override_settings).toEqual({ sd_model_checkpoint: CHECKPOINT });
  });

  it("refuses a picture without a checkpoint", async () => {
    const fake = await startFake();
    const error = await failureOf(engineFor(fake).generate({ ...baseRequest, checkpoint: undefined }, { signal: signal() }));
    expect([error.kind, error.message]).toEqual(["unavailable", ENGINE_UNREACHABLE]);
    expect(fake.requests).toHaveLength(0);
  });

  it("needs the credentials of an engine started with --api-auth, and works with them", async () => {
    const auth = { username: "painter", password: "s3cret:pass" };
    const fake = await startFake({ auth });
    const anonymous = await failureOf(engineFor(fake).generate(baseRequest, { signal: signal() }));
    expect([anonymous.kind, anonymous.message]).toEqual(["unavailable", ENGINE_UNREACHABLE]);
    expect(anonymous.detail).toContain("401");
    expect(routes(fake)).toEqual(["GET /sdapi/v1/sd-models"]);

    const wrong = await failureOf(engineFor(fake, { auth: { ...auth, password: "guess" } }).listCheckpoints(signal()));
    expect(wrong.message).toBe(ENGINE_UNREACHABLE);

    fake.requests.length = 0;
    const { image } = await engineFor(fake, { auth }).generate(baseRequest, { signal: signal(), onProgress: () => undefined });
    expect((await sharp(image).metadata()).format).toBe("png");
    const expected = `Basic ${Buffer.from("painter:s3cret:pass").toString("base64")}`;
    expect(fake.requests.map((r) => r.headers.authorization)).toEqual(fake.requests.map(() => expected));
  });

  it("says the engine cannot be reached when nothing listens at its address", async () => {
    const engine = createSdWebUiEngine({ baseUrl: await closedPortUrl() });
    const listing = await failureOf(engine.listCheckpoints(signal()));
    expect([listing.kind, listing.message]).toEqual(["unavailable", ENGINE_UNREACHABLE]);
    const generating = await failureOf(engine.generate(baseRequest, { signal: signal() }));
    expect([generating.kind, generating.message]).toEqual(["unavailable", ENGINE_UNREACHABLE]);
  });
});

describe("parseSdWebUiAuth", () => {
  it("reads user:password, the password keeping any further colons", () => {
    expect(parseSdWebUiAuth("painter:s3cret")).toEqual({ username: "painter", password: "s3cret" });
    expect(parseSdWebUiAuth("painter:a:b:c")).toEqual({ username: "painter", password: "a:b:c" });
  });

  it("is undefined when unset", () => {
    expect(parseSdWebUiAuth(undefined)).toBeUndefined();
    expect(parseSdWebUiAuth("")).toBeUndefined();
  });

  it("refuses a value without a colon or without a user, without repeating the secret", () => {
    expect(() => parseSdWebUiAuth("painter")).toThrow(/user:password/);
    expect(() => parseSdWebUiAuth(":s3cret")).toThrow(/empty user/);
    expect(() => parseSdWebUiAuth(":s3cret")).not.toThrow(/s3cret/);
  });
});
