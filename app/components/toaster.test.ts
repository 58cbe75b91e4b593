import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const appDir = path.resolve(__dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("toasts", () => {
  it("client code imports toast from ~/components/toaster, not from sonner (whose Toaster mounts on demand)", () => {
    const allowed = new Set(["components/toaster.tsx", "components/ui/sonner.tsx"]);
    const offenders = sourceFiles(appDir)
      .map((file) => path.relative(appDir, file).split(path.sep).join("/"))
      .filter((file) => !allowed.has(file) && !/\.server\.|\.test\./.test(file))
      .filter((file) => /from\s+["']sonner["']/.test(readFileSync(path.join(appDir, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
