import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { z } from "zod";

// An embedded database (PGlite in DATA_DIR) must have one owner: two processes
// writing the same folder destroy it. The owner keeps DATA_DIR/owner.lock, which
// names its pid, host and start time. The file is created atomically (a complete
// temporary file hard-linked into place, which fails if the name exists), so a
// reader never sees a half-written lock. A lock whose pid is no longer alive is
// stale and taken over under a short guard file, so that two newcomers cannot
// both take it over.

export const LOCK_FILE_NAME = "owner.lock";

const ownerSchema = z.strictObject({
  pid: z.number().int().positive(),
  host: z.string(),
  startedAt: z.string(),
  token: z.string(),
});
export type DataDirOwner = z.infer<typeof ownerSchema>;

export class DataDirBusyError extends Error {
  readonly code = "DATA_DIR_BUSY";
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner,
  ) {
    const where = owner.host === hostname() ? "" : ` on ${owner.host}`;
    super(
      `Another process (pid ${owner.pid}${where}, started ${owner.startedAt}) is already using the data folder ${dataDir}. ` +
        `Run one process per data folder, or use a PostgreSQL server (DATABASE_URL) to run several. ` +
        `If no such process is running, delete ${path.join(dataDir, LOCK_FILE_NAME)}.`,
    );
    this.name = "DataDirBusyError";
  }
}

export type DataDirLock = { dataDir: string; owner: DataDirOwner; release(): void };

function readOwner(file: string): DataDirOwner | "missing" | "unreadable" {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
    throw error;
  }
  try {
    const parsed = ownerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : "unreadable";
  } catch {
    return "unreadable";
  }
}

/** Whether a process with this pid runs on this machine (EPERM: it runs under another user). */
export function isProcessAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Creates `file` holding `content`, or returns false if the name is taken. */
function createExclusive(file: string, content: string): boolean {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temporary, content, { mode: 0o644 });
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    // File systems without hard links: an exclusive create, then the content.
    if (code === "EPERM" || code === "ENOTSUP" || code === "ENOSYS" || code === "EXDEV") {
      let fd: number;
      try {
        fd = openSync(file, "wx");
      } catch (inner) {
        if ((inner as NodeJS.ErrnoException).code === "EEXIST") return false;
        throw inner;
      }
      try {
        writeFileSync(fd, content);
      } finally {
        closeSync(fd);
      }
      return true;
    }
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

const sameOwner = (a: DataDirOwner, b: DataDirOwner) => a.pid === b.pid && a.token === b.token;

/** Removes a stale lock, unless someone else is doing the same right now. */
function removeStaleLock(file: string, stale: DataDirOwner | "unreadable") {
  const guard = `${file}.takeover`;
  const me = JSON.stringify({ pid: process.pid });
  if (!createExclusive(guard, me)) {
    // A takeover guard left by a process that died in the middle of one.
    const holder = (() => {
      try {
        return z.strictObject({ pid: z.number() }).parse(JSON.parse(readFileSync(guard, "utf8"))).pid;
      } catch {
        return null;
      }
    })();
    if (holder !== null && !isProcessAlive(holder)) rmSync(guard, { force: true });
    return;
  }
  try {
    const current = readOwner(file);
    if (current === "missing") return;
    if (current === "unreadable" ? stale === "unreadable" : stale !== "unreadable" && sameOwner(current, stale)) rmSync(file, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

const held = new Map<string, DataDirLock>();

/**
 * Makes this process the owner of `dataDir`, or throws DataDirBusyError naming
 * the running owner. Taking a lock this process already holds returns it again.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const folder = path.resolve(dataDir);
  const existing = held.get(folder);
  if (existing) return existing;
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, LOCK_FILE_NAME);
  const owner: DataDirOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), token: randomBytes(8).toString("hex") };
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createExclusive(file, `${JSON.stringify(owner)}\n`)) {
      const lock: DataDirLock = {
        dataDir: folder,
        owner,
        release() {
          if (held.get(folder) !== lock) return;
          held.delete(folder);
          const current = readOwner(file);
          if (typeof current === "object" && sameOwner(current, owner)) rmSync(file, { force: true });
        },
      };
      held.set(folder, lock);
      return lock;
    }
    const current = readOwner(file);
    if (current === "missing") continue;
    // Our own pid in a lock we do not hold: left by an earlier life of this pid (a restarted container).
    if (current !== "unreadable" && current.pid !== process.pid && isProcessAlive(current.pid)) throw new DataDirBusyError(folder, current);
    removeStaleLock(file, current);
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing hands.`);
}

/** Takes the lock and releases it when the process exits (normally or on SIGINT/SIGTERM). */
export function holdDataDirLockUntilExit(dataDir: string): DataDirLock {
  const lock = acquireDataDirLock(dataDir);
  const release = () => lock.release();
  process.once("exit", release);
  return lock;
}
