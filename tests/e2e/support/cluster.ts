import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";

// Several app processes as an operator runs them (DESIGN.md's scale step):
// web processes and a worker on one PostgreSQL database with S3-compatible
// storage, behind one address. Everything runs on this machine: a scratch
// database on the local server, s3rver for S3, a small proxy for the address.

const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const BUCKET = "uai-e2e";

type Proc = { name: string; child: ChildProcess; output: string[] };

export type ClusterOptions = {
  /** A production build of the site (react-router build with BUILD_DIR). */
  buildDir: string;
  /** Web process a listens on basePort + 1, b on basePort + 2. */
  basePort: number;
  /** Extra settings for every process. */
  env?: Record<string, string>;
};

export type Cluster = {
  /** The one public address (the proxy); `use` picks which web process answers next. */
  url: string;
  /** Direct addresses of the two web processes (clients then send Origin: url themselves). */
  webUrls: Record<"a" | "b", string>;
  databaseUrl: string;
  use(web: "a" | "b"): void;
  dataDir(web: "a" | "b"): string;
  stop(): Promise<void>;
};

/** A new, empty database on the local PostgreSQL server, and how to drop it. */
export async function scratchDatabase() {
  const name = `uai_cluster_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Forwards every request to the web process chosen last with `use`. */
function startProxy(targets: Record<"a" | "b", number>) {
  let current: "a" | "b" = "a";
  const server: Server = createServer((req, res) => {
    const upstream = httpRequest({ host: "127.0.0.1", port: targets[current], path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  return {
    server,
    use: (web: "a" | "b") => {
      current = web;
    },
  };
}

async function waitHealthy(port: number, proc: Proc, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited (${proc.child.exitCode}):\n${proc.output.join("")}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${proc.name} did not become healthy:\n${proc.output.join("")}`);
}

function run(name: string, script: string, env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, [script], { env, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { name, child, output };
}

async function stopProc(proc: Proc) {
  if (proc.child.exitCode !== null) return;
  const exited = new Promise((r) => proc.child.once("exit", r));
  proc.child.kill("SIGTERM");
  const forced = setTimeout(() => proc.child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(forced);
}

/**
 * Two web processes (WORKER=off) and one worker on a scratch PostgreSQL
 * database with s3rver storage, reached through one proxy address.
 */
export async function startCluster({ buildDir, basePort, env = {} }: ClusterOptions): Promise<Cluster> {
  const root = await mkdtemp(path.join(tmpdir(), "uai-cluster-"));
  const database = await scratchDatabase();
  const s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(root, "s3"), configureBuckets: [{ name: BUCKET }] });
  const s3Address = (await s3.run()) as AddressInfo;

  const webPorts = { a: basePort + 1, b: basePort + 2 };
  const proxy = startProxy(webPorts);
  await new Promise<void>((resolve) => proxy.server.listen(0, "127.0.0.1", resolve));
  const proxyUrl = `http://localhost:${(proxy.server.address() as AddressInfo).port}`;

  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
    DATABASE_URL: database.url,
    PUBLIC_URL: proxyUrl,
    RATE_LIMIT: "off",
    // No made-up accounts: bench:scale counts every balance and debit of the database.
    DEMO_HISTORY: "off",
    LOG_LEVEL: "warn",
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    ...env,
  };
  delete shared.AUTH_SECRET;
  delete shared.ADMIN_EMAIL;
  delete shared.ADMIN_PASSWORD;
  const dataDirs = { a: path.join(root, "web-a"), b: path.join(root, "web-b") };
  const procs = [
    run("web a", "server/main.js", { ...shared, PORT: String(webPorts.a), DATA_DIR: dataDirs.a, WORKER: "off" }),
    run("web b", "server/main.js", { ...shared, PORT: String(webPorts.b), DATA_DIR: dataDirs.b, WORKER: "off" }),
    run("worker", "scripts/worker.js", { ...shared, DATA_DIR: path.join(root, "worker") }),
  ];
  const stop = async () => {
    await Promise.all(procs.map(stopProc));
    await new Promise((r) => proxy.server.close(r));
    await s3.close();
    await database.drop().catch(() => {});
    await rm(root, { recursive: true, force: true });
  };
  try {
    await Promise.all([waitHealthy(webPorts.a, procs[0]), waitHealthy(webPorts.b, procs[1])]);
    if (procs[2].child.exitCode !== null) throw new Error(`worker exited:\n${procs[2].output.join("")}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: proxyUrl,
    webUrls: { a: `http://127.0.0.1:${webPorts.a}`, b: `http://127.0.0.1:${webPorts.b}` },
    databaseUrl: database.url,
    use: proxy.use,
    dataDir: (web) => dataDirs[web],
    stop,
  };
}
