import pg from "pg";
import { logger } from "~/utils/logger.server";

// One PostgreSQL LISTEN/NOTIFY channel over a dedicated connection (a pooled
// connection cannot listen: it is handed to other queries). When the
// connection drops (server restart, failover, idle timeout) it reconnects with
// a growing delay and calls onConnect again: notifications sent meanwhile are
// lost, so a listener treats every (re)connection as "something may have changed".

export type PgChannel = {
  /** Sends `payload` to every listener of the channel, this one included. */
  notify(payload: string): Promise<void>;
  /** Resolves once the channel listens (the first time). */
  listening: Promise<void>;
  stop(): Promise<void>;
};

export type PgChannelOptions = {
  url: string;
  channel: string;
  onMessage(payload: string): void;
  onConnect?(): void;
  /** First reconnection delay; it doubles up to 10 s. */
  retryMs?: number;
};

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const MAX_RETRY_MS = 10_000;

export function openPgChannel(options: PgChannelOptions): PgChannel {
  if (!CHANNEL_NAME.test(options.channel)) throw new Error(`invalid channel name: ${options.channel}`);
  const firstRetry = options.retryMs ?? 500;
  let client: pg.Client | null = null;
  let connected = false;
  let stopped = false;
  let retryMs = firstRetry;
  let timer: NodeJS.Timeout | null = null;
  let markListening: () => void = () => {};
  const listening = new Promise<void>((resolve) => (markListening = resolve));

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const drop = (current: pg.Client, error?: unknown) => {
    if (client !== current) return;
    if (error && !stopped) logger.warn({ err: error, channel: options.channel }, "notification channel lost; reconnecting");
    client = null;
    connected = false;
    void current.end().catch(() => {});
    scheduleReconnect();
  };

  async function connect() {
    if (stopped) return;
    const current = new pg.Client({ connectionString: options.url });
    client = current;
    current.on("notification", (message) => {
      if (message.channel === options.channel) options.onMessage(message.payload ?? "");
    });
    current.on("error", (error) => drop(current, error));
    current.on("end", () => drop(current));
    try {
      await current.connect();
      await current.query(`listen "${options.channel}"`);
    } catch (error) {
      drop(current, error);
      return;
    }
    if (client !== current || stopped) return;
    connected = true;
    retryMs = firstRetry;
    options.onConnect?.();
    markListening();
  }

  void connect();

  return {
    listening,
    async notify(payload) {
      if (!client || !connected) throw new Error(`notification channel ${options.channel} is not connected`);
      await client.query("select pg_notify($1, $2)", [options.channel, payload]);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = client;
      client = null;
      connected = false;
      await current?.end().catch(() => {});
    },
  };
}
