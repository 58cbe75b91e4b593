import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { generations } from "~/db/schema";
import { creditAccount } from "~/features/credits/ledger.server";
import { enqueueGenerationWebhooks } from "~/features/webhooks/webhook-deliveries.server";
import { publishGenerationChange } from "./generation-events.server";
import { GENERATION_COST } from "./generation-options";
import type { Generation } from "./generation-queries.server";
import { CLEARED_PROGRESS } from "./record-progress.server";
import { recordUsage } from "./record-usage.server";

export const REFUND_DESCRIPTION = "Refund: generation failed";

/** Marks a pending generation failed, refunds its credit once, and records the usage. */
export async function failGeneration(db: Database, generation: Generation, message: string) {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(generations)
      .set({ status: "failed", error: message.slice(0, 1000), completedAt: new Date(), ...CLEARED_PROGRESS })
      .where(and(eq(generations.id, generation.id), eq(generations.status, "pending")))
      .returning();
    if (!failed) return null;
    await publishGenerationChange(tx, failed.id);
    await creditAccount(tx, {
      userId: generation.userId,
      amount: GENERATION_COST,
      description: REFUND_DESCRIPTION,
      idempotencyKey: `refund:${generation.id}`,
    });
    await recordUsage(tx, failed, false);
    await enqueueGenerationWebhooks(tx, failed);
    return failed;
  });
}
