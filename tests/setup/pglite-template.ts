import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/db.server";

// A fresh PGlite spends seconds in initdb; loading a dump of a migrated one takes a
// fraction of that. One migrated dump per test run, loaded by every test file.
export default async function setup(project: TestProject) {
  const handle = openDatabase({});
  await handle.migrate();
  const dump = await handle.dumpDataDir!();
  await handle.close();
  const folder = mkdtempSync(path.join(tmpdir(), "uai-pglite-template-"));
  const file = path.join(folder, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
