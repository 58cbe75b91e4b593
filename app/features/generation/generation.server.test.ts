import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { generations, generationUsages, media, transactions } from "~/db/schema";
import { creditAccount, debitAccount, getBalance } from "~/features/credits/ledger.server";
import { getStorage } from "~/services/storage/storage.server";
import { AppError } from "~/utils/errors";
import { resetEnvCache } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { fileRoutes } from "../../../server/files";
import { createUser } from "../../../tests/factories";
import { startImageProviderFake, type ImageProviderFake } from "../../../tests/mocks/image-provider-fake";
import { generateRequestSchema, type GenerateRequest } from "./generate-request-schema";
import {
  confirmAdult,
  deleteGeneration,
  getWorkspace,
  imageFileFor,
  recoverPendingGenerations,
  REFUND_DESCRIPTION,
  reserveGeneration,
  runGeneration,
  setGenerationPrivacy,
  startGeneration,
  toView,
  waitForGeneration,
} from "./generation.server";
import { fromRef, readStoredFile } from "./image-files.server";
import { PROVIDER_FAILURE_MESSAGES, SOURCE_IMAGE_GONE, type ProviderFailureKind } from "./provider-messages";
import { readGenerationSettings } from "./png-text.server";

let fake: ImageProviderFake;
let keyCounter = 0;
const key = () => `key-${Date.now()}-${keyCounter++}`;
const request = (overrides: Partial<GenerateRequest> = {}): GenerateRequest =>
  generateRequestSchema.parse({ prompt: "a red fox in the snow", model: "flux", idempotencyKey: key(), ...overrides });

async function ledgerSum(userId: string) {
  const rows = await getDb().select().from(transactions).where(eq(transactions.userId, userId));
  return rows.reduce((sum, r) => sum + (r.type === "credit" ? r.amount : -r.amount), 0);
}

async function expectAppError(promise: Promise<unknown>, title: string, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).title).toBe(title);
  if (message) expect((error as AppError).message).toBe(message);
  return error as AppError;
}

function useOpenAiFake() {
  process.env.OPENAI_API_KEY = "test-openai-key";
  process.env.OPENAI_BASE_URL = fake.openAiBaseUrl;
  resetEnvCache();
}

beforeAll(async () => {
  fake = await startImageProviderFake();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  delete process.env.FAL_KEY;
  delete process.env.FAL_BASE_URL;
  fake.behaviour = "success";
  vi.restoreAllMocks();
  resetEnvCache();
});

describe("a generation with the local engine", () => {
  it("takes one credit, stores a PNG with its settings and a thumbnail, and enters the media library", async () => {
    const db = getDb();
    const user = await createUser({ credits: 3 });
    const reservation = await reserveGeneration(db, { userId: user.id, request: request({ negativePrompt: "people", aspectRatio: "16:9" }) });
    expect(reservation.balance).toBe(2);
    expect(reservation.generation.status).toBe("pending");
    const done = await runGeneration(db, reservation.generation);
    expect(done.status).toBe("succeeded");
    expect(done.engine).toBe("local");
    expect([done.width, done.height]).toEqual([1024, 576]);
    expect(await getBalance(db, user.id)).toBe(2);

    const png = await readStoredFile(fromRef(done.imagePath)!);
    expect(readGenerationSettings(png!)).toMatchObject({
      prompt: "a red fox in the snow",
      negativePrompt: "people",
      model: "flux",
      aspectRatio: "16:9",
      seed: done.seed,
    });
    const thumb = await readStoredFile(fromRef(done.thumbPath)!);
    expect(thumb!.subarray(8, 12).toString("latin1")).toBe("WEBP");

    const [entry] = await db.select().from(media).where(eq(media.uploadedBy, user.id));
    expect(entry).toMatchObject({ source: "user", featured: false, fileType: "image/png", filePath: fromRef(done.imagePath)!.key });
    const usages = await db.select().from(generationUsages).where(eq(generationUsages.userId, user.id));
    expect(usages.map((u) => u.success)).toEqual([true]);
    expect(toView(done).imageUrl).toBe(`/files/media_library/${entry.filePath}`);
  });

  it("waits for a started generation and shows it finished", async () => {
    const db = getDb();
    const user = await createUser({ credits: 1 });
    const { generation } = await startGeneration(db, { userId: user.id, request: request() });
    const done = await waitForGeneration(db, generation.id, 10_000);
    expect(done?.status).toBe("succeeded");
  });
});

describe("a reload while a generation runs", () => {
  it("shows the running generation, then its result among the recent images", async () => {
    const db = getDb();
    const user = await createUser({ credits: 1 });
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request() });
    const during = await getWorkspace(db, user.id, {});
    expect(during.pending).toMatchObject({ id: generation.id, status: "pending" });
    await runGeneration(db, generation);
    const after = await getWorkspace(db, user.id, {});
    expect(after.pending).toBeNull();
    expect(after.recent.items.map((i) => i.id)).toEqual([generation.id]);
    expect(after.balance).toBe(0);
  });
});

describe("provider failures", () => {
  it("refunds the credit and records the failure when the provider answers with an error", async () => {
    useOpenAiFake();
    fake.behaviour = "refused";
    const db = getDb();
    const user = await createUser({ credits: 2 });
    const { generation, balance } = await reserveGeneration(db, { userId: user.id, request: request({ model: "gpt-image-1" }) });
    expect(balance).toBe(1);
    const failed = await runGeneration(db, generation);
    expect(failed.status).toBe("failed");
    expect(failed.error).toBe(PROVIDER_FAILURE_MESSAGES.refused);
    expect(await getBalance(db, user.id)).toBe(2);
    const refunds = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.description, REFUND_DESCRIPTION)));
    expect(refunds).toHaveLength(1);
    expect(refunds[0].type).toBe("credit");
    const usages = await db.select().from(generationUsages).where(eq(generationUsages.userId, user.id));
    expect(usages.map((u) => u.success)).toEqual([false]);
    expect(await ledgerSum(user.id)).toBe(2);
  });

  it("refunds when the provider returns no image data", async () => {
    useOpenAiFake();
    fake.behaviour = "malformed";
    const db = getDb();
    const user = await createUser({ credits: 1 });
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request({ model: "dall-e-3" }) });
    const failed = await runGeneration(db, generation);
    expect(failed.error).toBe(PROVIDER_FAILURE_MESSAGES.bad_answer);
    expect(await getBalance(db, user.id)).toBe(1);
  });

  it("uses the fal.ai provider for flux when it has a key", async () => {
    process.env.FAL_KEY = "test-fal-key";
    process.env.FAL_BASE_URL = fake.url;
    resetEnvCache();
    const db = getDb();
    const user = await createUser({ credits: 1 });
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request({ aspectRatio: "9:16" }) });
    const done = await runGeneration(db, generation);
    expect(done.status).toBe("succeeded");
    expect(done.engine).toBe("fal");
    expect(fake.requests.at(-1)?.json).toMatchObject({ image_size: "portrait_16_9" });
  });
});

function useFalFake() {
  process.env.FAL_KEY = "test-fal-key";
  process.env.FAL_BASE_URL = fake.url;
  resetEnvCache();
}

describe("what the user is told when the image service fails", () => {
  const cases: { behaviour: ImageProviderFake["behaviour"]; kind: ProviderFailureKind; raw: RegExp }[] = [
    { behaviour: "refused", kind: "refused", raw: /content_policy_violation/ },
    { behaviour: "nsfw", kind: "refused", raw: /moderation_blocked|has_nsfw_concepts/ },
    { behaviour: "quota", kind: "busy", raw: /insufficient_quota|Exhausted balance/ },
    { behaviour: "server_error", kind: "busy", raw: /500/ },
    { behaviour: "garbage", kind: "bad_answer", raw: /JSON/ },
    { behaviour: "truncated", kind: "bad_answer", raw: /terminated|Connection error|ECONNRESET|aborted/i },
    { behaviour: "timeout", kind: "timeout", raw: /abort|timeout/i },
  ];
  const engines = [
    { engine: "openai", model: "dall-e-3" as const, use: useOpenAiFake },
    { engine: "fal", model: "flux" as const, use: useFalFake },
  ];

  for (const { engine, model, use } of engines) {
    for (const c of cases) {
      it(`${engine} ${c.behaviour}: stores "${c.kind}"'s message, logs the raw detail and refunds once`, async () => {
        use();
        fake.behaviour = c.behaviour;
        if (c.behaviour === "timeout") {
          const timeout = AbortSignal.timeout.bind(AbortSignal);
          vi.spyOn(AbortSignal, "timeout").mockImplementation(() => timeout(300));
        }
        const warn = vi.spyOn(logger, "warn");
        const db = getDb();
        const user = await createUser({ credits: 2 });
        const { generation, balance } = await reserveGeneration(db, { userId: user.id, request: request({ model }) });
        expect(balance).toBe(1);
        const failed = await runGeneration(db, generation);
        expect(failed.status).toBe("failed");
        expect(failed.engine).toBe(engine);
        expect(failed.error).toBe(PROVIDER_FAILURE_MESSAGES[c.kind]);
        const logged = warn.mock.calls.find(([, msg]) => msg === "generation failed; refunding")?.[0] as { detail: string; kind: string };
        expect(logged).toMatchObject({ kind: c.kind, generationId: generation.id });
        expect(logged.detail).toMatch(c.raw);
        expect(await getBalance(db, user.id)).toBe(2);
        const refunds = await db
          .select()
          .from(transactions)
          .where(and(eq(transactions.userId, user.id), eq(transactions.description, REFUND_DESCRIPTION)));
        expect(refunds).toHaveLength(1);
        expect(await ledgerSum(user.id)).toBe(2);
      }, 20_000);
    }
  }

  it("is unavailable with a wrong key, without naming the key problem to the user", async () => {
    process.env.OPENAI_API_KEY = "wrong-key";
    process.env.OPENAI_BASE_URL = fake.openAiBaseUrl;
    resetEnvCache();
    const db = getDb();
    const user = await createUser({ credits: 1 });
    const failed = await runGeneration(db, (await reserveGeneration(db, { userId: user.id, request: request({ model: "gpt-image-1" }) })).generation);
    expect(failed.error).toBe(PROVIDER_FAILURE_MESSAGES.unavailable);
    expect(failed.error).not.toMatch(/key/i);
    expect(await getBalance(db, user.id)).toBe(1);
  });

  it("says so when an edit's source picture is gone", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    const first = await runGeneration(db, (await reserveGeneration(db, { userId: user.id, request: request() })).generation);
    const edit = await reserveGeneration(db, { userId: user.id, request: request({ mode: "edit", sourceGenerationId: first.id }) });
    await getStorage().remove(fromRef(edit.generation.sourceImagePath)!);
    const failed = await runGeneration(db, edit.generation);
    expect(failed.error).toBe(SOURCE_IMAGE_GONE);
    expect(await getBalance(db, user.id)).toBe(1);
  });
});

describe("crash recovery", () => {
  it("fails and refunds a generation left pending, exactly once", async () => {
    const db = getDb();
    const user = await createUser({ credits: 1 });
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request() });
    expect(await getBalance(db, user.id)).toBe(0);
    expect(await recoverPendingGenerations(db)).toBe(1);
    expect(await recoverPendingGenerations(db)).toBe(0);
    const [row] = await db.select().from(generations).where(eq(generations.id, generation.id));
    expect(row.status).toBe("failed");
    expect(await getBalance(db, user.id)).toBe(1);
    // A late provider answer for a recovered generation changes nothing.
    const late = await runGeneration(db, generation);
    expect(late.status).toBe("failed");
    expect(await getBalance(db, user.id)).toBe(1);
    expect(await ledgerSum(user.id)).toBe(1);
  });

  it("leaves recent generations alone when only stale ones are recovered", async () => {
    const db = getDb();
    const user = await createUser({ credits: 1 });
    await reserveGeneration(db, { userId: user.id, request: request() });
    expect(await recoverPendingGenerations(db, { olderThan: new Date(Date.now() - 60_000) })).toBe(0);
    expect(await recoverPendingGenerations(db)).toBe(1);
  });
});

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

  it("refuses edit mode without a source image, and edits one of the user's images", async () => {
    const db = getDb();
    const user = await createUser({ credits: 3 });
    await expectAppError(reserveGeneration(db, { userId: user.id, request: request({ mode: "edit" }) }), "Invalid request");
    const first = await runGeneration(db, (await reserveGeneration(db, { userId: user.id, request: request() })).generation);
    const edit = await reserveGeneration(db, {
      userId: user.id,
      request: request({ mode: "edit", sourceGenerationId: first.id, aspectRatio: "4:3" }),
    });
    const done = await runGeneration(db, edit.generation);
    expect(done.status).toBe("succeeded");
    expect([done.width, done.height]).toEqual([1024, 768]);
  });
});

describe("private images", () => {
  it("are visible to their owner only and never through the public files route", async () => {
    const db = getDb();
    const owner = await createUser({ credits: 1 });
    const other = await createUser();
    const { generation } = await reserveGeneration(db, { userId: owner.id, request: request({ isPrivate: true }) });
    const done = await runGeneration(db, generation);
    const file = fromRef(done.imagePath)!;
    expect(file.bucket).toBe("generations");
    expect(await imageFileFor(db, owner.id, done.id, "image")).not.toBeNull();
    expect(await imageFileFor(db, other.id, done.id, "image")).toBeNull();
    expect(await imageFileFor(db, null, done.id, "thumb")).toBeNull();
    const response = await fileRoutes.request(`/${file.bucket}/${file.key}`);
    expect(response.status).toBe(404);
    expect(await db.select().from(media).where(eq(media.uploadedBy, owner.id))).toHaveLength(0);
    expect(toView(done).imageUrl).toBe(`/api/generations/${done.id}/image`);
  });

  it("move to the public library and back when Private Mode is switched", async () => {
    const db = getDb();
    const owner = await createUser({ credits: 1 });
    const done = await runGeneration(db, (await reserveGeneration(db, { userId: owner.id, request: request({ isPrivate: true }) })).generation);
    const publicRow = await setGenerationPrivacy(db, owner.id, done.id, false);
    expect(fromRef(publicRow.imagePath)!.bucket).toBe("media_library");
    expect(await db.select().from(media).where(eq(media.uploadedBy, owner.id))).toHaveLength(1);
    expect(await getStorage().get(fromRef(done.imagePath)!)).toBeNull();
    const privateRow = await setGenerationPrivacy(db, owner.id, done.id, true);
    expect(fromRef(privateRow.imagePath)!.bucket).toBe("generations");
    expect(await db.select().from(media).where(eq(media.uploadedBy, owner.id))).toHaveLength(0);
  });

  it("deletes a picture with its files and media entry, for its owner only", async () => {
    const db = getDb();
    const owner = await createUser({ credits: 1 });
    const other = await createUser();
    const done = await runGeneration(db, (await reserveGeneration(db, { userId: owner.id, request: request() })).generation);
    await expectAppError(deleteGeneration(db, other.id, done.id), "Image not found");
    await deleteGeneration(db, owner.id, done.id);
    expect(await getStorage().get(fromRef(done.imagePath)!)).toBeNull();
    expect(await db.select().from(media).where(eq(media.uploadedBy, owner.id))).toHaveLength(0);
    expect(await db.select().from(generations).where(eq(generations.id, done.id))).toHaveLength(0);
  });
});

describe("ledger invariant", () => {
  it("keeps the balance equal to the ledger sum and never negative over any sequence of operations", async () => {
    const db = getDb();
    type Op =
      | { kind: "credit"; amount: number }
      | { kind: "debit"; amount: number }
      | { kind: "generate"; fail: boolean }
      | { kind: "crash" }
      | { kind: "repeat" };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant("credit" as const), amount: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ kind: fc.constant("debit" as const), amount: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ kind: fc.constant("generate" as const), fail: fc.boolean() }),
      fc.record({ kind: fc.constant("crash" as const) }),
      fc.record({ kind: fc.constant("repeat" as const) }),
    );
    useOpenAiFake();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 }), fc.array(op, { minLength: 1, maxLength: 12 }), async (start, ops) => {
        const user = await createUser({ credits: start });
        let lastKey: string | null = null;
        let expected = start;
        for (const o of ops) {
          if (o.kind === "credit") {
            await db.transaction((tx) => creditAccount(tx, { userId: user.id, amount: o.amount, description: "Top-up" }));
            expected += o.amount;
          } else if (o.kind === "debit") {
            const after = await db.transaction((tx) => debitAccount(tx, { userId: user.id, amount: o.amount, description: "Spend" }));
            if (after !== null) expected -= o.amount;
          } else if (o.kind === "generate" || o.kind === "repeat") {
            fake.behaviour = o.kind === "generate" && o.fail ? "refused" : "success";
            const k: string = o.kind === "repeat" && lastKey ? lastKey : key();
            lastKey = k;
            try {
              const r = await reserveGeneration(db, { userId: user.id, request: request({ model: "dall-e-3", idempotencyKey: k }) });
              if (r.created) {
                const done = await runGeneration(db, r.generation);
                if (done.status === "succeeded") expected -= 1;
              }
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
            }
          } else {
            // A crash mid-generation: reserved, never run, recovered at the next start.
            try {
              await reserveGeneration(db, { userId: user.id, request: request({ idempotencyKey: key() }) });
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
            }
            await recoverPendingGenerations(db);
          }
          const balance = (await getBalance(db, user.id))!;
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(balance).toBe(await ledgerSum(user.id));
        }
        expect(await getBalance(db, user.id)).toBe(expected);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
