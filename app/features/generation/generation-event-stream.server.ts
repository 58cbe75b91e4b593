import type { Database } from "~/db/db.server";
import { getBalance } from "~/features/credits/ledger.server";
import { subscribeToGeneration } from "./generation-events.server";
import { getGeneration, type Generation } from "./generation-queries.server";
import type { GenerationView } from "./generation-options";
import { toViewWithQueue } from "./generation-view.server";
import { queueStateOf } from "./queue-state.server";

// GET /api/generations/:id/events (CONTRACT.md "Public API"): the generation's
// progress as Server-Sent Events. Each event's data is what GET
// /api/generations/:id answers ({ ok, generation, balance }); `progress` while
// it waits or runs, then exactly one `succeeded` or `failed`, then the stream
// ends. Changes arrive through the same LISTEN/NOTIFY hub as `?wait=1`; the
// place in line moves without a notification, so the row is also read every
// few seconds. A comment line keeps idle proxies from closing the connection.

export const SSE_HEARTBEAT_MS = 15_000;
/** How often the row is read when no notification came: a queued picture's place in line changes silently. */
const RECHECK_MS = 2_000;
/** What EventSource waits before reconnecting after the stream drops (not after the final event: it ends for good). */
const RETRY_MS = 3_000;

export type GenerationEventType = "progress" | "succeeded" | "failed";
export type GenerationEventData = { ok: true; generation: GenerationView; balance: number | null };

export type EventStreamOptions = {
  db: Database;
  userId: string;
  /** An owned generation (the caller checked it). */
  generation: Generation;
  /** Aborted when the client leaves. */
  signal: AbortSignal;
  heartbeatMs?: number;
  recheckMs?: number;
  /** True when the process is stopping: the stream ends so the client reconnects to another one. */
  stopping?: () => boolean;
};

let open = 0;
/** Streams being answered now in this process (tests check that none outlives its client). */
export const openGenerationEventStreams = () => open;

const encoder = new TextEncoder();

/** One event in the text/event-stream format (data is one JSON line). */
export function formatEvent(id: number, event: GenerationEventType, data: GenerationEventData) {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** What a client would call a change worth an event: state, place, engine progress; not the clock. */
function markOf(view: GenerationView) {
  const q = view.queue;
  return JSON.stringify([view.status, q?.state, q?.position, q?.progress?.fraction, q?.progress?.step, q?.progress?.preview?.length]);
}

/** The event stream of one generation; ends after its final event, when the client leaves, or when the process stops. */
export function generationEventStream(options: EventStreamOptions): ReadableStream<Uint8Array> {
  const { db, userId, signal } = options;
  const heartbeatMs = options.heartbeatMs ?? SSE_HEARTBEAT_MS;
  const recheckMs = options.recheckMs ?? RECHECK_MS;
  const subscription = subscribeToGeneration(options.generation.id, db);
  let closed = false;
  let cancelled = false;
  let wake: (() => void) | null = null;
  open += 1;

  const finish = () => {
    if (closed) return;
    closed = true;
    open -= 1;
    subscription.close();
    signal.removeEventListener("abort", onAbort);
    wake?.();
  };
  const onAbort = () => finish();
  signal.addEventListener("abort", onAbort);

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      try {
        send(`retry: ${RETRY_MS}\n\n`);
        await subscription.ready(5_000);
        let sequence = 0;
        let lastMark: string | null = null;
        let lastWrite = Date.now();
        while (!closed) {
          const row = await getGeneration(db, options.generation.id);
          // Deleted while followed: the same as any settled-and-gone picture, the stream just ends.
          if (!row || row.userId !== userId) break;
          const view = toViewWithQueue(row, await queueStateOf(db, row));
          const mark = markOf(view);
          if (mark !== lastMark) {
            const type: GenerationEventType = row.status === "pending" ? "progress" : row.status;
            send(formatEvent(++sequence, type, { ok: true, generation: view, balance: await getBalance(db, userId) }));
            lastMark = mark;
            lastWrite = Date.now();
            if (type !== "progress") break;
          }
          if (options.stopping?.()) break;
          const untilHeartbeat = lastWrite + heartbeatMs - Date.now();
          if (untilHeartbeat <= 0) {
            send(": keep-alive\n\n");
            lastWrite = Date.now();
            continue;
          }
          await Promise.race([subscription.next(Math.min(recheckMs, untilHeartbeat)), new Promise<void>((resolve) => (wake = resolve))]);
          wake = null;
          if (!closed) await subscription.ready(5_000);
        }
      } catch (error) {
        finish();
        if (!cancelled) controller.error(error);
        return;
      }
      finish();
      // Ended here (final event, client gone, process stopping): the body ends, unless the reader already cancelled it.
      if (!cancelled) controller.close();
    },
    cancel() {
      cancelled = true;
      finish();
    },
  });
}
