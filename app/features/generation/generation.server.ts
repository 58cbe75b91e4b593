import { createHash, randomInt } from "node:crypto";
import { and, count, desc, eq, lt, or } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/db.server";
import { generations, generationUsages, media, profiles } from "~/db/schema";
import { invalidateCatalogCache } from "~/features/catalog/cache.server";
import { creditAccount, debitAccount, getBalance } from "~/features/credits/ledger.server";
import { getStorage, type StoredFile } from "~/services/storage/storage.server";
import { AppError } from "~/utils/errors";
import { logger } from "~/utils/logger.server";
import { singleton } from "~/utils/singleton.server";
import { assertGenerationAllowed, moderateEditSource, moderateOutput, moderatePrompt } from "~/features/moderation/moderate-generation.server";
import { getActiveSuspension } from "~/features/moderation/suspension.server";
import {
  GENERATION_COST,
  modelLabel,
  modelSupportsMode,
  NSFW_GPT_MESSAGE,
  type AspectRatioId,
  type GenerationMode,
  type GenerationPage,
  type GenerationView,
  type ModelId,
} from "./generation-options";
import type { GenerateRequest } from "./generate-request-schema";
import {
  copyStoredFile,
  fromRef,
  prepareSourceImage,
  readStoredFile,
  removePictureFiles,
  removeStoredFiles,
  storeGeneratedImage,
  storeSourceImage,
  toRef,
} from "./image-files.server";
import { engineForModel, engineLabel, providerForModel, providerTimeoutMs } from "./providers/select-provider.server";
import { describeError, ProviderError } from "./providers/types";
import { GENERATION_FAILED, RESTART_FAILURE, SOURCE_IMAGE_GONE } from "./provider-messages";

export type Generation = typeof generations.$inferSelect;

export const DEBIT_DESCRIPTION = "Image generation";
export const REFUND_DESCRIPTION = "Refund: generation failed";
export { RESTART_FAILURE } from "./provider-messages";

const errors = {
  inProgress: () => new AppError("CONFLICT", { title: "Please wait", message: "A generation is already in progress" }),
  insufficient: () => new AppError("PAYMENT_REQUIRED", { title: "Insufficient credits", message: "You need at least 1 credit to generate an image" }),
  noCredits: () =>
    new AppError("NOT_FOUND", {
      title: "Credits not found",
      message: "Your account doesn't have a credits record. Please contact support.",
    }),
  adultRequired: () =>
    new AppError("FORBIDDEN", {
      title: "Age confirmation required",
      message: "Confirm that you are 18 or older before generating NSFW images.",
    }),
  badRequest: (message: string) => new AppError("BAD_REQUEST", { title: "Invalid request", message }),
  notFound: () => new AppError("NOT_FOUND", { title: "Image not found", message: "This image does not exist or is not yours." }),
  keyReused: () =>
    new AppError("UNPROCESSABLE", { title: "Request already used", message: "This request was already used for a different generation" }),
};

/**
 * A fingerprint of a generate request as sent: every setting (the seed only
 * when given) and the source, an uploaded picture by its bytes. A reused
 * idempotency key must come with the same fingerprint.
 */
export function requestFingerprint(request: GenerateRequest, sourceUpload?: Uint8Array) {
  const canonical = JSON.stringify([
    request.prompt,
    request.negativePrompt,
    request.model,
    request.mode,
    request.aspectRatio,
    request.isNsfw,
    request.isPrivate,
    request.seed ?? null,
    request.mode === "edit" ? (request.sourceGenerationId ?? null) : null,
    request.mode === "edit" && sourceUpload ? createHash("sha256").update(sourceUpload).digest("hex") : null,
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

/** The first generation of a repeated key, or a 422 when the key came with another request. */
function sameRequestOrRefuse(generation: Generation, fingerprint: string) {
  if (generation.requestHash !== null && generation.requestHash !== fingerprint) throw errors.keyReused();
  return generation;
}

// Generations this process is running, so a status request can wait for one.
const inflight = singleton("generation-inflight", () => new Map<string, Promise<Generation>>());

async function recordUsage(
  db: DbOrTx,
  g: Pick<Generation, "userId" | "prompt" | "negativePrompt" | "mode" | "model" | "isNsfw" | "aspectRatio">,
  success: boolean,
) {
  await db.insert(generationUsages).values({
    userId: g.userId,
    prompt: g.prompt,
    negativePrompt: g.negativePrompt,
    mode: g.mode,
    model: g.model,
    isNsfw: g.isNsfw,
    aspectRatio: g.aspectRatio,
    success,
  });
}

export async function isAdultConfirmed(db: DbOrTx, userId: string) {
  const [row] = await db.select({ at: profiles.adultConfirmedAt }).from(profiles).where(eq(profiles.id, userId));
  return Boolean(row?.at);
}

/** Records, once, that the account holder confirmed being 18 or older. */
export async function confirmAdult(db: DbOrTx, userId: string) {
  const now = new Date();
  await db.insert(profiles).values({ id: userId, adultConfirmedAt: now }).onConflictDoNothing({ target: profiles.id });
  const [row] = await db.select({ at: profiles.adultConfirmedAt }).from(profiles).where(eq(profiles.id, userId));
  if (!row?.at) await db.update(profiles).set({ adultConfirmedAt: now }).where(eq(profiles.id, userId));
}

async function findByIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.idempotencyKey, key)));
  return row ?? null;
}

/**
 * The picture an edit starts from: an upload (normalised to the PNG that is
 * checked and stored), or one of the user's own finished images with its place.
 */
async function readEditSource(db: DbOrTx, userId: string, request: GenerateRequest, upload: Uint8Array | undefined) {
  if (upload) {
    const image = await prepareSourceImage(upload).catch((error) => {
      throw new AppError("BAD_REQUEST", { title: "Invalid image", message: "The source image must be a PNG, JPEG or WebP picture.", cause: error });
    });
    return { image, storedRef: null };
  }
  const [source] = request.sourceGenerationId
    ? await db
        .select({ imagePath: generations.imagePath })
        .from(generations)
        .where(and(eq(generations.id, request.sourceGenerationId), eq(generations.userId, userId), eq(generations.status, "succeeded")))
    : [];
  const file = fromRef(source?.imagePath ?? null);
  const image = file ? await readStoredFile(file) : null;
  if (!image || !source?.imagePath) throw errors.badRequest("Choose one of your images (or upload one) to edit.");
  return { image, storedRef: source.imagePath };
}

export type Reservation = { generation: Generation; balance: number; created: boolean };

/**
 * Checks a request and, in one database transaction, reserves 1 credit and
 * records the pending generation. A repeated idempotency key returns the first
 * generation and charges nothing; with a different request it is refused (422).
 */
export async function reserveGeneration(
  db: Database,
  input: { userId: string; request: GenerateRequest; sourceUpload?: Uint8Array },
): Promise<Reservation> {
  const { userId, request } = input;
  const fingerprint = requestFingerprint(request, input.sourceUpload);

  // The content rules come first: a refused request is audited and moves no credit.
  await assertGenerationAllowed(db, userId);
  const moderated = { userId, prompt: request.prompt, negativePrompt: request.negativePrompt, isNsfw: request.isNsfw };
  const { sexual } = await moderatePrompt(db, moderated);
  if (request.isNsfw && request.model === "gpt-image-1") throw errors.badRequest(NSFW_GPT_MESSAGE);
  if (!modelSupportsMode(request.model, request.mode)) {
    throw errors.badRequest(`${modelLabel(request.model)} cannot edit images. Choose GPT Image or FLUX.`);
  }
  if (request.isNsfw && !(await isAdultConfirmed(db, userId))) throw errors.adultRequired();

  // Fast answers for a repeat or a busy user in one query; the transaction below still decides under concurrency.
  const existing = await db
    .select()
    .from(generations)
    .where(and(eq(generations.userId, userId), or(eq(generations.idempotencyKey, request.idempotencyKey), eq(generations.status, "pending"))));
  const repeated = existing.find((g) => g.idempotencyKey === request.idempotencyKey);
  if (repeated) return { generation: sameRequestOrRefuse(repeated, fingerprint), balance: (await getBalance(db, userId)) ?? 0, created: false };
  if (existing.length > 0) throw errors.inProgress();

  let sourceRef: string | null = null;
  let uploaded: StoredFile | null = null;
  if (request.mode === "edit") {
    const source = await readEditSource(db, userId, request, input.sourceUpload);
    await moderateEditSource(db, { ...moderated, image: source.image, adultRequest: request.isNsfw || sexual !== null });
    if (source.storedRef) {
      sourceRef = source.storedRef;
    } else {
      uploaded = await storeSourceImage(source.image);
      sourceRef = toRef(uploaded);
    }
  }

  try {
    return await db.transaction(async (tx) => {
      // ON CONFLICT covers both unique indexes: the idempotency key and "one pending per user".
      const [created] = await tx
        .insert(generations)
        .values({
          userId,
          idempotencyKey: request.idempotencyKey,
          prompt: request.prompt,
          negativePrompt: request.negativePrompt,
          mode: request.mode,
          model: request.model,
          aspectRatio: request.aspectRatio,
          isNsfw: request.isNsfw,
          private: request.isPrivate,
          seed: request.seed ?? randomInt(0, 2_147_483_647),
          sourceImagePath: sourceRef,
          requestHash: fingerprint,
          engine: engineForModel(request.model),
          status: "pending",
        })
        .onConflictDoNothing()
        .returning();
      if (!created) {
        const same = await findByIdempotencyKey(tx, userId, request.idempotencyKey);
        if (same) return { generation: sameRequestOrRefuse(same, fingerprint), balance: (await getBalance(tx, userId)) ?? 0, created: false };
        throw errors.inProgress();
      }
      const balance = await debitAccount(tx, { userId, amount: GENERATION_COST, description: DEBIT_DESCRIPTION });
      if (balance === null) throw (await getBalance(tx, userId)) === null ? errors.noCredits() : errors.insufficient();
      return { generation: created, balance, created: true };
    });
  } catch (error) {
    if (uploaded) await removeStoredFiles(uploaded);
    if (error instanceof AppError && (error.code === "PAYMENT_REQUIRED" || error.code === "NOT_FOUND")) {
      // SPEC section 8: a failed deduction aborts the generation and records a failed usage.
      await recordUsage(db, { userId, ...request }, false).catch((e) => logger.error({ err: e }, "could not record usage"));
    }
    throw error;
  }
}

/** Marks a pending generation failed, refunds its credit once, and records the usage. */
export async function failGeneration(db: Database, generation: Generation, message: string) {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(generations)
      .set({ status: "failed", error: message.slice(0, 1000), completedAt: new Date() })
      .where(and(eq(generations.id, generation.id), eq(generations.status, "pending")))
      .returning();
    if (!failed) return null;
    await creditAccount(tx, {
      userId: generation.userId,
      amount: GENERATION_COST,
      description: REFUND_DESCRIPTION,
      idempotencyKey: `refund:${generation.id}`,
    });
    await recordUsage(tx, failed, false);
    return failed;
  });
}

function mediaRowFor(generation: Generation, image: StoredFile, size: number, width: number, height: number) {
  return {
    filePath: image.key,
    fileName: `ai-generated-image-${generation.createdAt.getTime()}.png`,
    fileSize: size,
    fileType: "image/png",
    width,
    height,
    source: "user" as const,
    altText: generation.prompt.slice(0, 300),
    description: `Generated with ${modelLabel(generation.model)}`,
    uploadedBy: generation.userId,
    featured: false,
  };
}

/**
 * Calls the provider for a reserved generation, stores the picture and marks
 * it succeeded; on any failure refunds the credit. Never throws for a provider
 * failure: the returned row says what happened.
 */
export async function runGeneration(db: Database, generation: Generation): Promise<Generation> {
  const started = Date.now();
  const provider = providerForModel(generation.model as ModelId);
  const signal = AbortSignal.timeout(providerTimeoutMs(provider.engine));
  let stored: Awaited<ReturnType<typeof storeGeneratedImage>> | null = null;
  try {
    let sourceImage: Uint8Array | undefined;
    if (generation.mode === "edit") {
      const source = fromRef(generation.sourceImagePath);
      sourceImage = (source && (await readStoredFile(source))) || undefined;
      if (!sourceImage) throw new ProviderError("unavailable", "The source image is no longer available", { message: SOURCE_IMAGE_GONE });
    }
    const result = await provider.generate(
      {
        prompt: generation.prompt,
        negativePrompt: generation.negativePrompt,
        model: generation.model as ModelId,
        mode: generation.mode as GenerationMode,
        aspectRatio: generation.aspectRatio as AspectRatioId,
        seed: generation.seed,
        isNsfw: generation.isNsfw,
        sourceImage,
      },
      { signal },
    );
    const blocked = await moderateOutput(db, {
      userId: generation.userId,
      generationId: generation.id,
      prompt: generation.prompt,
      negativePrompt: generation.negativePrompt,
      isNsfw: generation.isNsfw,
      image: result.image,
    });
    if (blocked) {
      const failed = await failGeneration(db, generation, blocked);
      return failed ?? (await getGeneration(db, generation.id))!;
    }
    stored = await storeGeneratedImage({
      image: result.image,
      aspectRatio: generation.aspectRatio as AspectRatioId,
      isPrivate: generation.private,
      settings: {
        prompt: generation.prompt,
        negativePrompt: generation.negativePrompt,
        model: generation.model,
        mode: generation.mode,
        aspectRatio: generation.aspectRatio,
        seed: generation.seed,
        engine: provider.engine,
        isNsfw: generation.isNsfw,
        createdAt: generation.createdAt.toISOString(),
      },
    });
    const done = stored;
    const succeeded = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(generations)
        .set({
          status: "succeeded",
          imagePath: toRef(done.image),
          thumbPath: toRef(done.thumb),
          width: done.width,
          height: done.height,
          engine: provider.engine,
          completedAt: new Date(),
        })
        .where(and(eq(generations.id, generation.id), eq(generations.status, "pending")))
        .returning();
      if (!row) return null;
      await recordUsage(tx, row, true);
      if (!row.private) await tx.insert(media).values(mediaRowFor(row, done.image, done.size, done.width, done.height));
      return row;
    });
    if (!succeeded) {
      // Recovered (failed and refunded) while the provider was working: keep nothing.
      await removeStoredFiles(done.image, done.thumb);
      return (await getGeneration(db, generation.id))!;
    }
    logger.info({ generationId: generation.id, engine: provider.engine, ms: Date.now() - started }, "generation succeeded");
    return succeeded;
  } catch (error) {
    if (stored) await removeStoredFiles(stored.image, stored.thumb);
    // The user is told a known message (the content rules' own, or the provider failure's kind); the raw detail is logged only.
    const failure =
      error instanceof ProviderError ? error : signal.aborted ? new ProviderError("timeout", describeError(error), { cause: error }) : null;
    const message = failure?.message ?? (error instanceof AppError ? error.message : GENERATION_FAILED);
    logger.warn(
      { err: error, detail: failure?.detail ?? describeError(error), kind: failure?.kind, generationId: generation.id, engine: provider.engine },
      "generation failed; refunding",
    );
    const failed = await failGeneration(db, generation, message);
    return failed ?? (await getGeneration(db, generation.id))!;
  }
}

/** Reserves and starts a generation; the picture is made in the background (see waitForGeneration). */
export async function startGeneration(
  db: Database,
  input: { userId: string; request: GenerateRequest; sourceUpload?: Uint8Array },
): Promise<Reservation> {
  const reservation = await reserveGeneration(db, input);
  if (reservation.created) {
    const id = reservation.generation.id;
    const running = runGeneration(db, reservation.generation)
      .catch(async (error) => {
        // Only a database failure gets here; recovery at the next start refunds it.
        logger.error({ err: error, generationId: id }, "generation could not be finished");
        return (await getGeneration(db, id)) ?? reservation.generation;
      })
      .finally(() => inflight.delete(id));
    inflight.set(id, running);
  }
  return reservation;
}

/** Waits (up to `timeoutMs`) for a generation this process is running, then returns its row. */
export async function waitForGeneration(db: Database, id: string, timeoutMs: number) {
  const running = inflight.get(id);
  if (running) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
  }
  return getGeneration(db, id);
}

/** Every generation this process is still running (tests and the benchmark wait on them). */
export function runningGenerations() {
  return [...inflight.values()];
}

export async function getGeneration(db: DbOrTx, id: string) {
  const [row] = await db.select().from(generations).where(eq(generations.id, id));
  return row ?? null;
}

export async function getOwnGeneration(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)));
  if (!row) throw errors.notFound();
  return row;
}

/**
 * Fails and refunds generations left pending by a stopped process. At start
 * every pending one is stale when this is the only process (embedded database);
 * with a shared server only those older than a provider's time limit are.
 */
export async function recoverPendingGenerations(db: Database, options: { olderThan?: Date } = {}) {
  const conditions = [eq(generations.status, "pending")];
  if (options.olderThan) conditions.push(lt(generations.createdAt, options.olderThan));
  const stale = await db
    .select()
    .from(generations)
    .where(and(...conditions));
  let recovered = 0;
  for (const generation of stale) {
    if (inflight.has(generation.id)) continue;
    if (await failGeneration(db, generation, RESTART_FAILURE)) recovered++;
  }
  return recovered;
}

function imageUrls(g: Generation) {
  const image = fromRef(g.imagePath);
  const thumb = fromRef(g.thumbPath);
  if (g.status !== "succeeded" || !image) return { imageUrl: null, thumbUrl: null, downloadUrl: null };
  const storage = getStorage();
  const own = `/api/generations/${g.id}`;
  return {
    imageUrl: g.private ? `${own}/image` : storage.publicUrl(image),
    thumbUrl: thumb ? (g.private ? `${own}/image?variant=thumb` : storage.publicUrl(thumb)) : null,
    downloadUrl: `${own}/download`,
  };
}

export function toView(g: Generation): GenerationView {
  return {
    id: g.id,
    status: g.status,
    prompt: g.prompt,
    negativePrompt: g.negativePrompt,
    model: g.model,
    mode: g.mode,
    aspectRatio: g.aspectRatio,
    isNsfw: g.isNsfw,
    private: g.private,
    seed: g.seed,
    engine: g.engine,
    engineLabel: engineLabel(g.engine),
    width: g.width,
    height: g.height,
    error: g.error,
    createdAt: g.createdAt.toISOString(),
    ...imageUrls(g),
  };
}

/** The user's finished pictures, newest first. */
export async function listGenerations(
  db: DbOrTx,
  userId: string,
  page: { offset: number; limit: number },
): Promise<GenerationPage & { total: number }> {
  const where = and(eq(generations.userId, userId), eq(generations.status, "succeeded"));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(generations).where(where).orderBy(desc(generations.createdAt), desc(generations.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(generations).where(where),
  ]);
  const next = page.offset + rows.length;
  return { items: rows.map(toView), nextCursor: next < total ? String(next) : null, total };
}

export async function findPendingGeneration(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.status, "pending")));
  return row ?? null;
}

function isSourceUpload(file: StoredFile | null) {
  return file?.bucket === "generations" && file.key.startsWith("private/sources/");
}

/**
 * Removes the media-library entry of a published picture. The public gallery
 * is cached: when an entry went, the cache goes too (DESIGN invariant 11).
 */
async function unpublishPicture(tx: DbOrTx, image: StoredFile | null) {
  if (image?.bucket !== "media_library") return false;
  const removed = await tx.delete(media).where(eq(media.filePath, image.key)).returning({ id: media.id });
  return removed.length > 0;
}

/** Deletes one of the user's generations with its files, their thumbnails and its media-library entry. */
export async function deleteGeneration(db: Database, userId: string, id: string) {
  const generation = await getOwnGeneration(db, userId, id);
  if (generation.status === "pending") throw errors.inProgress();
  const image = fromRef(generation.imagePath);
  const thumb = fromRef(generation.thumbPath);
  const source = fromRef(generation.sourceImagePath);
  const unpublished = await db.transaction(async (tx) => {
    const removed = await unpublishPicture(tx, image);
    await tx.delete(generations).where(eq(generations.id, id));
    return removed;
  });
  if (unpublished) invalidateCatalogCache();
  await removePictureFiles(image, thumb, isSourceUpload(source) ? source : null);
}

/** Turns Private Mode on or off for a finished picture, moving its files and media-library entry. */
export async function setGenerationPrivacy(db: Database, userId: string, id: string, isPrivate: boolean) {
  const generation = await getOwnGeneration(db, userId, id);
  if (generation.status !== "succeeded") throw errors.badRequest("Only finished images can be changed.");
  if (generation.private === isPrivate) return generation;
  const oldImage = fromRef(generation.imagePath);
  const oldThumb = fromRef(generation.thumbPath);
  if (!oldImage || !oldThumb) throw errors.notFound();
  const image = await copyStoredFile(oldImage, isPrivate);
  const thumb = await copyStoredFile(oldThumb, isPrivate);
  try {
    const result = await db.transaction(async (tx) => {
      // Only from the state read above: a concurrent change wins and this copy is dropped.
      const [row] = await tx
        .update(generations)
        .set({ private: isPrivate, imagePath: toRef(image), thumbPath: toRef(thumb) })
        .where(and(eq(generations.id, id), eq(generations.private, !isPrivate), eq(generations.imagePath, toRef(oldImage))))
        .returning();
      if (!row) return null;
      if (isPrivate) return { row, unpublished: await unpublishPicture(tx, oldImage) };
      const bytes = await readStoredFile(image);
      await tx.insert(media).values(mediaRowFor(row, image, bytes?.length ?? 0, row.width ?? 0, row.height ?? 0));
      return { row, unpublished: false };
    });
    if (!result) {
      await removeStoredFiles(image, thumb);
      return getOwnGeneration(db, userId, id);
    }
    if (result.unpublished) invalidateCatalogCache();
    // The old place with every copy made from it (thumbnails of a public picture included).
    await removePictureFiles(oldImage, oldThumb);
    return result.row;
  } catch (error) {
    await removeStoredFiles(image, thumb);
    throw error;
  }
}

/**
 * Deletes the generation whose published picture is `image` (an admin deleting
 * it from the media library), in the caller's transaction. Returns the files
 * that go with it, for the caller to remove once the transaction is done.
 */
export async function deleteGenerationOfPicture(tx: DbOrTx, image: StoredFile): Promise<StoredFile[]> {
  const [row] = await tx
    .delete(generations)
    .where(eq(generations.imagePath, toRef(image)))
    .returning();
  if (!row) return [];
  const source = fromRef(row.sourceImagePath);
  return [fromRef(row.thumbPath), isSourceUpload(source) ? source : null].filter((f): f is StoredFile => f !== null);
}

/**
 * A generation's picture for a viewer: private pictures only for their owner.
 * Returns null when the viewer may not see it (the route answers 404 either way).
 */
export async function imageFileFor(db: DbOrTx, viewerId: string | null, id: string, variant: "image" | "thumb") {
  const generation = await getGeneration(db, id);
  if (!generation || generation.status !== "succeeded") return null;
  if (generation.private && generation.userId !== viewerId) return null;
  const file = fromRef(variant === "thumb" ? generation.thumbPath : generation.imagePath);
  return file ? { file, generation } : null;
}

export const RECENT_PAGE_SIZE = 8;

/**
 * Everything the workspace shows a signed-in user at first paint. A failed
 * balance read does not fail the page: it comes back as `creditsError` (the
 * workspace reads the balance again before each generation).
 */
export async function getWorkspace(db: Database, userId: string, options: { reuseId?: string }) {
  const [credits, adultConfirmed, suspension, pending, recent, reuse] = await Promise.all([
    getBalance(db, userId).then(
      (balance) => ({ balance, creditsError: false }),
      (error: unknown) => {
        logger.error({ err: error, userId }, "could not read the credit balance for the workspace");
        return { balance: null, creditsError: true };
      },
    ),
    isAdultConfirmed(db, userId),
    getActiveSuspension(db, userId),
    findPendingGeneration(db, userId),
    listGenerations(db, userId, { offset: 0, limit: RECENT_PAGE_SIZE }),
    options.reuseId
      ? db
          .select()
          .from(generations)
          .where(and(eq(generations.id, options.reuseId), eq(generations.userId, userId)))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
  ]);
  return {
    balance: credits.balance,
    creditsError: credits.creditsError,
    adultConfirmed,
    suspended: suspension !== null,
    pending: pending ? toView(pending) : null,
    recent: { items: recent.items, nextCursor: recent.nextCursor },
    reuse: reuse ? toView(reuse) : null,
  };
}
