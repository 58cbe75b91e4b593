import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { generations } from "~/db/schema";
import { SELF_HOSTED_ENGINES, type SelfHostedEngineId } from "./generation-options";
import { listEngineCheckpoints } from "./providers/self-hosted-engines.server";

// What the admin's engines page shows: each configured self-hosted engine asked now,
// and the last picture it failed or made (from the generations table, so whichever
// process ran it counts).

export type EngineStatus = {
  id: SelfHostedEngineId;
  name: string;
  url: string;
  reachable: boolean;
  checkpoints: string[];
  /** Why the engine could not be asked just now (the raw cause), else null. */
  probeError: string | null;
  lastFailure: { message: string; at: string } | null;
  lastSuccessAt: string | null;
};

async function lastOutcome(db: DbOrTx, engine: SelfHostedEngineId, status: "failed" | "succeeded") {
  const [row] = await db
    .select({ error: generations.error, at: generations.completedAt })
    .from(generations)
    .where(and(eq(generations.engine, engine), eq(generations.status, status)))
    .orderBy(desc(generations.completedAt))
    .limit(1);
  return row ?? null;
}

/** Every configured engine, asked for its checkpoints now (not from the short-lived listing). */
export async function engineStatuses(db: DbOrTx): Promise<EngineStatus[]> {
  const engines = await listEngineCheckpoints({ fresh: true });
  return Promise.all(
    engines.map(async ({ id, url, checkpoints, error }) => {
      const [failed, succeeded] = await Promise.all([lastOutcome(db, id, "failed"), lastOutcome(db, id, "succeeded")]);
      return {
        id,
        name: id === "sdwebui" ? "AUTOMATIC1111-compatible web UI" : SELF_HOSTED_ENGINES[id],
        url,
        reachable: error === null,
        checkpoints,
        probeError: error,
        lastFailure: failed?.at ? { message: failed.error ?? "", at: failed.at.toISOString() } : null,
        lastSuccessAt: succeeded?.at ? succeeded.at.toISOString() : null,
      };
    }),
  );
}
