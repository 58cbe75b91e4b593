// The built site as the page benchmarks measure it (bench:page-weight, bench:ssr,
// bench:lighthouse): a production build in build-bench-<name>-<pid>/ (inside the
// project, so the server build resolves node_modules; BENCH_BUILD_DIR=<folder>
// reuses one), served by server/main.js with a fresh temporary data folder.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { removeScratchDir, setting } from "./safe-remove.js";

const BOOT_TIMEOUT_MS = 180_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * fetch, tried once more when the connection drops: between runs the server may close
 * an idle keep-alive connection just as the next request goes out on it.
 */
export async function fetchAgainOnDrop(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error?.cause?.code !== "UND_ERR_SOCKET" && error?.cause?.code !== "ECONNRESET") throw error;
    return fetch(url, init);
  }
}

/** The environment the built site runs with: production, its build and data folders, no DATABASE_URL. */
export function siteEnv({ buildDir, dataDir, port, extraEnv = {} }) {
  const env = { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir, DATA_DIR: dataDir, PORT: port, LOG_LEVEL: "warn", ...extraEnv };
  delete env.DATABASE_URL;
  return env;
}

/**
 * A production build of `project` in build-bench-<name>-<pid>/ (inside the project), or the
 * build BENCH_BUILD_DIR names (this site only). `remove()` deletes a build made here.
 */
export function buildSite({ name, project = "." }) {
  const thisSite = project === ".";
  const ownBuild = !thisSite || !setting("BENCH_BUILD_DIR");
  const buildDir = path.resolve(thisSite ? setting("BENCH_BUILD_DIR", `build-bench-${name}-${process.pid}`) : `build-bench-${name}-${process.pid}`);
  const remove = () => {
    if (ownBuild) removeScratchDir(buildDir);
  };
  if (ownBuild) {
    console.error(`building into ${buildDir} ...`);
    const env = { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir };
    const built = spawnSync("npx", ["react-router", "build", project], { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    if (built.status !== 0) {
      process.stderr.write(`${built.stdout ?? ""}${built.stderr ?? ""}`);
      remove();
      throw new Error(`build failed (exit ${built.status})`);
    }
  }
  return { buildDir, remove };
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: picked } = probe.address();
      probe.close(() => resolve(picked));
    });
  });
}

/**
 * Builds (unless BENCH_BUILD_DIR names a build) and starts the site.
 * `env` is added to the server's environment; `nodeArgs` go before server/main.js.
 * `project` and `serverScript` start another React Router project instead (always built afresh).
 * Returns its base URL, the build folder, the data folder and `stop()`, which also removes what it made.
 */
export async function startBuiltSite({ name, env: extraEnv = {}, nodeArgs = [], project = ".", serverScript = "server/main.js" }) {
  const work = mkdtempSync(path.join(tmpdir(), `uai-${name}-`));
  const port = String(await freePort());
  let site;
  try {
    site = buildSite({ name, project });
  } catch (error) {
    removeScratchDir(work);
    throw error;
  }
  const { buildDir } = site;
  const env = siteEnv({ buildDir, dataDir: path.join(work, "data"), port, extraEnv });
  const cleanUp = () => {
    removeScratchDir(work);
    site.remove();
  };

  // The server's own output is kept so that a crash at start says why.
  const server = spawn("node", [...nodeArgs, serverScript], { env, stdio: ["ignore", "pipe", "pipe"] });
  let serverOutput = "";
  const keep = (chunk) => {
    serverOutput = (serverOutput + chunk).slice(-20_000);
  };
  server.stdout.setEncoding("utf8").on("data", keep);
  server.stderr.setEncoding("utf8").on("data", keep);
  let exited = null;
  const exit = new Promise((resolve) =>
    server.on("exit", (code, signal) => {
      exited = { code, signal };
      resolve();
    }),
  );

  const stop = async () => {
    if (!exited) {
      server.kill("SIGTERM");
      await Promise.race([exit, sleep(10_000)]);
      if (!exited) server.kill("SIGKILL");
    }
    cleanUp();
  };

  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + BOOT_TIMEOUT_MS;
    for (;;) {
      if (exited) throw new Error(`server exited at start (code ${exited.code}, signal ${exited.signal}):\n${serverOutput}`);
      if (Date.now() > deadline) throw new Error(`server not healthy after ${BOOT_TIMEOUT_MS / 1000} s:\n${serverOutput}`);
      const healthy = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) })
        .then((r) => r.status === 200)
        .catch(() => false);
      if (healthy) break;
      await sleep(500);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, buildDir, dataDir: env.DATA_DIR, pid: server.pid, stop, output: () => serverOutput, exited: () => exited };
}
