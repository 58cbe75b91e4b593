import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, useDatabase } from "~/db/db.server";

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Points the process at a new empty, migrated database; returns its clean-up. */
export async function createTestDatabase(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND === "postgres" && serverUrl) {
    // Copied from the template the global setup migrated once.
    const template = inject("templateDatabase");
    if (!template) throw new Error("postgres template database missing (globalSetup)");
    const name = `uai_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.end();
    const handle = openDatabase({ url: withDatabase(serverUrl, name) });
    useDatabase(handle);
    return async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    };
  }
  // Loaded from the migrated dump the global setup made once (a File named .tar:
  // PGlite reads a nameless Blob as gzip and starts empty).
  const template = inject("pgliteTemplate");
  const loadDataDir = template ? new File([readFileSync(template)], "template.tar") : undefined;
  const handle = openDatabase({ loadDataDir });
  if (!template) await handle.migrate();
  useDatabase(handle);
  return () => handle.close();
}

export { withDatabase };
