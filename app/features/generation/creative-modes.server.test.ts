import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { generations } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { createUser } from "../../../tests/factories";
import { expectAppError, ledgerSum, request } from "./generation-test-helpers";
import { fromRef, readStoredFile, removeStoredFiles } from "./image-files.server";
import type { GenerateRequest } from "./generate-request-schema";
import { reserveGeneration } from "./reserve-generation.server";
import { runGeneration } from "./run-generation.server";
import { SOURCE_IMAGE_GONE } from "./provider-messages";

// Each test runs the picture checker on several pictures: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

// Variations, upscales and masked edits with the local engine (no provider key): each
// picture reserves 1 credit like a new one, is refunded when it fails, starts only from
// the user's own finished pictures, and every bad option is a 400 that charges nothing.

const db = () => getDb();

async function finishedPicture(userId: string, overrides: Partial<GenerateRequest> = {}) {
  const done = await runGeneration(db(), (await reserveGeneration(db(), { userId, request: request(overrides) })).generation);
  expect(done.status).toBe("succeeded");
  return done;
}

async function pixels(ref: string | null) {
  const bytes = await readStoredFile(fromRef(ref)!);
  return sharp(bytes!).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** Mean absolute difference per channel between two equally sized raw pictures, over columns [from, to). */
function difference(a: Buffer, b: Buffer, width: number, from: number, to: number) {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < a.length; i += 3) {
    const x = (i / 3) % width;
    if (x < from || x >= to) continue;
    sum += Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]);
    count += 3;
  }
  return sum / count;
}

/** A PNG data URL: white on the left half (repaint), black on the right (keep). */
async function leftHalfMask(width: number, height: number) {
  const png = await sharp({ create: { width, height, channels: 3, background: "#000" } })
    .composite([{ input: { create: { width: width / 2, height, channels: 3, background: "#fff" } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

describe("a variation", () => {
  it("costs 1 credit a picture, keeps the source's prompt and shape, and differs from it by the seed", async () => {
    const user = await createUser({ credits: 5 });
    const source = await finishedPicture(user.id, { aspectRatio: "16:9", prompt: "a lighthouse at dusk" });
    const { generations: made } = await reserveGeneration(db(), {
      userId: user.id,
      request: request({ mode: "variation", sourceGenerationId: source.id, prompt: "", count: 2, aspectRatio: "1:1", strength: 0.7 }),
    });
    expect(await getBalance(db(), user.id)).toBe(2);
    expect(made.map((g) => [g.mode, g.prompt, g.aspectRatio, g.options.strength])).toEqual([
      ["variation", "a lighthouse at dusk", "16:9", 0.7],
      ["variation", "a lighthouse at dusk", "16:9", 0.7],
    ]);
    const [first, second] = [await runGeneration(db(), made[0]), await runGeneration(db(), made[1])];
    expect([first.status, first.width, first.height]).toEqual(["succeeded", 1024, 576]);
    const original = await pixels(source.imagePath);
    const a = await pixels(first.imagePath);
    const b = await pixels(second.imagePath);
    // Derived from the source (closer to it than to nothing), yet changed, and each seed its own.
    expect(difference(original.data, a.data, 1024, 0, 1024)).toBeGreaterThan(2);
    expect(difference(original.data, a.data, 1024, 0, 1024)).toBeLessThan(90);
    expect(difference(a.data, b.data, 1024, 0, 1024)).toBeGreaterThan(1);
    expect(await getBalance(db(), user.id)).toBe(2);
    expect(await ledgerSum(user.id)).toBe(2);
  });

  it("defaults to 'Subtle' and is refunded when its source is gone by the time it runs", async () => {
    const user = await createUser({ credits: 3 });
    const source = await finishedPicture(user.id);
    const { generation } = await reserveGeneration(db(), { userId: user.id, request: request({ mode: "variation", sourceGenerationId: source.id }) });
    expect(generation.options).toEqual({ strength: 0.35 });
    expect(await getBalance(db(), user.id)).toBe(1);
    await removeStoredFiles(fromRef(source.imagePath));
    const failed = await runGeneration(db(), generation);
    expect([failed.status, failed.error]).toEqual(["failed", SOURCE_IMAGE_GONE]);
    expect(await getBalance(db(), user.id)).toBe(2);
    expect(await ledgerSum(user.id)).toBe(2);
  });

  it("starts only from the user's own finished pictures", async () => {
    const owner = await createUser({ credits: 3 });
    const other = await createUser({ credits: 3 });
    const source = await finishedPicture(owner.id);
    for (const mode of ["variation", "upscale", "edit"] as const) {
      await expectAppError(
        reserveGeneration(db(), { userId: other.id, request: request({ mode, sourceGenerationId: source.id }) }),
        "Invalid request",
      );
    }
    expect(await getBalance(db(), other.id)).toBe(3);
    expect(await db().select().from(generations).where(eq(generations.userId, other.id))).toHaveLength(0);
  });
});

describe("an upscale", () => {
  it("is a real 2× resample for 1 credit, and one past the size limit is refused without charge", async () => {
    const user = await createUser({ credits: 5 });
    const source = await finishedPicture(user.id);
    const { generation } = await reserveGeneration(db(), { userId: user.id, request: request({ mode: "upscale", sourceGenerationId: source.id }) });
    expect(generation.options).toEqual({ factor: 2 });
    const done = await runGeneration(db(), generation);
    expect([done.status, done.mode, done.width, done.height]).toEqual(["succeeded", "upscale", 2048, 2048]);
    expect(await getBalance(db(), user.id)).toBe(3);
    // A resample: scaled back down, it is the source again (near enough).
    const original = await pixels(source.imagePath);
    const down = await sharp((await readStoredFile(fromRef(done.imagePath)!))!)
      .resize(1024, 1024)
      .removeAlpha()
      .raw()
      .toBuffer();
    expect(difference(original.data, down, 1024, 0, 1024)).toBeLessThan(4);

    // 2048 × 4 = 8192 px: over the 4096 px limit.
    await expectAppError(
      reserveGeneration(db(), { userId: user.id, request: request({ mode: "upscale", sourceGenerationId: done.id, factor: 4 }) }),
      "Invalid request",
      "This picture is 2048×2048 px: upscaled 4× it would be 8192 px long, over the limit of 4096 px.",
    );
    expect(await getBalance(db(), user.id)).toBe(3);
  });

  it("refuses options the model does not support", async () => {
    const user = await createUser({ credits: 3 });
    const source = await finishedPicture(user.id);
    const refused = [
      [{ mode: "variation", sourceGenerationId: source.id, sampler: "Euler a" }, "FLUX (Fast) takes no steps, CFG or sampler."],
      [{ mode: "generate", loras: [{ name: "add_detail", weight: 1 }] }, "FLUX (Fast) takes no LoRAs."],
      [{ mode: "variation", sourceGenerationId: source.id, model: "dall-e-3" }, "DALL·E 3 cannot make variations. Choose another model."],
    ] as const;
    for (const [fields, message] of refused) {
      const error = await reserveGeneration(db(), { userId: user.id, request: request(fields as Partial<GenerateRequest>) }).catch((e: Error) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe(message);
    }
    expect(await getBalance(db(), user.id)).toBe(2);
  });
});

describe("an edit with a mask", () => {
  it("repaints only the white part, as strongly as 'Strength' says, in the source's shape", async () => {
    const user = await createUser({ credits: 4 });
    const source = await finishedPicture(user.id, { aspectRatio: "4:3" });
    const { generation } = await reserveGeneration(db(), {
      userId: user.id,
      request: request({ mode: "edit", sourceGenerationId: source.id, prompt: "add a red moon", strength: 0.9, mask: await leftHalfMask(1024, 768) }),
    });
    expect([generation.aspectRatio, generation.options.strength, generation.mask !== null]).toEqual(["4:3", 0.9, true]);
    const done = await runGeneration(db(), generation);
    expect(done.status).toBe("succeeded");
    const before = await pixels(source.imagePath);
    const after = await pixels(done.imagePath);
    expect(difference(before.data, after.data, 1024, 0, 500)).toBeGreaterThan(10);
    expect(difference(before.data, after.data, 1024, 524, 1024)).toBeLessThan(1);
    expect(await getBalance(db(), user.id)).toBe(2);
  });

  it("refuses a mask of the wrong size or type, and a mask outside an edit, before any credit moves", async () => {
    const user = await createUser({ credits: 3 });
    const source = await finishedPicture(user.id);
    const jpeg = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const cases = [
      [{ mask: await leftHalfMask(512, 512) }, "The mask must be the size of the source picture (1024×1024 px); it is 512×512 px."],
      [{ mask: `data:image/png;base64,${jpeg.toString("base64")}` }, "The mask must be a PNG image."],
    ] as const;
    for (const [fields, message] of cases) {
      await expectAppError(
        reserveGeneration(db(), { userId: user.id, request: request({ mode: "edit", sourceGenerationId: source.id, ...fields }) }),
        "Invalid request",
        message,
      );
    }
    await expectAppError(
      reserveGeneration(db(), {
        userId: user.id,
        request: request({ mode: "variation", sourceGenerationId: source.id }),
        maskUpload: new Uint8Array(jpeg),
      }),
      "Invalid request",
      "A mask is for edits only.",
    );
    expect(await getBalance(db(), user.id)).toBe(2);
  });
});
