// Removes a scratch folder, refusing anything that could be the project or a
// parent of it: an empty setting (path.resolve("") is the working directory)
// once wiped the whole checkout.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";

export function removeScratchDir(dir) {
  const target = path.resolve(dir);
  const cwd = process.cwd();
  const isAncestorOrSelf = cwd === target || cwd.startsWith(target + path.sep);
  const looksLikeProject = existsSync(path.join(target, "package.json")) || existsSync(path.join(target, ".git"));
  if (!dir || target === path.parse(target).root || isAncestorOrSelf || looksLikeProject) {
    throw new Error(`refusing to remove ${target}: not a scratch folder`);
  }
  rmSync(target, { recursive: true, force: true });
}

/** An environment setting, or the fallback when it is unset or empty. */
export function setting(name, fallback) {
  const value = process.env[name];
  return value && value.trim() !== "" ? value : fallback;
}
