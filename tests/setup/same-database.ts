import { sql } from "drizzle-orm";
import { getDb, openDatabase, type DatabaseHandle } from "~/db/db.server";
import { withDatabase } from "./test-database";

/** On the postgres project: the URL of the database this test file uses (another process would connect to it). */
export async function sameDatabaseUrl(): Promise<string | null> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== "postgres" || !serverUrl) return null;
  // Both drivers answer with `rows`; the shared Database type does not say so.
  const { rows } = (await getDb().execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  return withDatabase(serverUrl, rows[0].name);
}

/** On the postgres project: a separate connection pool to this test file's database, as another process has. */
export async function openSecondHandle(): Promise<DatabaseHandle | null> {
  const url = await sameDatabaseUrl();
  return url ? openDatabase({ url }) : null;
}
