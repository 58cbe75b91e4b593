import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirBusyError, LOCK_FILE_NAME } from "./data-dir-lock.server";

// Real second processes: a tiny Node script that takes the lock through this
// module (bundled to plain JavaScript) and says whether it got it.

const here = path.dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), "uai-lock-"));
const script = path.join(work, "take-lock.mjs");
const children: ChildProcess[] = [];

beforeAll(async () => {
  await build({
    entryPoints: [path.join(here, "data-dir-lock.server.ts")],
    outfile: path.join(work, "lock.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    logLevel: "silent",
  });
  writeFileSync(
    script,
    `import { holdDataDirLockUntilExit } from "./lock.mjs";
try {
  holdDataDirLockUntilExit(process.argv[2]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log("locked");
if (process.argv[3] === "hold") setInterval(() => {}, 1000);
`,
  );
});

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

const folder = () => mkdtempSync(path.join(work, "data-"));

/** Runs the script to its end. */
function takeLockOnce(dataDir: string) {
  const result = spawnSync(process.execPath, [script, dataDir], { encoding: "utf8", timeout: 15_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Starts a process that takes the lock and keeps running; resolves with its first line. */
function holdLock(dataDir: string): Promise<{ child: ChildProcess; line: string; code: number | null }> {
  const child = spawn(process.execPath, [script, dataDir, "hold"], { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  return new Promise((resolve) => {
    let out = "";
    const done = (code: number | null) => resolve({ child, line: out.trim(), code });
    child.stdout!.on("data", (chunk) => {
      out += String(chunk);
      if (out.includes("\n")) done(null);
    });
    child.stderr!.on("data", (chunk) => (out += String(chunk)));
    child.on("exit", (code) => done(code));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once("exit", () => resolve())));

describe("one owner per data folder", () => {
  it("refuses a second process at once, naming the folder and the running process", async () => {
    const dataDir = folder();
    const first = await holdLock(dataDir);
    expect(first.line).toBe("locked");

    const second = takeLockOnce(dataDir);
    expect(second.code).not.toBe(0);
    expect(second.stdout).toBe("");
    expect(second.stderr).toContain(`Another process (pid ${first.child.pid}`);
    expect(second.stderr).toContain(`is already using the data folder ${dataDir}.`);
    expect(second.stderr).toContain("use a PostgreSQL server (DATABASE_URL) to run several");

    // Killed without a chance to clean up: its lock is stale and the next process takes over.
    first.child.kill("SIGKILL");
    await exited(first.child);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
    const third = takeLockOnce(dataDir);
    expect(third).toMatchObject({ code: 0, stdout: "locked\n" });
    // It exited normally, so it released the lock.
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it("lets exactly one of several processes starting together have the folder", async () => {
    const dataDir = folder();
    const results = await Promise.all(Array.from({ length: 4 }, () => holdLock(dataDir)));
    expect(results.filter((r) => r.line === "locked")).toHaveLength(1);
    const refused = results.filter((r) => r.line !== "locked");
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.line).toContain("is already using the data folder");
    for (const r of results) r.child.kill("SIGKILL");
  });

  it("takes over a lock left by a process that is gone, and names a live owner in its refusal", () => {
    const dataDir = folder();
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    const file = path.join(dataDir, LOCK_FILE_NAME);
    writeFileSync(file, JSON.stringify({ pid: gone, host: hostname(), startedAt: "2026-01-01T00:00:00.000Z", token: "old" }));

    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(file)).toBe(false);

    // A live owner (the parent of this test process, say) is respected.
    writeFileSync(file, JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: "2026-01-01T00:00:00.000Z", token: "live" }));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirBusyError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(`Another process (pid ${process.ppid}`);
  });

  it("treats an unreadable lock file as stale and never removes another owner's lock on release", () => {
    const dataDir = folder();
    const file = path.join(dataDir, LOCK_FILE_NAME);
    writeFileSync(file, "not json");
    const lock = acquireDataDirLock(dataDir);
    expect(acquireDataDirLock(dataDir)).toBe(lock);
    // Someone replaced it (by hand): releasing ours leaves theirs alone.
    writeFileSync(file, JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: "x", token: "theirs" }));
    lock.release();
    expect(existsSync(file)).toBe(true);
  });
});
