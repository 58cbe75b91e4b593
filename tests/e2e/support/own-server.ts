import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_ADMIN, E2E_PORT } from "./server-settings";

// A server of its own for a spec that changes what every visitor sees (the
// operator's brand, maintenance mode): the same production build as the shared
// e2e server, its own port and embedded database, so other specs running at the
// same time never meet its settings.

export type OwnServer = { url: string; /** Its data folder (mail outbox in mail/). */ dataDir: string; stop(): Promise<void> };

/** `databaseUrl`: a PostgreSQL database (a scratch one, see cluster.ts) instead of the embedded one, for a spec that seeds rows from outside. */
export async function startOwnServer(offset: number, options: { databaseUrl?: string } = {}): Promise<OwnServer> {
  const port = E2E_PORT + offset;
  const dataDir = await mkdtemp(path.join(tmpdir(), "uai-e2e-own-"));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: `build-e2e-${E2E_PORT}`,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      RATE_LIMIT: "off",
      DEMO_HISTORY: "off",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      DATABASE_URL: options.databaseUrl ?? "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`own server exited (${child.exitCode}):\n${output.join("")}`);
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`own server did not become healthy:\n${output.join("")}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
