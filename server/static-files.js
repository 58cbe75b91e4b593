// The client build's files, listed once at start. A production build never changes
// under a running server, so a page request need not stat the disk to learn that no
// file answers its path (that stat was 3 % of a signed-in page's server time; ADR 069).
import { readdirSync } from "node:fs";
import path from "node:path";

/** The URL path ("/favicon.svg", "/assets/x.js") of every file under `root`. */
export function listStaticFiles(root) {
  const found = new Set();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name));
    found.add(`/${relative.split(path.sep).join("/")}`);
  }
  return found;
}

/** Middleware that hands a request to `serve` only when its path names a listed file. */
export function onlyListedFiles(files, serve) {
  return (c, next) => (files.has(c.req.path) ? serve(c, next) : next());
}
