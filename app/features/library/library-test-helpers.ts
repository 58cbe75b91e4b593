import { getDb } from "~/db/db.server";
import { generations, pictureFavorites } from "~/db/schema";

let counter = 0;

/** A finished picture of the user's, written straight to the table (no file): what the library reads. */
export async function insertPicture(
  userId: string,
  options: {
    prompt?: string;
    model?: string;
    createdAt?: Date | string;
    private?: boolean;
    favorite?: boolean;
    status?: "pending" | "succeeded" | "failed";
  } = {},
) {
  counter += 1;
  const [row] = await getDb()
    .insert(generations)
    .values({
      userId,
      idempotencyKey: `library-test-${Date.now()}-${counter}`,
      prompt: options.prompt ?? `picture ${counter}`,
      mode: "generate",
      model: options.model ?? "flux",
      aspectRatio: "1:1",
      seed: counter,
      status: options.status ?? "succeeded",
      private: options.private ?? false,
      width: 1024,
      height: 1024,
      ...(options.createdAt ? { createdAt: new Date(options.createdAt) } : {}),
    })
    .returning();
  if (options.favorite) await getDb().insert(pictureFavorites).values({ userId, generationId: row.id });
  return row;
}
