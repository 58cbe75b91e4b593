import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { generations } from "~/db/schema";
import { creditAccount } from "~/features/credits/ledger.server";
import { enqueueGenerationWebhooks } from "~/features/webhooks/webhook-deliveries.server";
import { singleton } from "~/utils/singleton.server";
import { REFUND_DESCRIPTION } from "./fail-generation.server";
import { publishGenerationChange } from "./generation-events.server";
import { GENERATION_COST } from "./generation-options";
import { CLEARED_PROGRESS } from "./record-progress.server";
import { recordUsage } from "./record-usage.server";

export const ACCOUNT_SUSPENDED_GENERATION_MESSAGE = "This account was suspended: the generation was cancelled and its credit refunded.";

/**
 * Fails every pending generation of `userId` (queued or running) and refunds
 * each credit, inside the caller's transaction (an account suspension). The
 * refund has the key every failure path uses (`refund:<id>`), and a run that
 * finishes later finds the row no longer pending: it stores no picture and
 * refunds nothing. Returns the ids, for abortGenerationRuns after commit.
 */
export async function cancelPendingGenerations(tx: DbOrTx, userId: string, message: string): Promise<string[]> {
  const cancelled = await tx
    .update(generations)
    .set({ status: "failed", error: message, completedAt: new Date(), ...CLEARED_PROGRESS })
    .where(and(eq(generations.userId, userId), eq(generations.status, "pending")))
    .returning();
  for (const row of cancelled) {
    await publishGenerationChange(tx, row.id);
    await creditAccount(tx, { userId, amount: GENERATION_COST, description: REFUND_DESCRIPTION, idempotencyKey: `refund:${row.id}` });
    await recordUsage(tx, row, false);
    await enqueueGenerationWebhooks(tx, row);
  }
  return cancelled.map((row) => row.id);
}

// The stop switches of the runs in this process. A run elsewhere stops at its
// next heartbeat, which finds the row no longer pending (queue/lease.server.ts).
const runs = singleton("generation-run-aborts", () => new Map<string, AbortController>());

/** Registers a run's stop switch until `done` settles. */
export function registerGenerationRun(id: string, controller: AbortController) {
  runs.set(id, controller);
  return () => {
    if (runs.get(id) === controller) runs.delete(id);
  };
}

/** Stops the provider calls this process is making for these generations (call after the cancellation committed). */
export function abortGenerationRuns(ids: string[], reason: string) {
  for (const id of ids) runs.get(id)?.abort(new Error(reason));
}
