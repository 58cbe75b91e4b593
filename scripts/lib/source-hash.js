// The build's stamp: a hash of every source the build is made from, so that
// `npm start` rebuilds after the sources change (a `git pull`), not only when
// build/ is missing. Contents are hashed, not times: a checkout that touches
// files without changing them does not rebuild.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What the build is made from, relative to the project root. */
export const BUILD_SOURCES = [
  "app",
  "server",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

export const STAMP_FILE = ".source-hash";

function listFiles(root, relative, out) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) listFiles(root, path.join(relative, name), out);
  } else {
    out.push(relative);
  }
}

/** A hex hash of the names and contents of the build's sources under `root`. */
export function hashSources(root = process.cwd(), sources = BUILD_SOURCES) {
  const files = [];
  for (const source of sources) listFiles(root, source, files);
  const hash = createHash("sha256");
  for (const file of files) {
    // Same separators on every system, and a boundary between name and content.
    hash.update(file.split(path.sep).join("/"));
    hash.update("\0");
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** The stamp written by the last build in `buildDir`, or null. */
export function readStamp(buildDir) {
  const file = path.join(buildDir, STAMP_FILE);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

export function writeStamp(buildDir, hash) {
  writeFileSync(path.join(buildDir, STAMP_FILE), `${hash}\n`);
}

/**
 * Why `buildDir` must be built again for sources hashing to `hash`, or null when
 * the build is current.
 */
export function rebuildReason(buildDir, hash) {
  if (!existsSync(path.join(buildDir, "server/index.js"))) return "there is no build yet";
  const stamp = readStamp(buildDir);
  if (stamp === null) return "the build has no source stamp";
  if (stamp !== hash) return "the sources changed since the last build";
  return null;
}
