import type { Database } from "~/db/db.server";
import type { Generation } from "../generation-queries.server";

/** Where reserved generations go to be run: pg-boss on a PostgreSQL server, or this process's own queue. */
export type GenerationQueue = {
  kind: "pg-boss" | "in-process";
  /** Adds a job for the generation; a generation already waiting is not added twice. */
  enqueue(db: Database, generation: Generation): Promise<void>;
  /** Stops taking jobs and lets running ones finish (pg-boss: up to `timeoutMs`, else its stop timeout). */
  stop(timeoutMs?: number): Promise<void>;
};
