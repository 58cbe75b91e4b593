import { getStorage } from "~/services/storage/storage.server";
import type { GenerationView } from "./generation-options";
import type { Generation } from "./generation-queries.server";
import { fromRef } from "./image-files.server";
import { engineLabel } from "./providers/select-provider.server";
import type { QueueView } from "./queue-state";

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

/** A variation's, upscale's or edit's settings (the preset slug is not one of them); nothing for a plain picture. */
function creativeOptions(g: Generation): { options?: GenerationView["options"] } {
  const { strength, factor, loras, steps, cfg, sampler, preset } = g.options ?? {};
  const options = Object.fromEntries(
    Object.entries({ strength, factor, loras, steps, cfg, sampler, preset }).filter(([, value]) => value !== undefined),
  );
  return Object.keys(options).length > 0 ? { options } : {};
}

/** A generation as the browser sees it: settings, state and the addresses of its picture. */
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
    batchId: g.batchId,
    ...creativeOptions(g),
    ...imageUrls(g),
  };
}

/** The view of one generation read on its own, with its queue state while pending (queueStateOf). */
export function toViewWithQueue(g: Generation, queue: QueueView | null): GenerationView {
  return queue ? { ...toView(g), queue } : toView(g);
}
