import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { getBalance } from "~/features/credits/ledger.server";
import { resetEnvCache } from "~/utils/env.server";
import { createUser } from "../../../tests/factories";
import { FAKE_COMFY_LORAS, FAKE_COMFY_SAMPLERS, startComfyUiFake, type ComfyUiFake } from "../../../tests/mocks/comfyui-fake";
import { expectAppError, ledgerSum, request } from "./generation-test-helpers";
import type { GenerateRequest } from "./generate-request-schema";
import { listAvailableModels } from "./providers/select-provider.server";
import { listEngineCheckpoints } from "./providers/self-hosted-engines.server";
import { reserveGeneration } from "./reserve-generation.server";
import { runGeneration } from "./run-generation.server";

// The creative modes through ComfyUI (the fake validates workflows as ComfyUI does):
// variations are LoadImage → VAEEncode → KSampler with denoise = strength, masked edits add
// SetLatentNoiseMask from the uploaded mask, upscales are ImageScaleBy, LoRAs are LoraLoader
// nodes, and steps, CFG and sampler reach the KSampler. 1 credit a picture, refunded on failure.

vi.setConfig({ testTimeout: 90_000 });

const CHECKPOINT = "dreamshaper_8.safetensors";
const MODEL = `comfyui:${CHECKPOINT}`;
let comfy: ComfyUiFake;
const db = () => getDb();
type Node = { class_type: string; inputs: Record<string, unknown> };

beforeAll(async () => {
  comfy = await startComfyUiFake();
  process.env.COMFYUI_URL = comfy.url;
  resetEnvCache();
  await listEngineCheckpoints({ fresh: true });
});
afterEach(() => {
  comfy.behaviour = "success";
  comfy.requests.length = 0;
});
afterAll(async () => {
  delete process.env.COMFYUI_URL;
  resetEnvCache();
  await comfy.close();
});

const cf = (overrides: Partial<GenerateRequest>) => request({ model: MODEL, ...overrides });
const lastWorkflow = () =>
  (comfy.requests.filter((r) => r.method === "POST" && r.path === "/prompt").at(-1)?.json as { prompt: Record<string, Node> }).prompt;
const nodesOf = (workflow: Record<string, Node>, type: string) => Object.values(workflow).filter((node) => node.class_type === type);

async function finished(userId: string, overrides: Partial<GenerateRequest> = {}) {
  const done = await runGeneration(db(), (await reserveGeneration(db(), { userId, request: cf(overrides) })).generation);
  expect(done.status).toBe("succeeded");
  return done;
}

describe("ComfyUI: creative modes through its built-in nodes", () => {
  it("lists its LoRAs and samplers with each checkpoint", async () => {
    const model = (await listAvailableModels()).models.find((candidate) => candidate.id === MODEL);
    expect(model).toMatchObject({
      loras: FAKE_COMFY_LORAS,
      samplers: FAKE_COMFY_SAMPLERS,
      supports: { loras: true, advanced: true, upscale: [2, 4] },
    });
  });

  it("a variation with LoRAs, steps, CFG and sampler", async () => {
    const user = await createUser({ credits: 3 });
    const source = await finished(user.id);
    const { generation } = await reserveGeneration(db(), {
      userId: user.id,
      request: cf({
        mode: "variation",
        sourceGenerationId: source.id,
        strength: 0.7,
        loras: [{ name: "add_detail.safetensors", weight: 0.6 }],
        steps: 12,
        cfg: 4.5,
        sampler: "dpmpp_2m",
      }),
    });
    expect((await runGeneration(db(), generation)).status).toBe("succeeded");
    const workflow = lastWorkflow();
    const [ksampler] = nodesOf(workflow, "KSampler");
    expect(ksampler.inputs).toMatchObject({ denoise: 0.7, steps: 12, cfg: 4.5, sampler_name: "dpmpp_2m", model: ["lora_1", 0] });
    expect(nodesOf(workflow, "LoraLoader")).toEqual([
      {
        class_type: "LoraLoader",
        inputs: { model: ["4", 0], clip: ["4", 1], lora_name: "add_detail.safetensors", strength_model: 0.6, strength_clip: 0.6 },
      },
    ]);
    expect(nodesOf(workflow, "VAEEncode")).toHaveLength(1);
    const [load] = nodesOf(workflow, "LoadImage");
    const uploaded = await sharp(comfy.uploads.get(String(load.inputs.image))!).metadata();
    expect([uploaded.width, uploaded.height]).toEqual([source.width, source.height]);
    expect(await getBalance(db(), user.id)).toBe(1);
  });

  it("an edit with a mask: the mask is uploaded and limits the redraw (SetLatentNoiseMask)", async () => {
    const user = await createUser({ credits: 3 });
    const source = await finished(user.id);
    const mask = await sharp({ create: { width: source.width!, height: source.height!, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const { generation } = await reserveGeneration(db(), {
      userId: user.id,
      request: cf({ mode: "edit", sourceGenerationId: source.id, prompt: "a hat", strength: 0.5 }),
      maskUpload: new Uint8Array(mask),
    });
    expect((await runGeneration(db(), generation)).status).toBe("succeeded");
    const workflow = lastWorkflow();
    const [noiseMask] = nodesOf(workflow, "SetLatentNoiseMask");
    const [toMask] = nodesOf(workflow, "ImageToMask");
    expect(toMask.inputs.channel).toBe("red");
    expect(noiseMask.inputs.samples).toEqual(["12", 0]);
    const images = nodesOf(workflow, "LoadImage").map((node) => comfy.uploads.get(String(node.inputs.image))!);
    const sentMask = await sharp(images[1]).metadata();
    expect([images.length, sentMask.channels, sentMask.width]).toEqual([2, 1, source.width]);
    expect(nodesOf(workflow, "KSampler")[0].inputs.denoise).toBe(0.5);
  });

  it("an upscale is ImageScaleBy on the source, and a failed one is refunded", async () => {
    const user = await createUser({ credits: 3 });
    const source = await finished(user.id, { aspectRatio: "9:16" });
    const { generation } = await reserveGeneration(db(), { userId: user.id, request: cf({ mode: "upscale", sourceGenerationId: source.id }) });
    const done = await runGeneration(db(), generation);
    expect(nodesOf(lastWorkflow(), "ImageScaleBy")[0].inputs).toMatchObject({ scale_by: 2, upscale_method: "lanczos" });
    expect(nodesOf(lastWorkflow(), "CheckpointLoaderSimple")).toHaveLength(0);
    expect([done.status, done.width, done.height]).toEqual(["succeeded", source.width! * 2, source.height! * 2]);
    expect(await getBalance(db(), user.id)).toBe(1);

    comfy.behaviour = "execution_error";
    const again = await reserveGeneration(db(), { userId: user.id, request: cf({ mode: "upscale", sourceGenerationId: source.id }) });
    expect(await getBalance(db(), user.id)).toBe(0);
    expect((await runGeneration(db(), again.generation)).status).toBe("failed");
    expect(await getBalance(db(), user.id)).toBe(1);
    expect(await ledgerSum(user.id)).toBe(1);
  });

  it("refuses an unknown LoRA before any credit moves", async () => {
    const user = await createUser({ credits: 1 });
    await expectAppError(
      reserveGeneration(db(), { userId: user.id, request: cf({ loras: [{ name: "add_detail", weight: 1 }] }) }),
      "Invalid request",
    );
    expect(await getBalance(db(), user.id)).toBe(1);
  });
});
