import { getDb } from "~/db/db.server";
import { generations, publishedPictures } from "~/db/schema";

let counter = 0;

/** A finished public picture, written straight to the tables (no file), published unless told otherwise. */
export async function insertPublished(
  userId: string,
  options: {
    prompt?: string;
    isNsfw?: boolean;
    publishedAt?: Date;
    hiddenAt?: Date | null;
    hidePrompt?: boolean;
    title?: string | null;
    private?: boolean;
    published?: boolean;
  } = {},
) {
  counter += 1;
  const db = getDb();
  const [generation] = await db
    .insert(generations)
    .values({
      userId,
      idempotencyKey: `explore-test-${Date.now()}-${counter}`,
      prompt: options.prompt ?? `explore picture ${counter}`,
      negativePrompt: "blurry",
      mode: "generate",
      model: "flux",
      aspectRatio: "1:1",
      seed: 1000 + counter,
      status: "succeeded",
      private: options.private ?? false,
      isNsfw: options.isNsfw ?? false,
      width: 1024,
      height: 1024,
      imagePath: `media_library/explore-${counter}.png`,
      thumbPath: `media_library/explore-${counter}.webp`,
    })
    .returning();
  if (options.published === false) return generation;
  await db.insert(publishedPictures).values({
    generationId: generation.id,
    userId,
    title: options.title ?? null,
    hidePrompt: options.hidePrompt ?? false,
    isNsfw: options.isNsfw ?? false,
    ...(options.publishedAt ? { publishedAt: options.publishedAt } : {}),
    hiddenAt: options.hiddenAt ?? null,
  });
  return generation;
}
