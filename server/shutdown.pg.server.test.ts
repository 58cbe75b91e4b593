import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { transactions } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { ledgerSum, request } from "~/features/generation/generation-test-helpers";
import { getGeneration } from "~/features/generation/generation-queries.server";
import { createPgBossQueue } from "~/features/generation/queue/pg-boss-queue.server";
import { until } from "~/features/generation/queue/queue-test-helpers";
import { reserveGeneration } from "~/features/generation/reserve-generation.server";
import { resetEnvCache } from "~/utils/env.server";
import { createUser } from "../tests/factories";
import { startSdWebUiFake, type SdWebUiFake } from "../tests/mocks/sdwebui-fake";
import { sameDatabaseUrl } from "../tests/setup/same-database";

// A deploy's SIGTERM to a real server process (server/main.js) on PostgreSQL
// while a generation is running on a slow engine: /healthz turns 503 at once,
// the process exits 0 after the grace period, the job goes back to the queue,
// and the restarted server finishes it exactly once (one debit, no refund).

const CHECKPOINT = "slow_engine.safetensors [0123456789]";
const MODEL = `sdwebui:${CHECKPOINT}`;
let fake: SdWebUiFake;
let url = "";
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ["server/main.js", "--dev"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PUBLIC_URL: "",
      NODE_ENV: "development",
      DEV_HMR: "off",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SD_WEBUI_URL: fake.url,
      SHUTDOWN_GRACE_SECONDS: "3",
      DEMO_HISTORY: "off",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const health = () =>
    fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.status)
      .catch(() => 0);
  const ready = await until(health, (status) => status === 200, 90_000);
  if (ready !== 200) throw new Error(`the server did not start:\n${output}`);
  return { child, exited, health, output: () => output };
}

beforeAll(async () => {
  url = (await sameDatabaseUrl())!;
  fake = await startSdWebUiFake({ checkpoints: [CHECKPOINT], delayMs: 8_000 });
  process.env.SD_WEBUI_URL = fake.url;
  resetEnvCache();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  delete process.env.SD_WEBUI_URL;
  resetEnvCache();
  await fake.close();
});

describe("SIGTERM mid-generation on PostgreSQL", () => {
  it("answers 503 on /healthz, exits 0, hands the job back, and the restarted server completes it once", async () => {
    const db = getDb();
    const dataDir = mkdtempSync(path.join(tmpdir(), "uai-shutdown-"));
    const port = await freePort();
    const first = await startServer(port, dataDir);

    const user = await createUser({ credits: 2 });
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request({ model: MODEL }) });
    // Enqueued as a WORKER=off web process would; the server's pg-boss worker runs it.
    const web = await createPgBossQueue({ db, url, work: false, workerName: "test-web" });
    await web.enqueue(db, generation);
    await web.stop();
    // Wait until the server's worker is inside the slow engine call.
    const claimed = await until(
      () => getGeneration(db, generation.id),
      (g) => Boolean(g?.workerId && g.startedAt),
      60_000,
    );
    expect(claimed?.workerId).toBeTruthy();
    await fake.waitForRequest("POST", "/sdapi/v1/txt2img");

    first.child.kill("SIGTERM");
    const stoppingStatus = await until(first.health, (status) => status === 503, 2_000);
    expect(stoppingStatus, first.output()).toBe(503);
    // A new request during the stop is refused, not served.
    const refused = await fetch(`http://127.0.0.1:${port}/`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    // Still stopping (the job has the grace period): the process has not exited yet.
    expect(first.child.exitCode).toBeNull();
    expect(await first.exited).toBe(0);

    // The engine needed 8 s, the grace was 3 s: the job went back, neither failed nor refunded.
    const handedBack = await getGeneration(db, generation.id);
    expect(handedBack?.status).toBe("pending");
    const refunds = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.idempotencyKey, `refund:${generation.id}`)));
    expect(refunds).toEqual([]);

    const second = await startServer(port, dataDir);
    const done = await until(
      () => getGeneration(db, generation.id),
      (g) => g?.status !== "pending",
      60_000,
    );
    expect(done?.status, second.output()).toBe("succeeded");
    const entries = await db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect(entries.filter((t) => t.type === "debit")).toHaveLength(1);
    expect(entries.filter((t) => t.idempotencyKey?.startsWith("refund:"))).toEqual([]);
    expect(await getBalance(db, user.id)).toBe(1);
    expect(await ledgerSum(user.id)).toBe(1);

    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 240_000);
});
