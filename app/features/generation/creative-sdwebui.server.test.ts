import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { getBalance } from "~/features/credits/ledger.server";
import { resetEnvCache } from "~/utils/env.server";
import { createUser } from "../../../tests/factories";
import { startSdWebUiFake, type SdWebUiFake } from "../../../tests/mocks/sdwebui-fake";
import { expectAppError, ledgerSum, request } from "./generation-test-helpers";
import type { GenerateRequest } from "./generate-request-schema";
import { listEngineCheckpoints } from "./providers/self-hosted-engines.server";
import { reserveGeneration } from "./reserve-generation.server";
import { runGeneration } from "./run-generation.server";

// Each test runs the picture checker on several pictures: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

// The creative modes through an AUTOMATIC1111 API (the fake speaks its documented
// routes): variations and masked edits are img2img with init_images, denoising_strength
// and mask; upscales go to extra-single-image; LoRAs ride in the prompt as <lora:name:weight>;
// steps, CFG and sampler reach the payload. Each picture is 1 credit, refunded on failure.

const CHECKPOINT = "dreamshaper_8.safetensors [879db523c3]";
const MODEL = `sdwebui:${CHECKPOINT}`;
let fake: SdWebUiFake;
const db = () => getDb();

type Img2ImgBody = Record<string, unknown> & { init_images: string[]; prompt: string };

beforeAll(async () => {
  fake = await startSdWebUiFake({ checkpoints: [CHECKPOINT], delayMs: 20 });
  process.env.SD_WEBUI_URL = fake.url;
  resetEnvCache();
  await listEngineCheckpoints({ fresh: true });
});
afterEach(() => {
  fake.requests.length = 0;
});
afterAll(async () => {
  delete process.env.SD_WEBUI_URL;
  resetEnvCache();
  await fake.close();
});

const sd = (overrides: Partial<GenerateRequest>) => request({ model: MODEL, ...overrides });
const lastBody = (path: string) => fake.requests.filter((r) => r.method === "POST" && r.path === path).at(-1)?.body as Img2ImgBody | undefined;

async function finished(userId: string, overrides: Partial<GenerateRequest> = {}) {
  const done = await runGeneration(db(), (await reserveGeneration(db(), { userId, request: sd(overrides) })).generation);
  expect(done.status).toBe("succeeded");
  return done;
}

describe("AUTOMATIC1111: creative modes as its API documents them", () => {
  it("a variation is img2img from the source with the strength, LoRAs, steps, CFG and sampler", async () => {
    const user = await createUser({ credits: 4 });
    const source = await finished(user.id, { aspectRatio: "3:4" });
    const { generation } = await reserveGeneration(db(), {
      userId: user.id,
      request: sd({
        mode: "variation",
        sourceGenerationId: source.id,
        strength: 0.7,
        loras: [
          { name: "add_detail", weight: 0.8 },
          { name: "film_grain_v2", weight: -1.5 },
        ],
        steps: 30,
        cfg: 5.5,
        sampler: "DPM++ 2M",
      }),
    });
    expect(await getBalance(db(), user.id)).toBe(2);
    const done = await runGeneration(db(), generation);
    expect(done.status).toBe("succeeded");
    const body = lastBody("/sdapi/v1/img2img")!;
    expect(body).toMatchObject({
      prompt: "a red fox in the snow <lora:add_detail:0.8> <lora:film_grain_v2:-1.5>",
      denoising_strength: 0.7,
      steps: 30,
      cfg_scale: 5.5,
      sampler_name: "DPM++ 2M",
      width: 768,
      height: 1024,
      override_settings: { sd_model_checkpoint: CHECKPOINT },
    });
    expect(body.mask).toBeUndefined();
    const sent = await sharp(Buffer.from(body.init_images[0], "base64")).metadata();
    expect([sent.format, sent.width, sent.height]).toEqual(["png", source.width, source.height]);
    expect(await getBalance(db(), user.id)).toBe(2);
    expect(await ledgerSum(user.id)).toBe(2);
  });

  it("an edit with a mask sends the mask (white = inpaint) at the edit's strength", async () => {
    const user = await createUser({ credits: 3 });
    const source = await finished(user.id);
    const mask = await sharp({
      create: { width: source.width!, height: source.height!, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const { generation } = await reserveGeneration(db(), {
      userId: user.id,
      request: sd({ mode: "edit", sourceGenerationId: source.id, prompt: "a hat", strength: 0.45 }),
      maskUpload: new Uint8Array(mask),
    });
    expect((await runGeneration(db(), generation)).status).toBe("succeeded");
    const body = lastBody("/sdapi/v1/img2img")!;
    expect(body).toMatchObject({ denoising_strength: 0.45, inpainting_mask_invert: 0, inpainting_fill: 1 });
    const sentMask = await sharp(Buffer.from(String(body.mask), "base64")).metadata();
    expect([sentMask.format, sentMask.width, sentMask.height, sentMask.channels]).toEqual(["png", source.width, source.height, 1]);
  });

  it("an upscale goes to extra-single-image with the factor and the best upscaler listed", async () => {
    const user = await createUser({ credits: 3 });
    const source = await finished(user.id, { aspectRatio: "16:9" });
    const { generation } = await reserveGeneration(db(), {
      userId: user.id,
      request: sd({ mode: "upscale", sourceGenerationId: source.id, factor: 4 }),
    });
    const done = await runGeneration(db(), generation);
    expect(lastBody("/sdapi/v1/extra-single-image")).toMatchObject({ resize_mode: 0, upscaling_resize: 4, upscaler_1: "R-ESRGAN 4x+" });
    expect([done.status, done.width, done.height]).toEqual(["succeeded", source.width! * 4, source.height! * 4]);
    expect(await getBalance(db(), user.id)).toBe(1);
  });

  it("refuses an unknown LoRA or sampler before any credit moves", async () => {
    const user = await createUser({ credits: 2 });
    await expectAppError(
      reserveGeneration(db(), { userId: user.id, request: sd({ loras: [{ name: "no_such_lora", weight: 1 }] }) }),
      "Invalid request",
      `Unknown LoRA "no_such_lora". Choose one of the LoRAs GET /api/models lists for Stable Diffusion · ${CHECKPOINT}.`,
    );
    await expectAppError(
      reserveGeneration(db(), { userId: user.id, request: sd({ sampler: "Heun++ 9" }) }),
      "Invalid request",
      `Unknown sampler "Heun++ 9". Choose one of the samplers GET /api/models lists for Stable Diffusion · ${CHECKPOINT}.`,
    );
    expect(await getBalance(db(), user.id)).toBe(2);
    expect(fake.requests.filter((r) => r.method === "POST")).toHaveLength(0);
  });
});
