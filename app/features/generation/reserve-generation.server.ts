import { randomInt, randomUUID } from "node:crypto";
import { and, asc, eq, or } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/db.server";
import { generations } from "~/db/schema";
import { debitAccount, getBalance } from "~/features/credits/ledger.server";
import { assertGenerationAllowed, moderateEditSource, moderatePrompt } from "~/features/moderation/moderate-generation.server";
import type { StoredFile } from "~/services/storage/storage.server";
import { AppError } from "~/utils/errors";
import { appError } from "~/utils/error-messages";
import { logger } from "~/utils/logger.server";
import { isAdultConfirmed } from "~/features/accounts/adult-confirmation.server";
import type { GenerateRequest } from "./generate-request-schema";
import { generationErrors as errors } from "./generation-errors";
import { GENERATION_COST, modeNeedsSource, modelLabel, nearestAspectRatio, NSFW_GPT_MESSAGE, parseSelfHostedModelId } from "./generation-options";
import { isModelEnabled } from "./model-switches";
import { findByIdempotencyKey, type Generation } from "./generation-queries.server";
import { MAX_IMAGE_PIXELS, tooManyPixelsMessage } from "~/services/uploads/upload-rules";
import { readImageHeader } from "~/services/uploads/upload-validation.server";
import { fromRef, prepareSourceImage, readStoredFile, removeStoredFiles, storeSourceImage, toRef } from "./image-files.server";
import { engineForModel, listAllModels, listAvailableModels } from "./providers/select-provider.server";
import { withPreset } from "./generator-presets.server";
import { unsupportedReason } from "./request-capabilities";
import { assertUpscaleFits, decodeDataUrl, extrasOf, normaliseMask, pictureSize, withSourceSettings } from "./source-request.server";
import { listEngineCheckpoints } from "./providers/self-hosted-engines.server";
import { assertKeyCanSpend } from "./api-key-spending.server";
import { recordUsage } from "./record-usage.server";
import { requestFingerprint } from "./request-fingerprint.server";
import { accountSuspendedMessage } from "~/features/accounts/account-suspension";
import { getSettings } from "~/features/settings/settings.server";
import { isAccountSuspended } from "~/features/accounts/account-suspension.server";

const DEBIT_DESCRIPTION = "Image generation";

/** `generation` is the request's first picture; `generations` all of them, in order (one unless 'Images' was 2–4). */
export type Reservation = { generation: Generation; generations: Generation[]; balance: number; created: boolean };

const SEED_LIMIT = 2_147_483_647;

/** The pictures of a repeated key (its whole batch), or a 422 when the key came with another request. */
async function sameRequestOrRefuse(db: DbOrTx, first: Generation, fingerprint: string, userId: string): Promise<Reservation> {
  if (first.requestHash !== null && first.requestHash !== fingerprint) throw errors.keyReused();
  const batch = first.batchId
    ? await db
        .select()
        .from(generations)
        .where(and(eq(generations.batchId, first.batchId), eq(generations.userId, userId)))
        .orderBy(asc(generations.batchIndex))
    : [first];
  return { generation: first, generations: batch, balance: (await getBalance(db, userId)) ?? 0, created: false };
}

/** The idempotency key of a batch's later pictures: the request's own key stays with the first ("#" never occurs in a client's key). */
const pictureKey = (key: string, index: number) => (index === 0 ? key : `${key}#${index + 1}`);

type SourceRow = Pick<Generation, "prompt" | "negativePrompt" | "isNsfw" | "private" | "imagePath">;

/** One of the user's own finished pictures to work from, or null (someone else's, unfinished or unknown). */
async function findSourceRow(db: DbOrTx, userId: string, id: string | undefined): Promise<SourceRow | null> {
  if (!id) return null;
  const [row] = await db
    .select({
      prompt: generations.prompt,
      negativePrompt: generations.negativePrompt,
      isNsfw: generations.isNsfw,
      private: generations.private,
      imagePath: generations.imagePath,
    })
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId), eq(generations.status, "succeeded")));
  return row ?? null;
}

const NO_SOURCE = "Choose one of your images (or upload one) to edit.";

/**
 * The picture a request starts from: an upload (edit only; normalised to the PNG that
 * is checked and stored), or one of the user's own finished images with its place.
 */
async function readSource(row: SourceRow | null, upload: Uint8Array | undefined) {
  if (upload) {
    const header = await readImageHeader(upload);
    if (header && header.width * header.height > MAX_IMAGE_PIXELS) {
      throw appError("sourceImageTooManyPixels", { message: tooManyPixelsMessage(header.width, header.height) });
    }
    const image = await prepareSourceImage(upload).catch((error: unknown) => {
      throw appError("invalidSourceImage", { cause: error });
    });
    return { image, storedRef: null };
  }
  const file = fromRef(row?.imagePath ?? null);
  const image = file ? await readStoredFile(file) : null;
  if (!image || !row?.imagePath) throw errors.badRequest(NO_SOURCE);
  return { image, storedRef: row.imagePath };
}

/**
 * A model the operator turned off is refused (before anything is charged); a
 * self-hosted checkpoint is accepted only while its engine lists it (hosted models always are).
 */
async function assertModelAvailable(model: string) {
  if (!isModelEnabled((await getSettings()).models, model)) {
    throw errors.badRequest(`${modelLabel(model)} is not available on this site. Choose another model.`);
  }
  const selfHosted = parseSelfHostedModelId(model);
  if (!selfHosted) return;
  const engine = (await listEngineCheckpoints()).find((candidate) => candidate.id === selfHosted.engine);
  if (!engine || engine.error) throw errors.engineUnavailable();
  if (!engine.checkpoints.includes(selfHosted.checkpoint))
    throw errors.badRequest(`${modelLabel(model)} is not available right now. Choose another model.`);
}

/**
 * Checks a request and, in one database transaction, reserves 1 credit per
 * picture and records the pending generations (all or none). A repeated
 * idempotency key returns the first request's pictures and charges nothing;
 * with a different request it is refused (422).
 */
export type ReservationInput = {
  userId: string;
  request: GenerateRequest;
  sourceUpload?: Uint8Array;
  maskUpload?: Uint8Array;
  /** The API key asking, if any: its monthly cap is checked in the reservation's transaction, and the pictures name it. */
  apiKey?: { id: string; monthlyCreditLimit: number | null } | null;
};

export async function reserveGeneration(db: Database, input: ReservationInput): Promise<Reservation> {
  const { userId } = input;
  const fingerprint = requestFingerprint(input.request, input.sourceUpload, input.maskUpload);
  if (input.sourceUpload && input.request.mode !== "edit") throw errors.badRequest("Only an edit can start from an uploaded picture.");
  if (input.maskUpload && input.request.mode !== "edit") throw errors.badRequest("A mask is for edits only.");

  await assertGenerationAllowed(db, userId);
  // Whatever starts from one of the user's pictures: it must be theirs and finished (else 400, nothing charged).
  const sourceRow = input.sourceUpload ? null : await findSourceRow(db, userId, input.request.sourceGenerationId);
  if (modeNeedsSource(input.request.mode) && !input.sourceUpload && !sourceRow) {
    throw errors.badRequest(input.request.mode === "edit" ? NO_SOURCE : "Choose one of your images to work from.");
  }
  // A preset ('Style') first: every check below reads the request it makes (ADR 032).
  const request = withSourceSettings(await withPreset(db, input.request, listAvailableModels), sourceRow);

  // The content rules come first: a refused request is audited and moves no credit. They read the
  // final prompt, LoRA names included (a LoRA's name says what it draws).
  const moderated = { userId, prompt: request.prompt, negativePrompt: request.negativePrompt, isNsfw: request.isNsfw };
  // A picture made with NSFW on makes whatever starts from it an adult request.
  const adultSource = sourceRow?.isNsfw ?? false;
  const loraNames = request.loras?.map((lora) => lora.name) ?? [];
  const { sexual } = await moderatePrompt(db, { ...moderated, prompt: [request.prompt, ...loraNames].join("\n"), adultSource });
  if (request.isNsfw && request.model === "gpt-image-1") throw errors.badRequest(NSFW_GPT_MESSAGE);
  await assertModelAvailable(request.model);
  const option = (await listAllModels()).find((candidate) => candidate.id === request.model);
  const unsupported = option ? unsupportedReason(option, { ...request, mask: input.maskUpload ?? request.mask }) : "Unknown model.";
  if (unsupported) throw errors.badRequest(unsupported);
  if (request.isNsfw && !(await isAdultConfirmed(db, userId))) throw errors.adultRequired();

  // Fast answers for a repeat or a busy user in one query; the transaction below still decides under concurrency.
  const existing = await db
    .select()
    .from(generations)
    .where(and(eq(generations.userId, userId), or(eq(generations.idempotencyKey, request.idempotencyKey), eq(generations.status, "pending"))));
  const repeated = existing.find((g) => g.idempotencyKey === request.idempotencyKey);
  if (repeated) return sameRequestOrRefuse(db, repeated, fingerprint, userId);
  if (existing.length > 0) throw errors.inProgress();

  let sourceRef: string | null = null;
  let uploaded: StoredFile | null = null;
  let aspectRatio = request.aspectRatio;
  let mask: string | null = null;
  if (modeNeedsSource(request.mode)) {
    const source = await readSource(sourceRow, input.sourceUpload);
    const { width, height } = await pictureSize(source.image);
    // The result keeps its source's shape, whatever ratio was asked for.
    aspectRatio = nearestAspectRatio(width, height);
    if (request.mode === "upscale") assertUpscaleFits(width, height, request.factor ?? 2);
    const maskBytes = input.maskUpload ?? (request.mask ? decodeDataUrl(request.mask) : undefined);
    if (maskBytes) mask = (await normaliseMask(maskBytes, width, height)).toString("base64");
    await moderateEditSource(db, { ...moderated, image: source.image, adultRequest: request.isNsfw || adultSource || sexual !== null });
    if (source.storedRef) {
      sourceRef = source.storedRef;
    } else {
      uploaded = await storeSourceImage(source.image);
      sourceRef = toRef(uploaded);
    }
  }

  // Read before the transaction (an embedded database has one connection): the address a suspended user is told to write to.
  const { supportEmail } = (await getSettings()).legal;
  try {
    return await db.transaction(async (tx) => {
      // A suspension committed while this request was being checked still stops it here.
      if (await isAccountSuspended(tx, userId)) throw appError("accountSuspended", { message: accountSuspendedMessage(supportEmail) });
      const count = request.count;
      if (input.apiKey) await assertKeyCanSpend(tx, input.apiKey, GENERATION_COST * count);
      const seed = request.seed ?? randomInt(0, SEED_LIMIT);
      const batchId = count > 1 ? randomUUID() : null;
      const rows = Array.from({ length: count }, (_, index) => ({
        userId,
        idempotencyKey: pictureKey(request.idempotencyKey, index),
        prompt: request.prompt,
        negativePrompt: request.negativePrompt,
        mode: request.mode,
        model: request.model,
        aspectRatio,
        options: extrasOf(request),
        mask,
        isNsfw: request.isNsfw,
        private: request.isPrivate,
        // Each picture its own seed, the next ones counting on from the first.
        seed: (seed + index) % SEED_LIMIT,
        sourceImagePath: sourceRef,
        requestHash: fingerprint,
        engine: engineForModel(request.model),
        status: "pending" as const,
        batchId,
        batchIndex: index,
        apiKeyId: input.apiKey?.id ?? null,
      }));
      // ON CONFLICT covers both unique indexes: the idempotency key and "one pending request per user".
      const [first] = await tx.insert(generations).values(rows[0]).onConflictDoNothing().returning();
      if (!first) {
        const same = await findByIdempotencyKey(tx, userId, request.idempotencyKey);
        if (same) return sameRequestOrRefuse(tx, same, fingerprint, userId);
        throw errors.inProgress();
      }
      const rest = rows.length > 1 ? await tx.insert(generations).values(rows.slice(1)).returning() : [];
      const balance = await debitAccount(tx, { userId, amount: GENERATION_COST * count, description: DEBIT_DESCRIPTION });
      if (balance === null) throw (await getBalance(tx, userId)) === null ? errors.noCredits() : errors.insufficient(count);
      return { generation: first, generations: [first, ...rest], balance, created: true };
    });
  } catch (error) {
    if (uploaded) await removeStoredFiles(uploaded);
    if (error instanceof AppError && (error.code === "PAYMENT_REQUIRED" || error.code === "NOT_FOUND")) {
      // SPEC section 8: a failed deduction aborts the generation and records a failed usage.
      await recordUsage(db, { userId, ...request }, false).catch((e: unknown) => logger.error({ err: e }, "could not record usage"));
    }
    throw error;
  }
}
