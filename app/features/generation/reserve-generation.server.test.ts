import { eq } from "drizzle-orm";
import sharp from "sharp";
import { pngDeclaring } from "../../../tests/mocks/huge-png";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations, generationUsages } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import type { AppError } from "~/utils/errors";
import { createUser } from "../../../tests/factories";
import { confirmAdult } from "~/features/accounts/adult-confirmation.server";
import { generateRequestSchema, type GenerateRequest } from "./generate-request-schema";
import { expectAppError, key, request } from "./generation-test-helpers";
import { reserveGeneration } from "./reserve-generation.server";
import { runGeneration } from "./run-generation.server";

describe("one generation at a time, never charged twice", () => {
  it("refuses a second generation while one is pending", async () => {
    const db = getDb();
    const user = await createUser({ credits: 5 });
    await reserveGeneration(db, { userId: user.id, request: request() });
    await expectAppError(reserveGeneration(db, { userId: user.id, request: request() }), "Please wait", "A generation is already in progress");
    expect(await getBalance(db, user.id)).toBe(4);
  });

  it("lets only one of several simultaneous requests through", async () => {
    const db = getDb();
    const user = await createUser({ credits: 5 });
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => reserveGeneration(db, { userId: user.id, request: request() })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect((r.reason as AppError).message).toBe("A generation is already in progress");
    expect(await getBalance(db, user.id)).toBe(4);
  });

  it("charges a repeated idempotency key once, pending or finished", async () => {
    const db = getDb();
    const user = await createUser({ credits: 5 });
    const same = request();
    const [a, b] = await Promise.all([
      reserveGeneration(db, { userId: user.id, request: same }),
      reserveGeneration(db, { userId: user.id, request: same }),
    ]);
    expect(a.generation.id).toBe(b.generation.id);
    expect([a.created, b.created].filter(Boolean)).toHaveLength(1);
    await runGeneration(db, a.generation);
    const again = await reserveGeneration(db, { userId: user.id, request: same });
    expect(again.created).toBe(false);
    expect(again.generation.status).toBe("succeeded");
    expect(await getBalance(db, user.id)).toBe(4);
  });
});

describe("a reused idempotency key", () => {
  const variations: Partial<GenerateRequest>[] = [
    { prompt: "a blue whale at dawn" },
    { model: "dall-e-3" },
    { isPrivate: true },
    { negativePrompt: "clouds" },
    { aspectRatio: "16:9" },
    { seed: 7 },
  ];

  it("with the same request returns the first generation, charged once, also with the same seed and source", async () => {
    const db = getDb();
    const user = await createUser({ credits: 5 });
    const first = await runGeneration(db, (await reserveGeneration(db, { userId: user.id, request: request() })).generation);
    const edit = request({ mode: "edit", sourceGenerationId: first.id, seed: 12, isPrivate: true });
    const a = await reserveGeneration(db, { userId: user.id, request: edit });
    const b = await reserveGeneration(db, { userId: user.id, request: { ...edit } });
    expect(b).toMatchObject({ created: false, generation: { id: a.generation.id } });
    expect(await getBalance(db, user.id)).toBe(3);
  });

  it("with another prompt, model, privacy, exclusions, ratio or seed is refused with 422 and charges nothing", async () => {
    const db = getDb();
    const user = await createUser({ credits: 5 });
    const original = request();
    const { generation } = await reserveGeneration(db, { userId: user.id, request: original });
    for (const pending of [true, false]) {
      if (!pending) await runGeneration(db, generation);
      for (const change of variations) {
        const error = await expectAppError(
          reserveGeneration(db, { userId: user.id, request: { ...original, ...change } }),
          "Request already used",
          "This request was already used for a different generation",
        );
        expect(error.status).toBe(422);
        expect(error.code).toBe("UNPROCESSABLE");
      }
    }
    expect(await getBalance(db, user.id)).toBe(4);
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toHaveLength(1);
  });

  it("with another source picture (another image, or other uploaded bytes) is refused", async () => {
    const db = getDb();
    const user = await createUser({ credits: 5 });
    const a = await runGeneration(db, (await reserveGeneration(db, { userId: user.id, request: request() })).generation);
    const b = await runGeneration(db, (await reserveGeneration(db, { userId: user.id, request: request() })).generation);
    const edit = request({ mode: "edit", sourceGenerationId: a.id });
    await reserveGeneration(db, { userId: user.id, request: edit });
    await expectAppError(reserveGeneration(db, { userId: user.id, request: { ...edit, sourceGenerationId: b.id } }), "Request already used");

    const upload = (color: string) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
        .png()
        .toBuffer();
    const uploadRequest = request({ mode: "edit" });
    const other = await createUser({ credits: 2 });
    const first = await reserveGeneration(db, { userId: other.id, request: uploadRequest, sourceUpload: await upload("#3060a0") });
    const same = await reserveGeneration(db, { userId: other.id, request: uploadRequest, sourceUpload: await upload("#3060a0") });
    expect(same).toMatchObject({ created: false, generation: { id: first.generation.id } });
    await expectAppError(
      reserveGeneration(db, { userId: other.id, request: uploadRequest, sourceUpload: await upload("#a03060") }),
      "Request already used",
    );
    expect(await getBalance(db, other.id)).toBe(1);
    expect(await getBalance(db, user.id)).toBe(2);
  });

  it("refuses an edit source declaring too many pixels before decoding it, charging nothing", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    await expectAppError(
      reserveGeneration(db, { userId: user.id, request: request({ mode: "edit" }), sourceUpload: pngDeclaring(10_000, 10_000) }),
      "Invalid image",
      "The picture is 10000 × 10000 pixels: at most 50 million pixels (width × height) are accepted. Make it smaller and try again.",
    );
    expect(await getBalance(db, user.id)).toBe(2);
  });

  it("sent twice at once with different prompts: one is made and charged, the other refused", async () => {
    const db = getDb();
    for (let round = 0; round < 5; round++) {
      const user = await createUser({ credits: 3 });
      const k = key();
      const results = await Promise.allSettled([
        reserveGeneration(db, { userId: user.id, request: request({ idempotencyKey: k, prompt: "a castle on a hill" }) }),
        reserveGeneration(db, { userId: user.id, request: request({ idempotencyKey: k, prompt: "a ship in a bottle" }) }),
      ]);
      const made = results.filter((r) => r.status === "fulfilled");
      expect(made).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect((refused.reason as AppError).status).toBe(422);
      expect(await getBalance(db, user.id)).toBe(2);
    }
  });
});

describe("checks before any credit moves", () => {
  it("refuses with the spec's message when the balance is empty, and records a failed usage", async () => {
    const db = getDb();
    const user = await createUser({ credits: 0 });
    const error = await expectAppError(
      reserveGeneration(db, { userId: user.id, request: request() }),
      "Insufficient credits",
      "You need at least 1 credit to generate an image",
    );
    expect(error.status).toBe(402);
    const usages = await db.select().from(generationUsages).where(eq(generationUsages.userId, user.id));
    expect(usages.map((u) => u.success)).toEqual([false]);
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toHaveLength(0);
  });

  it("refuses a prompt sexualising minors, counting nothing", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    await expectAppError(reserveGeneration(db, { userId: user.id, request: request({ prompt: "nude child" }) }), "This prompt is not allowed");
    expect(await getBalance(db, user.id)).toBe(2);
    expect(await db.select().from(generationUsages).where(eq(generationUsages.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toHaveLength(0);
  });

  it("needs the 18+ confirmation for NSFW and refuses GPT Image with NSFW", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    await expectAppError(
      reserveGeneration(db, { userId: user.id, request: request({ isNsfw: true, model: "dall-e-3" }) }),
      "Age confirmation required",
    );
    await confirmAdult(db, user.id);
    await expectAppError(
      reserveGeneration(db, { userId: user.id, request: request({ isNsfw: true, model: "gpt-image-1" }) }),
      "Invalid request",
      "GPT Image not available with NSFW enabled",
    );
    const ok = await reserveGeneration(db, { userId: user.id, request: request({ isNsfw: true, model: "dall-e-3" }) });
    expect(ok.generation.isNsfw).toBe(true);
  });

  it("refuses edit mode without a source image, and edits one of the user's images in the source's shape", async () => {
    const db = getDb();
    const user = await createUser({ credits: 3 });
    await expectAppError(reserveGeneration(db, { userId: user.id, request: request({ mode: "edit" }) }), "Invalid request");
    const first = await runGeneration(db, (await reserveGeneration(db, { userId: user.id, request: request() })).generation);
    const edit = await reserveGeneration(db, {
      userId: user.id,
      request: request({ mode: "edit", sourceGenerationId: first.id, aspectRatio: "4:3" }),
    });
    // The server keeps the source's aspect ratio, whatever the request asked for.
    expect(edit.generation.aspectRatio).toBe("1:1");
    const done = await runGeneration(db, edit.generation);
    expect(done.status).toBe("succeeded");
    expect([done.width, done.height]).toEqual([1024, 1024]);
  });
});

describe("a request for several images", () => {
  it("takes all the credits or none: a short balance refuses the whole batch with the credits it needs", async () => {
    const db = getDb();
    const user = await createUser({ credits: 3 });
    await expectAppError(
      reserveGeneration(db, { userId: user.id, request: request({ count: 4 }) }),
      "Insufficient credits",
      "You need at least 4 credits to generate 4 images",
    );
    expect(await getBalance(db, user.id)).toBe(3);
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toHaveLength(0);
  });

  it("answers a repeated key with the same batch and charges once; a second request waits for the batch", async () => {
    const db = getDb();
    const user = await createUser({ credits: 10 });
    const asked = request({ count: 3 });
    const first = await reserveGeneration(db, { userId: user.id, request: asked });
    const again = await reserveGeneration(db, { userId: user.id, request: asked });
    expect(again.created).toBe(false);
    expect(again.generations.map((g) => g.id)).toEqual(first.generations.map((g) => g.id));
    expect(await getBalance(db, user.id)).toBe(7);
    await expectAppError(reserveGeneration(db, { userId: user.id, request: request() }), "Please wait");
    // Same key, another count: a different request.
    await expectAppError(reserveGeneration(db, { userId: user.id, request: { ...asked, count: 2 } }), "Request already used");
  });

  it("refuses 0, 5 and a fraction", () => {
    for (const count of [0, 5, 1.5, "4a"])
      expect(generateRequestSchema.safeParse({ prompt: "x", idempotencyKey: "key-12345678", count }).success).toBe(false);
    expect(generateRequestSchema.parse({ prompt: "x", idempotencyKey: "key-12345678", count: "4" }).count).toBe(4);
  });
});
