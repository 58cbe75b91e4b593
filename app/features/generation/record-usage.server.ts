import type { DbOrTx } from "~/db/db.server";
import { generationUsages } from "~/db/schema";
import type { Generation } from "./generation-queries.server";

/** Counts one generation attempt, made or failed, in the usage statistics. */
export async function recordUsage(
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
