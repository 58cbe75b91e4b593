import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { generationUsages, media, transactions } from "~/db/schema";
import { creditAccount, debitAccount, getBalance } from "~/features/credits/ledger.server";
import { getStorage } from "~/services/storage/storage.server";
import { AppError } from "~/utils/errors";
import { resetEnvCache } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { createUser } from "../../../tests/factories";
import { startImageProviderFake, type ImageProviderFake } from "../../../tests/mocks/image-provider-fake";
import { REFUND_DESCRIPTION } from "./fail-generation.server";
import { key, ledgerSum, request } from "./generation-test-helpers";
import { toView } from "./generation-view.server";
import { fromRef, readStoredFile } from "./image-files.server";
import { PROVIDER_FAILURE_MESSAGES, SOURCE_IMAGE_GONE, type ProviderFailureKind } from "./provider-messages";
import { readGenerationSettings } from "./png-text.server";
import { recoverPendingGenerations } from "./recovery.server";
import { reserveGeneration } from "./reserve-generation.server";
import { runGeneration } from "./run-generation.server";
import { startGeneration } from "./start-generation.server";
import { waitForGeneration } from "./wait-for-generation.server";

let fake: ImageProviderFake;

/** The ledger rows that gave a failed generation's credit back. */
async function refundsOf(userId: string) {
  return getDb()
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.description, REFUND_DESCRIPTION)));
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
    const refunds = await refundsOf(user.id);
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
        const refunds = await refundsOf(user.id);
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
