import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations, generationUsages, media, transactions } from "~/db/schema";
import { creditAccount, debitAccount, getBalance } from "~/features/credits/ledger.server";
import { getStorage } from "~/features/storage/storage.server";
import { AppError } from "~/utils/errors";
import { resetEnvCache } from "~/utils/env.server";
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
    expect(readGenerationSettings(png!)).toMatchObject({ prompt: "a red fox in the snow", negativePrompt: "people", model: "flux", aspectRatio: "16:9", seed: done.seed });
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
    fake.behaviour = "error";
    const db = getDb();
    const user = await createUser({ credits: 2 });
    const { generation, balance } = await reserveGeneration(db, { userId: user.id, request: request({ model: "gpt-image-1" }) });
    expect(balance).toBe(1);
    const failed = await runGeneration(db, generation);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/safety system/);
    expect(await getBalance(db, user.id)).toBe(2);
    const refunds = await db.select().from(transactions).where(and(eq(transactions.userId, user.id), eq(transactions.description, REFUND_DESCRIPTION)));
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
    expect(failed.error).toBe("No image data returned from the API");
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
    const [a, b] = await Promise.all([reserveGeneration(db, { userId: user.id, request: same }), reserveGeneration(db, { userId: user.id, request: same })]);
    expect(a.generation.id).toBe(b.generation.id);
    expect([a.created, b.created].filter(Boolean)).toHaveLength(1);
    await runGeneration(db, a.generation);
    const again = await reserveGeneration(db, { userId: user.id, request: same });
    expect(again.created).toBe(false);
    expect(again.generation.status).toBe("succeeded");
    expect(await getBalance(db, user.id)).toBe(4);
  });
});

describe("checks before any credit moves", () => {
  it("refuses with the spec's message when the balance is empty, and records a failed usage", async () => {
    const db = getDb();
    const user = await createUser({ credits: 0 });
    const error = await expectAppError(reserveGeneration(db, { userId: user.id, request: request() }), "Insufficient credits", "You need at least 1 credit to generate an image");
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
    await expectAppError(reserveGeneration(db, { userId: user.id, request: request({ isNsfw: true, model: "dall-e-3" }) }), "Age confirmation required");
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
    const edit = await reserveGeneration(db, { userId: user.id, request: request({ mode: "edit", sourceGenerationId: first.id, aspectRatio: "4:3" }) });
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
            fake.behaviour = o.kind === "generate" && o.fail ? "error" : "success";
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
