import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hashSources, rebuildReason, writeStamp } from "../../scripts/lib/source-hash.js";

function project() {
  const root = mkdtempSync(path.join(tmpdir(), "uai-stamp-"));
  mkdirSync(path.join(root, "app/routes"), { recursive: true });
  writeFileSync(path.join(root, "app/root.tsx"), "export default 1;\n");
  writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 2;\n");
  writeFileSync(path.join(root, "package-lock.json"), "{}\n");
  return root;
}

describe("the build's source stamp", () => {
  it("is the same for the same sources and changes with a file's content, name or a new file", () => {
    const root = project();
    const first = hashSources(root);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSources(root)).toBe(first);

    writeFileSync(path.join(root, "app/root.tsx"), "export default 3;\n");
    const edited = hashSources(root);
    expect(edited).not.toBe(first);

    writeFileSync(path.join(root, "app/routes/about.tsx"), "");
    const added = hashSources(root);
    expect(added).not.toBe(edited);

    writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion":3}\n');
    expect(hashSources(root)).not.toBe(added);
  });

  it("ignores files outside the build's sources", () => {
    const root = project();
    const before = hashSources(root);
    mkdirSync(path.join(root, "data"));
    writeFileSync(path.join(root, "data/notes.txt"), "x");
    writeFileSync(path.join(root, "README.md"), "x");
    expect(hashSources(root)).toBe(before);
  });

  it("says why a build must be made again, and nothing when it is current", () => {
    const root = project();
    const build = path.join(root, "build");
    const hash = hashSources(root);
    expect(rebuildReason(build, hash)).toBe("there is no build yet");
    mkdirSync(path.join(build, "server"), { recursive: true });
    writeFileSync(path.join(build, "server/index.js"), "");
    expect(rebuildReason(build, hash)).toBe("the build has no source stamp");
    writeStamp(build, hash);
    expect(rebuildReason(build, hash)).toBeNull();
    writeFileSync(path.join(root, "app/root.tsx"), "changed");
    expect(rebuildReason(build, hashSources(root))).toBe("the sources changed since the last build");
  });

  it("hashes this project's sources quickly", () => {
    const started = performance.now();
    expect(hashSources(process.cwd())).toMatch(/^[0-9a-f]{64}$/);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
