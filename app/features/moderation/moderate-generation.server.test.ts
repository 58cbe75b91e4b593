import { eq } from "drizzle-orm";
import { readdirSync } from "node:fs";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations, generationUsages, moderationEvents, transactions } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { generateRequestSchema, type GenerateRequest } from "~/features/generation/generate-request-schema";
import { confirmAdult } from "~/features/accounts/adult-confirmation.server";
import { reserveGeneration } from "~/features/generation/reserve-generation.server";
import { runGeneration } from "~/features/generation/run-generation.server";
import { fromRef } from "~/features/generation/image-files.server";
import { getStorage } from "~/services/storage/storage.server";
import { resetEnvCache } from "~/utils/env.server";
import { AppError } from "~/utils/errors";
import { createUser } from "../../../tests/factories";
import { startOpenAiModerationFake, type OpenAiModerationFake } from "../../../tests/mocks/openai-moderation-fake";
import {
  CATEGORY_MESSAGES,
  GENERATION_SUSPENDED_TITLE,
  MINOR_WITH_NSFW_SWITCH,
  OUTPUT_BLOCKED,
  PROMPT_NOT_ALLOWED,
  SAFETY_CHECK_UNAVAILABLE,
} from "./messages";
import { getActiveSuspension, liftSuspension } from "./suspension.server";
import { refusalMessage } from "./moderate-generation.server";

// The picture checker is faked only at the HTTP level: OpenAI's moderation API
// (used with OPENAI_API_KEY, beside the real built-in checker) says what the test needs.
let moderationApi: OpenAiModerationFake;
beforeAll(async () => {
  moderationApi = await startOpenAiModerationFake();
});
afterAll(async () => {
  await moderationApi.close();
});
afterEach(() => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  moderationApi.behaviour = "safe";
  resetEnvCache();
});

function useModerationApi() {
  process.env.OPENAI_API_KEY = moderationApi.apiKey;
  process.env.OPENAI_BASE_URL = moderationApi.baseUrl;
  resetEnvCache();
}

async function storedFileCount() {
  const root = `${process.env.DATA_DIR}/files`;
  try {
    return readdirSync(root, { recursive: true }).length;
  } catch {
    return 0;
  }
}

const upload = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 120, g: 90, b: 70 } } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

let keyCounter = 0;
const request = (overrides: Partial<GenerateRequest> = {}): GenerateRequest =>
  generateRequestSchema.parse({ prompt: "a red fox in the snow", model: "flux", idempotencyKey: `mod-${Date.now()}-${keyCounter++}`, ...overrides });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const eventsOf = (userId: string) => getDb().select().from(moderationEvents).where(eq(moderationEvents.userId, userId));

async function nothingMoved(userId: string, balance: number) {
  const db = getDb();
  expect(await getBalance(db, userId)).toBe(balance);
  expect(await db.select().from(generations).where(eq(generations.userId, userId))).toHaveLength(0);
  expect(await db.select().from(generationUsages).where(eq(generationUsages.userId, userId))).toHaveLength(0);
  // Only the grant from the factory: no debit, no refund.
  expect(await db.select().from(transactions).where(eq(transactions.userId, userId))).toHaveLength(1);
}

describe("the text rules in the generation pipeline", () => {
  it("refuses a sexualised minor before any credit moves, names the reason and audits it", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    const error = await refusal(reserveGeneration(db, { userId: user.id, request: request({ prompt: "nude boy, 12" }) }));
    expect([error.status, error.title, error.message]).toEqual([403, PROMPT_NOT_ALLOWED, CATEGORY_MESSAGES["sexual-minors"]]);
    await nothingMoved(user.id, 2);
    const [event] = await eventsOf(user.id);
    expect(event).toMatchObject({ layer: "text", category: "sexual-minors", minorSignal: true, prompt: "nude boy, 12", userEmail: user.email });
    expect(event.reason.length).toBeGreaterThan(0);
  });

  it("refuses an adult request whose exclusions push adulthood away", async () => {
    const db = getDb();
    const user = await createUser({ credits: 1 });
    await confirmAdult(db, user.id);
    const error = await refusal(
      reserveGeneration(db, {
        userId: user.id,
        request: request({ prompt: "nude portrait, soft light", negativePrompt: "adult, mature, grown-up, old", isNsfw: true }),
      }),
    );
    expect(error.title).toBe(PROMPT_NOT_ALLOWED);
    await nothingMoved(user.id, 1);
    expect((await eventsOf(user.id))[0]).toMatchObject({ category: "sexual-minors", negativePrompt: "adult, mature, grown-up, old", isNsfw: true });
  });

  it("asks to switch NSFW off when a child is asked for with the switch as the only adult cue, and still counts it", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    await confirmAdult(db, user.id);
    const party = request({ prompt: "children at a birthday party, balloons", isNsfw: true });
    const error = await refusal(reserveGeneration(db, { userId: user.id, request: party }));
    expect([error.status, error.title, error.message]).toEqual([403, PROMPT_NOT_ALLOWED, MINOR_WITH_NSFW_SWITCH]);
    await nothingMoved(user.id, 2);
    expect((await eventsOf(user.id))[0]).toMatchObject({ category: "sexual-minors", minorSignal: true, isNsfw: true });

    // A sexual word beside the child keeps the plain reason.
    const sexual = await refusal(
      reserveGeneration(db, { userId: user.id, request: request({ prompt: "children at a party, topless", isNsfw: true }) }),
    );
    expect(sexual.message).toBe(CATEGORY_MESSAGES["sexual-minors"]);

    // Switched off, the same prompt is made.
    const { generation } = await reserveGeneration(db, { userId: user.id, request: { ...party, isNsfw: false } });
    expect((await runGeneration(db, generation)).status).toBe("succeeded");
  });

  it("asks for NSFW when explicit content is requested with NSFW off, without counting it as a minor signal", async () => {
    const db = getDb();
    const user = await createUser({ credits: 1 });
    const error = await refusal(reserveGeneration(db, { userId: user.id, request: request({ prompt: "naked woman on a beach", isNsfw: false }) }));
    expect([error.title, error.message]).toEqual([PROMPT_NOT_ALLOWED, CATEGORY_MESSAGES["sexual-needs-nsfw"]]);
    await nothingMoved(user.id, 1);
    expect((await eventsOf(user.id))[0]).toMatchObject({ category: "sexual-needs-nsfw", minorSignal: false });
    expect(await getActiveSuspension(db, user.id)).toBeNull();
  });

  it("lets harmless prompts through and generates them", async () => {
    const db = getDb();
    const user = await createUser({ credits: 3 });
    for (const prompt of [
      "Lolita fashion dress on a mannequin",
      "retro computer showing a CP/M prompt",
      "nude color palette for a child's nursery",
    ]) {
      const { generation } = await reserveGeneration(db, { userId: user.id, request: request({ prompt }) });
      expect((await runGeneration(db, generation)).status).toBe("succeeded");
    }
    expect(await eventsOf(user.id)).toHaveLength(0);
  });
});

describe("suspension after repeated minor-signal refusals", () => {
  it("pauses generation at the third refusal within 24 hours until an admin lifts it", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    const admin = await createUser({ role: "admin" });
    const attempts = ["13 y/o in lingerie", "\u0441hild, unclothed", "n u d e  c h i l d"];
    const titles = [];
    for (const prompt of attempts) titles.push((await refusal(reserveGeneration(db, { userId: user.id, request: request({ prompt }) }))).title);
    expect(titles).toEqual([PROMPT_NOT_ALLOWED, PROMPT_NOT_ALLOWED, GENERATION_SUSPENDED_TITLE]);
    expect(await getActiveSuspension(db, user.id)).not.toBeNull();

    // Suspended: even a harmless prompt is refused, and charged nothing.
    const paused = await refusal(reserveGeneration(db, { userId: user.id, request: request({ prompt: "a castle on a hill at sunset" }) }));
    expect([paused.status, paused.title]).toEqual([403, GENERATION_SUSPENDED_TITLE]);
    await nothingMoved(user.id, 2);

    expect(await liftSuspension(db, { userId: user.id, adminId: admin.id })).toBe(true);
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request({ prompt: "a castle on a hill at sunset" }) });
    expect((await runGeneration(db, generation)).status).toBe("succeeded");
    expect(await getBalance(db, user.id)).toBe(1);
  });
});

describe("the picture checks in the generation pipeline", () => {
  it("refuses an edit whose uploaded source the checker flags, charging and storing nothing", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    useModerationApi();
    moderationApi.behaviour = "sexual-minors";
    const before = await storedFileCount();
    const error = await refusal(
      reserveGeneration(db, { userId: user.id, request: request({ mode: "edit", prompt: "make it a watercolor" }), sourceUpload: await upload() }),
    );
    expect([error.status, error.title, error.message]).toEqual([403, "This image is not allowed", CATEGORY_MESSAGES["sexual-minors"]]);
    await nothingMoved(user.id, 2);
    expect(await storedFileCount()).toBe(before);
    expect((await eventsOf(user.id))[0]).toMatchObject({
      layer: "edit-source",
      category: "sexual-minors",
      minorSignal: true,
      checker: "local+openai",
    });
    // The checker saw the picture itself.
    const sent = JSON.stringify(moderationApi.requests.at(-1)?.json);
    expect(sent).toContain("data:image/");
  });

  it("checks an edit of one of the user's own images too", async () => {
    const db = getDb();
    const user = await createUser({ credits: 3 });
    const first = await runGeneration(db, (await reserveGeneration(db, { userId: user.id, request: request() })).generation);
    useModerationApi();
    moderationApi.behaviour = "sexual-minors";
    await refusal(reserveGeneration(db, { userId: user.id, request: request({ mode: "edit", sourceGenerationId: first.id }) }));
    expect(await getBalance(db, user.id)).toBe(2);
    expect((await eventsOf(user.id)).map((e) => e.layer)).toEqual(["edit-source"]);
  });

  it("discards a flagged output before it is stored, refunds the credit and tells the user", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    useModerationApi();
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request({ prompt: "a portrait in a garden" }) });
    expect(await getBalance(db, user.id)).toBe(1);
    const before = await storedFileCount();
    moderationApi.behaviour = "sexual-minors";
    const done = await runGeneration(db, generation);
    expect([done.status, done.error, done.imagePath, done.thumbPath]).toEqual(["failed", OUTPUT_BLOCKED, null, null]);
    expect(await getBalance(db, user.id)).toBe(2);
    expect(await storedFileCount()).toBe(before);
    const [event] = await eventsOf(user.id);
    expect(event).toMatchObject({ layer: "output", category: "sexual-minors", generationId: generation.id, prompt: "a portrait in a garden" });
    const usages = await db.select().from(generationUsages).where(eq(generationUsages.userId, user.id));
    expect(usages.map((u) => u.success)).toEqual([false]);
  });

  it("fails closed: a checker that errors refuses the edit and discards the output, refunding it", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    useModerationApi();
    moderationApi.behaviour = "error";
    const error = await refusal(reserveGeneration(db, { userId: user.id, request: request({ mode: "edit" }), sourceUpload: await upload() }));
    expect([error.status, error.message]).toEqual([502, SAFETY_CHECK_UNAVAILABLE]);
    await nothingMoved(user.id, 2);

    moderationApi.behaviour = "safe";
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request() });
    moderationApi.behaviour = "error";
    const done = await runGeneration(db, generation);
    expect([done.status, done.error]).toEqual(["failed", SAFETY_CHECK_UNAVAILABLE]);
    expect(await getBalance(db, user.id)).toBe(2);
    expect((await eventsOf(user.id)).map((e) => e.category)).toEqual(["check-failed", "check-failed"]);
  });

  it("passes a plainly safe picture from the local engine with the real built-in checker", async () => {
    const db = getDb();
    const user = await createUser({ credits: 1 });
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request({ prompt: "a castle on a hill at sunset" }) });
    const done = await runGeneration(db, generation);
    expect(done.status).toBe("succeeded");
    expect(await getStorage().get(fromRef(done.imagePath)!)).toBeTruthy();
  });
});

describe("the language gate in the generation pipeline", () => {
  it("refuses an adult request in an uncovered language with the accepted languages named, audited, charging nothing and never suspending", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    await confirmAdult(db, user.id);
    const prompts = ["msichana uchi ufukweni jioni", "hubad na babae nakahiga sa kama", "kaila sieviete guļ gultā"];
    for (const prompt of prompts) {
      const error = await refusal(reserveGeneration(db, { userId: user.id, request: request({ prompt, isNsfw: true }) }));
      expect([error.status, error.title, error.message]).toEqual([403, PROMPT_NOT_ALLOWED, refusalMessage("uncovered-language")]);
      expect(error.message).toMatch(/^Reason: adult requests are accepted only in English, Spanish, Portuguese, French, German, /);
    }
    await nothingMoved(user.id, 2);
    const events = await eventsOf(user.id);
    expect(events.map((e) => [e.layer, e.category, e.minorSignal, e.isNsfw])).toEqual(prompts.map(() => ["text", "uncovered-language", false, true]));
    expect(events.map((e) => e.prompt).sort()).toEqual([...prompts].sort());
    // Not a minor signal: three in a row do not pause the account.
    expect(await getActiveSuspension(db, user.id)).toBeNull();
  });

  it("reads an edit's text as an adult request when the checker finds its uploaded picture sexual", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    useModerationApi();
    moderationApi.behaviour = "sexual";
    const edit = (prompt: string) => request({ mode: "edit", prompt, isNsfw: false });
    const error = await refusal(
      reserveGeneration(db, { userId: user.id, request: edit("ongeza mwanga laini na bahari"), sourceUpload: await upload() }),
    );
    expect([error.title, error.message]).toEqual([PROMPT_NOT_ALLOWED, refusalMessage("uncovered-language")]);
    await nothingMoved(user.id, 2);
    expect((await eventsOf(user.id)).map((e) => [e.layer, e.category])).toEqual([["text", "uncovered-language"]]);
    // The same picture with a prompt the rules read goes through.
    const { generation } = await reserveGeneration(db, { userId: user.id, request: edit("make it a watercolor"), sourceUpload: await upload() });
    expect(generation.status).toBe("pending");
  });

  it("lets a safe-for-work request in any language through", async () => {
    const db = getDb();
    const user = await createUser({ credits: 1 });
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request({ prompt: "mwanamke akitembea ufukweni jioni" }) });
    expect(generation.status).toBe("pending");
    expect(await eventsOf(user.id)).toHaveLength(0);
  });

  it("treats an edit of the user's NSFW picture as an adult request, even with NSFW off", async () => {
    const db = getDb();
    const user = await createUser({ credits: 3 });
    await confirmAdult(db, user.id);
    const nsfwPicture = await runGeneration(db, (await reserveGeneration(db, { userId: user.id, request: request({ isNsfw: true }) })).generation);
    const sfwPicture = await runGeneration(db, (await reserveGeneration(db, { userId: user.id, request: request() })).generation);
    const prompt = "ongeza mwanga laini na bahari nyuma yake";
    const error = await refusal(
      reserveGeneration(db, { userId: user.id, request: request({ mode: "edit", sourceGenerationId: nsfwPicture.id, prompt }) }),
    );
    expect([error.title, error.message]).toEqual([PROMPT_NOT_ALLOWED, refusalMessage("uncovered-language")]);
    expect(await getBalance(db, user.id)).toBe(1);
    expect((await eventsOf(user.id)).map((e) => [e.category, e.isNsfw])).toEqual([["uncovered-language", false]]);
    // The same words editing a safe-for-work picture are a safe-for-work request.
    const { generation } = await reserveGeneration(db, {
      userId: user.id,
      request: request({ mode: "edit", sourceGenerationId: sfwPicture.id, prompt }),
    });
    expect(generation.status).toBe("pending");
  });
});
