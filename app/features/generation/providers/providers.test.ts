import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startImageProviderFake, type ImageProviderFake } from "../../../../tests/mocks/image-provider-fake";
import { ASPECT_RATIO_IDS } from "../generation-options";
import { createFalProvider } from "./fal.server";
import { createLocalEngine } from "./local-engine.server";
import { createOpenAiProvider } from "./openai.server";
import { cropToAspect, DALL_E_3_SIZES, FLUX_IMAGE_SIZES, GPT_IMAGE_SIZES, EXACT_SIZES } from "./sizes";
import { PROVIDER_FAILURE_MESSAGES, type ProviderFailureKind } from "../provider-messages";
import { NO_IMAGE_DATA, ProviderError, type ProviderRequest } from "./types";

const base: ProviderRequest = {
  prompt: "a lighthouse in a storm",
  negativePrompt: "",
  model: "gpt-image-1",
  mode: "generate",
  aspectRatio: "1:1",
  seed: 42,
  isNsfw: false,
};

const signal = () => AbortSignal.timeout(10_000);

/** The provider failure a call ends with: its kind, the user's message and the raw detail. */
async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

async function expectFailure(call: Promise<unknown>, kind: ProviderFailureKind, detail?: RegExp | string) {
  const error = await failureOf(call);
  expect(error.kind).toBe(kind);
  expect(error.message).toBe(PROVIDER_FAILURE_MESSAGES[kind]);
  if (detail) expect(error.detail).toMatch(detail);
  return error;
}

/** Every documented failure, as the fake plays it, and what the user must be told. */
const FAILURES: { behaviour: ImageProviderFake["behaviour"]; kind: ProviderFailureKind; openAi: RegExp; fal: RegExp }[] = [
  { behaviour: "refused", kind: "refused", openAi: /content_policy_violation/, fal: /content_policy_violation/ },
  { behaviour: "nsfw", kind: "refused", openAi: /moderation_blocked/, fal: /has_nsfw_concepts/ },
  { behaviour: "quota", kind: "busy", openAi: /429 insufficient_quota/, fal: /403.*Exhausted balance/ },
  { behaviour: "rate_limit", kind: "busy", openAi: /429 rate_limit_exceeded/, fal: /429/ },
  { behaviour: "server_error", kind: "busy", openAi: /500/, fal: /500/ },
  { behaviour: "malformed", kind: "bad_answer", openAi: new RegExp(NO_IMAGE_DATA), fal: new RegExp(NO_IMAGE_DATA) },
  { behaviour: "garbage", kind: "bad_answer", openAi: /JSON/, fal: /JSON/ },
  { behaviour: "truncated", kind: "bad_answer", openAi: /terminated|Connection error|ECONNRESET|aborted/i, fal: /terminated|ECONNRESET|aborted/i },
  { behaviour: "reset", kind: "bad_answer", openAi: /terminated|Connection error|ECONNRESET|aborted/i, fal: /terminated|ECONNRESET|aborted/i },
];

let fake: ImageProviderFake;
beforeAll(async () => {
  fake = await startImageProviderFake();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.behaviour = "success";
  fake.falImageAsUrl = false;
  fake.requests.length = 0;
});

describe("aspect ratio mapping", () => {
  it("gives every ratio a size each model accepts, in the right orientation", () => {
    const gptSizes = ["1024x1024", "1536x1024", "1024x1536"];
    const dalleSizes = ["1024x1024", "1792x1024", "1024x1792"];
    const falSizes = ["square_hd", "landscape_4_3", "portrait_4_3", "landscape_16_9", "portrait_16_9"];
    for (const aspect of ASPECT_RATIO_IDS) {
      expect(gptSizes).toContain(GPT_IMAGE_SIZES[aspect]);
      expect(dalleSizes).toContain(DALL_E_3_SIZES[aspect]);
      expect(falSizes).toContain(FLUX_IMAGE_SIZES[aspect]);
      const [w, h] = aspect.split(":").map(Number);
      const [gw, gh] = GPT_IMAGE_SIZES[aspect].split("x").map(Number);
      expect(Math.sign(gw - gh)).toBe(Math.sign(w - h));
      expect(EXACT_SIZES[aspect].width / EXACT_SIZES[aspect].height).toBeCloseTo(w / h, 2);
    }
  });

  it("crops a provider's size to the exact ratio", () => {
    expect(cropToAspect(1536, 1024, "4:3")).toEqual({ width: 1365, height: 1024 });
    expect(cropToAspect(1536, 1024, "16:9")).toEqual({ width: 1536, height: 864 });
    expect(cropToAspect(1024, 1792, "9:16")).toEqual({ width: 1008, height: 1792 });
    expect(cropToAspect(1024, 1536, "3:4")).toEqual({ width: 1024, height: 1365 });
    expect(cropToAspect(1024, 1024, "1:1")).toEqual({ width: 1024, height: 1024 });
  });
});

describe("OpenAI provider", () => {
  const provider = () => createOpenAiProvider({ apiKey: "test-openai-key", baseUrl: fake.openAiBaseUrl });

  it("generates with gpt-image-1 at the mapped size and returns the base64 picture", async () => {
    const result = await provider().generate({ ...base, aspectRatio: "16:9", negativePrompt: "people" }, { signal: signal() });
    const meta = await sharp(result.image).metadata();
    expect(meta.format).toBe("png");
    const body = fake.requests[0].json as Record<string, unknown>;
    expect(fake.requests[0].path).toBe("/v1/images/generations");
    expect(body).toMatchObject({ model: "gpt-image-1", size: "1536x1024", n: 1 });
    expect(body.prompt).toContain("Do not include: people");
    expect(body).not.toHaveProperty("response_format");
  });

  it("asks dall-e-3 for base64 at its own sizes", async () => {
    await provider().generate({ ...base, model: "dall-e-3", aspectRatio: "9:16" }, { signal: signal() });
    expect(fake.requests[0].json).toMatchObject({ model: "dall-e-3", size: "1024x1792", response_format: "b64_json" });
  });

  it("edits a source picture with gpt-image-1 through the edit endpoint", async () => {
    const source = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const result = await provider().generate({ ...base, mode: "edit", sourceImage: source }, { signal: signal() });
    expect((await sharp(result.image).metadata()).format).toBe("png");
    expect(fake.requests[0].path).toBe("/v1/images/edits");
    expect(fake.requests[0].headers["content-type"]).toContain("multipart/form-data");
    expect(fake.requests[0].body.toString("latin1")).toContain('name="model"');
  });

  it("sends an edit's mask as OpenAI documents it: a PNG whose transparent pixels are the ones to repaint", async () => {
    const source = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    // Ours: white (repaint) on the left half, black (keep) on the right.
    const mask = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
      .composite([{ input: { create: { width: 32, height: 64, channels: 3, background: "#fff" } }, left: 0, top: 0 }])
      .grayscale()
      .png()
      .toBuffer();
    await provider().generate({ ...base, mode: "edit", sourceImage: source, mask }, { signal: signal() });
    const form = await new Response(new Uint8Array(fake.requests[0].body), {
      headers: { "content-type": String(fake.requests[0].headers["content-type"]) },
    }).formData();
    const sent = Buffer.from(await (form.get("mask") as Blob).arrayBuffer());
    const { data, info } = await sharp(sent).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    const alphaAt = (x: number, y: number) => data[(y * 64 + x) * 4 + 3];
    expect([alphaAt(5, 5), alphaAt(60, 5)]).toEqual([0, 255]);
  });

  it("makes a variation through the edit endpoint, without a mask", async () => {
    const source = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    await provider().generate({ ...base, mode: "variation", sourceImage: source, strength: 0.35 }, { signal: signal() });
    expect(fake.requests[0].path).toBe("/v1/images/edits");
    expect(fake.requests[0].body.toString("latin1")).not.toContain('name="mask"');
  });

  for (const failure of FAILURES) {
    it(`tells the user "${failure.kind}" for ${failure.behaviour}, keeping the raw detail for the log`, async () => {
      fake.behaviour = failure.behaviour;
      const error = await expectFailure(provider().generate(base, { signal: signal() }), failure.kind, failure.openAi);
      expect(error.message).not.toMatch(/JSON|terminated|HTTP|quota/);
    }, 15_000);
  }

  it("gives up when the API does not answer in time", async () => {
    fake.behaviour = "timeout";
    const started = Date.now();
    await expectFailure(provider().generate(base, { signal: AbortSignal.timeout(300) }), "timeout");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("is unavailable on a wrong key, with the API's message in the detail only", async () => {
    const wrong = createOpenAiProvider({ apiKey: "wrong", baseUrl: fake.openAiBaseUrl });
    await expectFailure(wrong.generate(base, { signal: signal() }), "unavailable", /401.*Incorrect API key/);
  });

  it("is busy when nothing listens at the API's address", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const down = createOpenAiProvider({ apiKey: "test-openai-key", baseUrl: `http://127.0.0.1:${port}/v1` });
    await expectFailure(down.generate(base, { signal: signal() }), "busy", /Connection error/);
  }, 15_000);
});

describe("fal.ai FLUX provider", () => {
  const provider = () => createFalProvider({ apiKey: "test-fal-key", baseUrl: fake.url });
  const flux = { ...base, model: "flux" as const };

  it("runs flux schnell with the mapped size, the seed and the key", async () => {
    const result = await provider().generate({ ...flux, aspectRatio: "3:4" }, { signal: signal() });
    const meta = await sharp(result.image).metadata();
    expect([meta.width, meta.height]).toEqual([96, 128]);
    expect(fake.requests[0].path).toBe("/fal-ai/flux/schnell");
    expect(fake.requests[0].headers.authorization).toBe("Key test-fal-key");
    expect(fake.requests[0].json).toMatchObject({
      image_size: "portrait_4_3",
      seed: 42,
      num_images: 1,
      sync_mode: true,
      enable_safety_checker: true,
    });
  });

  it("downloads the picture when fal answers with a URL", async () => {
    fake.falImageAsUrl = true;
    const result = await provider().generate({ ...flux, isNsfw: true }, { signal: signal() });
    expect((await sharp(result.image).metadata()).format).toBe("png");
    expect(fake.requests[0].json).toMatchObject({ enable_safety_checker: false });
  });

  it("edits through the image-to-image endpoint", async () => {
    const source = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    await provider().generate({ ...flux, mode: "edit", sourceImage: source }, { signal: signal() });
    expect(fake.requests[0].path).toBe("/fal-ai/flux/dev/image-to-image");
    expect((fake.requests[0].json as { image_url: string }).image_url).toMatch(/^data:image\/png;base64,/);
  });

  it("makes a variation through image-to-image with its strength", async () => {
    const source = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    await provider().generate({ ...flux, mode: "variation", sourceImage: source, strength: 0.7 }, { signal: signal() });
    expect(fake.requests[0].path).toBe("/fal-ai/flux/dev/image-to-image");
    expect(fake.requests[0].json).toMatchObject({ strength: 0.7 });
  });

  it("edits the masked area through fal's inpainting endpoint, the mask as sent (white = repaint)", async () => {
    const source = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const mask = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const result = await provider().generate({ ...flux, mode: "edit", sourceImage: source, mask, strength: 0.6 }, { signal: signal() });
    expect((await sharp(result.image).metadata()).format).toBe("png");
    expect(fake.requests[0].path).toBe("/fal-ai/flux-lora/inpainting");
    const input = fake.requests[0].json as { image_url: string; mask_url: string; strength: number; prompt: string };
    expect(input).toMatchObject({ strength: 0.6, prompt: flux.prompt });
    expect(Buffer.from(input.mask_url.replace(/^data:image\/png;base64,/, ""), "base64").equals(mask)).toBe(true);
    expect(input.image_url).toMatch(/^data:image\/png;base64,/);
  });

  it("upscales 2× and 4× through fal's ESRGAN endpoint: the same picture, larger", async () => {
    const source = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#00ff00" } })
      .png()
      .toBuffer();
    for (const factor of [2, 4]) {
      fake.requests.length = 0;
      const result = await provider().generate({ ...flux, mode: "upscale", sourceImage: source, factor }, { signal: signal() });
      const meta = await sharp(result.image).metadata();
      expect([meta.width, meta.height]).toEqual([24 * factor, 16 * factor]);
      expect(fake.requests[0].path).toBe("/fal-ai/esrgan");
      expect(fake.requests[0].json).toMatchObject({ scale: factor });
    }
  });

  it("says in GET /api/models that FLUX on fal takes masks and upscales 2× and 4×", async () => {
    const { listAllModels } = await import("./select-provider.server");
    const previous = process.env.FAL_KEY;
    process.env.FAL_KEY = "test-fal-key";
    const { resetEnvCache } = await import("~/utils/env.server");
    try {
      resetEnvCache();
      const fluxOption = (await listAllModels()).find((model) => model.id === "flux");
      expect(fluxOption?.servedBy).toBeNull();
      expect(fluxOption?.supports).toMatchObject({ mask: true, variation: true, upscale: [2, 4] });
    } finally {
      if (previous === undefined) delete process.env.FAL_KEY;
      else process.env.FAL_KEY = previous;
      resetEnvCache();
    }
  });

  for (const failure of FAILURES) {
    it(`tells the user "${failure.kind}" for ${failure.behaviour}, keeping the raw detail for the log`, async () => {
      fake.behaviour = failure.behaviour;
      const error = await expectFailure(provider().generate(flux, { signal: signal() }), failure.kind, failure.fal);
      expect(error.message).not.toMatch(/JSON|terminated|HTTP|balance/);
    }, 15_000);
  }

  it("sends a refused request once", async () => {
    fake.behaviour = "refused";
    await expectFailure(provider().generate(flux, { signal: signal() }), "refused");
    expect(fake.requests).toHaveLength(1);
  });

  it("gives up when fal does not answer in time", async () => {
    fake.behaviour = "timeout";
    await expectFailure(provider().generate(flux, { signal: AbortSignal.timeout(300) }), "timeout");
  });

  it("is unavailable on a wrong key", async () => {
    const wrong = createFalProvider({ apiKey: "wrong", baseUrl: fake.url });
    await expectFailure(wrong.generate(flux, { signal: signal() }), "unavailable", /401/);
  });
});

describe("local engine", () => {
  const engine = createLocalEngine();

  it("renders a PNG of every aspect ratio in well under a second", async () => {
    for (const aspectRatio of ASPECT_RATIO_IDS) {
      const started = performance.now();
      const { image } = await engine.generate({ ...base, aspectRatio }, { signal: signal() });
      expect(performance.now() - started).toBeLessThan(1000);
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe("png");
      expect({ width: meta.width, height: meta.height }).toEqual(EXACT_SIZES[aspectRatio]);
    }
  });

  it("draws the same picture for the same prompt and seed, and another for a new seed or prompt", async () => {
    const a = await engine.generate(base, { signal: signal() });
    const b = await engine.generate(base, { signal: signal() });
    const c = await engine.generate({ ...base, seed: 43 }, { signal: signal() });
    const d = await engine.generate({ ...base, prompt: "a forest" }, { signal: signal() });
    expect(Buffer.from(a.image).equals(Buffer.from(b.image))).toBe(true);
    expect(Buffer.from(a.image).equals(Buffer.from(c.image))).toBe(false);
    expect(Buffer.from(a.image).equals(Buffer.from(d.image))).toBe(false);
  });

  it("transforms a source picture in edit mode", async () => {
    const source = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#20a040" } })
      .png()
      .toBuffer();
    const { image } = await engine.generate({ ...base, mode: "edit", aspectRatio: "4:3", sourceImage: source }, { signal: signal() });
    const meta = await sharp(image).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 768]);
    const stats = await sharp(image).stats();
    // The green source still shows through the scene.
    expect(stats.channels[1].mean).toBeGreaterThan(40);
  });
});
