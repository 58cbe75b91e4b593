import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { resetEnvCache } from "~/utils/env.server";
import { createUser } from "../../../tests/factories";
import { startComfyUiFake } from "../../../tests/mocks/comfyui-fake";
import { FAKE_LORAS, FAKE_SAMPLERS, startSdWebUiFake, type SdWebUiFake } from "../../../tests/mocks/sdwebui-fake";
import { expectAppError, ledgerSum, request } from "./generation-test-helpers";
import { fromRef, readStoredFile } from "./image-files.server";
import { readGenerationSettings } from "./png-text.server";
import { engineStatuses } from "./engine-status.server";
import { failGeneration } from "./fail-generation.server";
import { checkpointMissing, ENGINE_UNREACHABLE } from "./provider-messages";
import { listAvailableModels } from "./providers/select-provider.server";
import { listEngineCheckpoints } from "./providers/self-hosted-engines.server";
import { reserveGeneration } from "./reserve-generation.server";
import { runGeneration } from "./run-generation.server";

// A self-hosted AUTOMATIC1111-compatible engine (SD_WEBUI_URL) end to end through the
// server: its checkpoints as models, the credit reserved and spent or refunded, the
// engine's progress kept on the row while it draws.

const CHECKPOINT = "dreamshaper_8.safetensors [879db523c3]";
const MODEL = `sdwebui:${CHECKPOINT}`;
let fake: SdWebUiFake;

function useEngine(url: string) {
  process.env.SD_WEBUI_URL = url;
  resetEnvCache();
}

beforeAll(async () => {
  fake = await startSdWebUiFake({ checkpoints: [CHECKPOINT, "v1-5-pruned-emaonly.safetensors [6ce0161689]"], delayMs: 2_500 });
});
afterAll(async () => {
  await fake.close();
});
afterEach(async () => {
  delete process.env.SD_WEBUI_URL;
  resetEnvCache();
  fake.setCheckpoints([CHECKPOINT, "v1-5-pruned-emaonly.safetensors [6ce0161689]"]);
  // The next test asks the engine again rather than reusing this one's listing.
  await listEngineCheckpoints({ fresh: true });
});

describe("a self-hosted Stable Diffusion engine", () => {
  it("lists each checkpoint as a model with what it supports", async () => {
    useEngine(fake.url);
    const { models } = await listAvailableModels();
    expect(models.map((model) => model.id)).toEqual([
      "gpt-image-1",
      "dall-e-3",
      "flux",
      MODEL,
      "sdwebui:v1-5-pruned-emaonly.safetensors [6ce0161689]",
    ]);
    expect(models.find((model) => model.id === MODEL)).toEqual({
      id: MODEL,
      label: `Stable Diffusion · ${CHECKPOINT}`,
      provider: "sdwebui",
      supports: {
        nsfw: true,
        edit: true,
        negativePrompt: true,
        seed: true,
        progress: true,
        mask: true,
        variation: true,
        upscale: [2, 4],
        loras: true,
        advanced: true,
      },
      loras: FAKE_LORAS,
      samplers: FAKE_SAMPLERS,
      servedBy: null,
    });
  });

  it("lists no self-hosted models when the engine is down, and refuses its checkpoints without charging", async () => {
    useEngine("http://127.0.0.1:9");
    expect((await listAvailableModels()).models.map((model) => model.provider)).not.toContain("sdwebui");
    const user = await createUser({ credits: 2 });
    await expectAppError(reserveGeneration(getDb(), { userId: user.id, request: request({ model: MODEL }) }), "Image engine unavailable");
    expect(await getBalance(getDb(), user.id)).toBe(2);
  });

  it("makes the picture with the checkpoint, negative prompt and seed, keeping the engine's progress while it draws", async () => {
    useEngine(fake.url);
    const db = getDb();
    const user = await createUser({ credits: 2 });
    const { generation } = await reserveGeneration(db, {
      userId: user.id,
      request: request({ model: MODEL, negativePrompt: "blurry, text", seed: 1234, aspectRatio: "16:9" }),
    });
    expect(generation.engine).toBe("sdwebui");
    const running = runGeneration(db, generation);

    // While the engine draws, its progress (and a tiny blurred preview) lands on the row.
    await expect
      .poll(async () => (await db.select().from(generations).where(eq(generations.id, generation.id)))[0]?.progress ?? null, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const [midway] = await db.select().from(generations).where(eq(generations.id, generation.id));
    expect(midway.status).toBe("pending");
    expect(midway.progressSteps).toBe(25);
    expect(midway.startedAt).not.toBeNull();
    expect(midway.preview ?? "").toMatch(/^data:image\/webp;base64,/);

    const done = await running;
    expect(done.status).toBe("succeeded");
    expect([done.progress, done.preview]).toEqual([null, null]);
    const sent = fake.requests.find((r) => r.path === "/sdapi/v1/txt2img")?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      prompt: "a red fox in the snow",
      negative_prompt: "blurry, text",
      seed: 1234,
      width: 1024,
      height: 576,
      override_settings: { sd_model_checkpoint: CHECKPOINT },
    });
    const settings = readGenerationSettings((await readStoredFile(fromRef(done.imagePath)!))!);
    expect(settings).toMatchObject({ model: MODEL, engine: "sdwebui", seed: 1234, negativePrompt: "blurry, text" });
    expect(await getBalance(db, user.id)).toBe(1);
    expect(await ledgerSum(user.id)).toBe(1);
    // The output check (the image classifier) loads its model on first use: slow on a busy machine.
  }, 60_000);

  it("refuses a checkpoint the engine does not list, and refunds one removed while the picture waited", async () => {
    useEngine(fake.url);
    const db = getDb();
    const user = await createUser({ credits: 2 });
    await expectAppError(
      reserveGeneration(db, { userId: user.id, request: request({ model: "sdwebui:not-there.safetensors" }) }),
      "Invalid request",
      "Stable Diffusion · not-there.safetensors is not available right now. Choose another model.",
    );
    expect(await getBalance(db, user.id)).toBe(2);

    const { generation } = await reserveGeneration(db, { userId: user.id, request: request({ model: MODEL }) });
    fake.setCheckpoints(["v1-5-pruned-emaonly.safetensors [6ce0161689]"]);
    await listEngineCheckpoints({ fresh: true });
    const failed = await runGeneration(db, generation);
    expect(failed.status).toBe("failed");
    expect(failed.error).toBe(checkpointMissing(CHECKPOINT));
    expect(await getBalance(db, user.id)).toBe(2);
    expect(await ledgerSum(user.id)).toBe(2);
  });
});

describe("the admin's view of the engines", () => {
  it("shows a reachable engine with its checkpoints and the last failure any process recorded", async () => {
    useEngine(fake.url);
    const db = getDb();
    const user = await createUser({ credits: 2 });
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request({ model: MODEL }) });
    await failGeneration(db, generation, ENGINE_UNREACHABLE);
    const [engine] = await engineStatuses(db);
    expect(engine).toMatchObject({ id: "sdwebui", url: fake.url, reachable: true, probeError: null, lastFailure: { message: ENGINE_UNREACHABLE } });
    expect(engine.checkpoints).toContain(CHECKPOINT);
  });

  it("shows an engine that cannot be reached, with why", async () => {
    useEngine("http://127.0.0.1:9");
    const [engine] = await engineStatuses(getDb());
    expect(engine).toMatchObject({ id: "sdwebui", reachable: false, checkpoints: [] });
    expect(engine.probeError).toMatch(/sd-models/);
  });

  it("lists nothing when no engine is configured", async () => {
    expect(await engineStatuses(getDb())).toEqual([]);
  });
});

describe("a ComfyUI engine", () => {
  it("offers its checkpoints next to the web UI's, makes the picture with one, and a failed prompt is refunded", async () => {
    const comfy = await startComfyUiFake();
    try {
      useEngine(fake.url);
      process.env.COMFYUI_URL = comfy.url;
      resetEnvCache();
      const { models } = await listAvailableModels();
      expect(models.filter((model) => model.provider === "comfyui").map((model) => model.label)).toEqual([
        "ComfyUI · sd_xl_base_1.0.safetensors",
        "ComfyUI · dreamshaper_8.safetensors",
      ]);
      expect(models.some((model) => model.id === MODEL)).toBe(true);

      const db = getDb();
      const user = await createUser({ credits: 2 });
      const model = "comfyui:dreamshaper_8.safetensors";
      const first = await reserveGeneration(db, { userId: user.id, request: request({ model, negativePrompt: "fog", seed: 77 }) });
      expect(await runGeneration(db, first.generation)).toMatchObject({ status: "succeeded", engine: "comfyui" });
      const queued = JSON.stringify(comfy.requests.find((r) => r.path === "/prompt")?.json);
      expect(queued).toContain('"ckpt_name":"dreamshaper_8.safetensors"');
      expect(queued).toContain('"text":"fog"');
      expect(queued).toContain('"seed":77');

      comfy.behaviour = "execution_error";
      const second = await reserveGeneration(db, { userId: user.id, request: request({ model }) });
      expect(await runGeneration(db, second.generation)).toMatchObject({ status: "failed" });
      expect(await getBalance(db, user.id)).toBe(1);
      expect(await ledgerSum(user.id)).toBe(1);
    } finally {
      delete process.env.COMFYUI_URL;
      await comfy.close();
    }
  }, 60_000);
});

describe("several images per prompt", () => {
  it("reserves a batch of 4 in one go, keeps the 3 that succeed and refunds the one that fails", async () => {
    useEngine(fake.url);
    const db = getDb();
    const user = await createUser({ credits: 5 });
    const reservation = await reserveGeneration(db, { userId: user.id, request: request({ model: MODEL, count: 4, seed: 100 }) });
    expect(reservation.created).toBe(true);
    expect(reservation.balance).toBe(1);
    const batch = reservation.generations;
    expect(batch.map((g) => [g.batchIndex, g.seed])).toEqual([
      [0, 100],
      [1, 101],
      [2, 102],
      [3, 103],
    ]);
    expect(new Set(batch.map((g) => g.batchId)).size).toBe(1);
    expect(batch[0].batchId).not.toBeNull();

    const done = await Promise.all(batch.slice(0, 3).map((g) => runGeneration(db, g)));
    expect(done.map((g) => g.status)).toEqual(["succeeded", "succeeded", "succeeded"]);
    // The engine loses the checkpoint before the last picture.
    fake.setCheckpoints(["v1-5-pruned-emaonly.safetensors [6ce0161689]"]);
    await listEngineCheckpoints({ fresh: true });
    expect(await runGeneration(db, batch[3])).toMatchObject({ status: "failed", error: checkpointMissing(CHECKPOINT) });

    expect(await getBalance(db, user.id)).toBe(2);
    expect(await ledgerSum(user.id)).toBe(2);
    const seeds = await Promise.all(done.map(async (g) => readGenerationSettings((await readStoredFile(fromRef(g.imagePath)!))!)?.seed));
    expect(seeds).toEqual([100, 101, 102]);
  }, 90_000);
});
