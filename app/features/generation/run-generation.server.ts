import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { generations, media } from "~/db/schema";
import { moderateOutput } from "~/features/moderation/moderate-generation.server";
import { metrics } from "~/services/metrics/metrics.server";
import { AppError } from "~/utils/errors";
import { logger } from "~/utils/logger.server";
import { failGeneration } from "./fail-generation.server";
import { publishGenerationChange } from "./generation-events.server";
import { modeNeedsSource, parseSelfHostedModelId, type AspectRatioId } from "./generation-options";
import { getGeneration, type Generation } from "./generation-queries.server";
import { fromRef, readStoredFile, removeStoredFiles, storeGeneratedImage, toRef, type StoredImage } from "./image-files.server";
import { mediaRowFor } from "./library-entry.server";
import { GENERATION_FAILED, SOURCE_IMAGE_GONE } from "./provider-messages";
import { engineForModel, providerForModel, providerTimeoutMs } from "./providers/select-provider.server";
import { describeError, ProviderError } from "./providers/types";
import { CLEARED_PROGRESS, recordProgress } from "./record-progress.server";
import { recordUsage } from "./record-usage.server";
import { enqueueGenerationWebhooks } from "~/features/webhooks/webhook-deliveries.server";

/** The row as it is now, after another writer (a failure, a recovery) decided its outcome. */
async function currentRow(db: Database, generation: Generation) {
  return (await getGeneration(db, generation.id)) ?? generation;
}

/**
 * Calls the provider for a reserved generation, stores the picture and marks
 * it succeeded; on any failure refunds the credit. Never throws for a provider
 * failure: the returned row says what happened. `options.signal` stops the
 * provider call (the generation then fails, unless another writer decided it).
 */
export async function runGeneration(db: Database, generation: Generation, options: { signal?: AbortSignal } = {}): Promise<Generation> {
  const started = Date.now();
  const engine = engineForModel(generation.model);
  // The provider's time limit, and the caller's stop (a worker that lost its lease).
  const timeout = AbortSignal.timeout(providerTimeoutMs(engine));
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const progress = recordProgress(db, generation.id);
  let stored: StoredImage | null = null;
  try {
    await db
      .update(generations)
      .set({ startedAt: new Date(started) })
      .where(and(eq(generations.id, generation.id), eq(generations.status, "pending")));
    const provider = await providerForModel(generation.model);
    let sourceImage: Uint8Array | undefined;
    if (modeNeedsSource(generation.mode)) {
      const source = fromRef(generation.sourceImagePath);
      sourceImage = (source && (await readStoredFile(source))) || undefined;
      if (!sourceImage) throw new ProviderError("unavailable", "The source image is no longer available", { message: SOURCE_IMAGE_GONE });
    }
    const result = await provider.generate(
      {
        prompt: generation.prompt,
        negativePrompt: generation.negativePrompt,
        model: generation.model,
        mode: generation.mode,
        aspectRatio: generation.aspectRatio as AspectRatioId,
        seed: generation.seed,
        isNsfw: generation.isNsfw,
        sourceImage,
        checkpoint: parseSelfHostedModelId(generation.model)?.checkpoint,
        mask: generation.mask ? new Uint8Array(Buffer.from(generation.mask, "base64")) : undefined,
        ...generation.options,
      },
      { signal, onProgress: progress.onProgress },
    );
    await progress.stop();
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
      if (failed) metrics.generations.inc({ engine, outcome: "blocked" });
      return failed ?? (await currentRow(db, generation));
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
        engine,
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
          engine,
          completedAt: new Date(),
          ...CLEARED_PROGRESS,
        })
        .where(and(eq(generations.id, generation.id), eq(generations.status, "pending")))
        .returning();
      if (!row) return null;
      await publishGenerationChange(tx, row.id);
      await recordUsage(tx, row, true);
      await enqueueGenerationWebhooks(tx, row);
      if (!row.private) await tx.insert(media).values(mediaRowFor(row, done.image, done.size, done.width, done.height));
      return row;
    });
    if (!succeeded) {
      // Recovered (failed and refunded) while the provider was working: keep nothing.
      await removeStoredFiles(done.image, done.thumb);
      return currentRow(db, generation);
    }
    metrics.generations.inc({ engine, outcome: "succeeded" });
    logger.info({ generationId: generation.id, engine, ms: Date.now() - started }, "generation succeeded");
    return succeeded;
  } catch (error) {
    await progress.stop();
    if (stored) await removeStoredFiles(stored.image, stored.thumb);
    // Stopped by the caller (its lease went to another worker, or this process is stopping): that worker decides the outcome.
    if (options.signal?.aborted) {
      metrics.generations.inc({ engine, outcome: "handed-back" });
      return currentRow(db, generation);
    }
    // The user is told a known message (the content rules' own, or the provider failure's kind); the raw detail is logged only.
    const failure =
      error instanceof ProviderError ? error : signal.aborted ? new ProviderError("timeout", describeError(error), { cause: error }) : null;
    const message = failure?.message ?? (error instanceof AppError ? error.message : GENERATION_FAILED);
    logger.warn(
      { err: error, detail: failure?.detail ?? describeError(error), kind: failure?.kind, generationId: generation.id, engine },
      "generation failed; refunding",
    );
    const failed = await failGeneration(db, generation, message);
    if (failed) metrics.generations.inc({ engine, outcome: failure?.kind === "timeout" ? "timeout" : "failed" });
    return failed ?? (await currentRow(db, generation));
  }
}
