import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "~/db/db.server";
import { generations } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import { publishGenerationChange } from "./generation-events.server";
import type { EngineProgress } from "./providers/types";

// An engine's progress, kept on the pending row so every process (and a reload)
// sees it. Written at most once per PROGRESS_WRITE_MS, newest value wins.

export const PROGRESS_WRITE_MS = 1_000;
/** What a settled row keeps of its progress: nothing. */
export const CLEARED_PROGRESS = { progress: null, progressStep: null, progressSteps: null, preview: null };
/** The engine's preview is the unmoderated picture in the making: only a tiny, blurred copy is kept and shown. */
const PREVIEW_WIDTH = 48;
const PREVIEW_BLUR = 3;

/** A data URL of a tiny blurred WebP of the engine's preview, or null when it is not a picture. */
export async function blurredPreview(image: Uint8Array): Promise<string | null> {
  try {
    const webp = await sharp(image).resize({ width: PREVIEW_WIDTH, withoutEnlargement: false }).blur(PREVIEW_BLUR).webp({ quality: 40 }).toBuffer();
    return `data:image/webp;base64,${webp.toString("base64")}`;
  } catch {
    return null;
  }
}

export type ProgressRecorder = {
  onProgress: (progress: EngineProgress) => void;
  /** Waits for the write in flight; nothing is written after this. */
  stop: () => Promise<void>;
};

export function recordProgress(db: Database, generationId: string): ProgressRecorder {
  let latest: EngineProgress | null = null;
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let lastWriteAt = 0;
  let stopped = false;

  async function write(progress: EngineProgress) {
    const preview = progress.preview ? await blurredPreview(progress.preview) : undefined;
    if (stopped) return;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(generations)
        .set({
          progress: Math.max(0, Math.min(1, progress.fraction)),
          progressStep: progress.step,
          progressSteps: progress.steps,
          ...(preview ? { preview } : {}),
        })
        .where(and(eq(generations.id, generationId), eq(generations.status, "pending")))
        .returning({ id: generations.id });
      if (row) await publishGenerationChange(tx, generationId);
    });
  }

  function flush() {
    timer = undefined;
    if (stopped || !latest || writing) return;
    const progress = latest;
    latest = null;
    lastWriteAt = Date.now();
    writing = write(progress)
      .catch((error: unknown) => logger.warn({ err: error, generationId }, "could not record progress"))
      .finally(() => {
        writing = null;
        if (latest) schedule();
      });
  }

  function schedule() {
    if (timer || stopped) return;
    timer = setTimeout(flush, Math.max(0, lastWriteAt + PROGRESS_WRITE_MS - Date.now()));
  }

  return {
    onProgress(progress) {
      if (stopped) return;
      latest = progress;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await writing;
    },
  };
}
