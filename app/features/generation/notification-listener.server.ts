import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { logger } from "~/utils/logger.server";

// One LISTEN connection per process and channel. On PostgreSQL it is a
// dedicated pg.Client (a pooled one would be handed to other queries), which
// reconnects with back-off while anyone is listening; on PGlite the embedded
// database's own listen (same commit semantics, one process owns it anyway).

export type NotificationListener = {
  /** Resolves once notifications sent from now on will arrive (rejects only if stopped). */
  ready(): Promise<void>;
  /** Stops listening and closes the connection. */
  stop(): Promise<void>;
};

type Handlers = {
  /** A notification's payload. */
  onPayload(payload: string): void;
  /** The connection dropped: notifications may have been missed, so everyone should look again. */
  onGap(): void;
};

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/** The wait before reconnect attempt `attempt` (0-based): doubling, capped, with jitter. */
export function reconnectDelayMs(attempt: number, random = Math.random) {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return Math.round(base / 2 + (base / 2) * random());
}

/** Listens on `channel` through a dedicated PostgreSQL connection (`config` as for a pg.Pool). */
export function listenOnPostgres(config: pg.ClientConfig, channel: string, handlers: Handlers): NotificationListener {
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let stopped = false;
  let attempt = 0;

  const connectOnce = async () => {
    // Keep-alive probes notice a connection that died silently (no FIN), so it is replaced.
    const next = new pg.Client({ ...config, keepAlive: true });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload) handlers.onPayload(message.payload);
    });
    const dropped = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (!stopped) logger.warn({ err: error, channel }, "notification connection lost; reconnecting");
      next.end().catch(() => {});
      handlers.onGap();
    };
    next.on("error", dropped);
    next.on("end", () => dropped());
    await next.connect();
    try {
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      throw new Error("listener stopped");
    }
    client = next;
  };

  const connect = async () => {
    for (;;) {
      if (stopped) throw new Error("listener stopped");
      try {
        await connectOnce();
        attempt = 0;
        return;
      } catch (error) {
        if (stopped) throw error;
        const delay = reconnectDelayMs(attempt++);
        logger.warn({ err: error, channel, retryInMs: delay }, "could not listen for notifications; retrying");
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };

  return {
    ready() {
      if (client) return Promise.resolve();
      connecting ??= connect().finally(() => (connecting = null));
      return connecting;
    },
    async stop() {
      stopped = true;
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

/** Listens on `channel` of an embedded PGlite database. */
export function listenOnPglite(database: PGlite, channel: string, handlers: Handlers): NotificationListener {
  let unlisten: Promise<() => Promise<void>> | null = null;
  return {
    ready() {
      unlisten ??= database.listen(channel, (payload) => handlers.onPayload(payload));
      return unlisten.then(() => undefined);
    },
    async stop() {
      const pending = unlisten;
      unlisten = null;
      if (pending && !database.closed) await (await pending)();
    },
  };
}
