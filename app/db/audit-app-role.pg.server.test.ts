import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { getDb, openDatabase } from "~/db/db.server";
import { adminActions } from "~/db/schema";
import { withDatabase } from "../../tests/setup/test-database";

// The admin audit's promise on a PostgreSQL server (README "The admin audit"):
// with the grants of docs/postgres-app-role.sql, the app's role starts (nothing
// to migrate), appends to admin_actions and reads it, and can neither change,
// remove nor truncate a row, nor switch the append-only trigger off.

const GRANTS = readFileSync(path.resolve("docs/postgres-app-role.sql"), "utf8");

async function asAppRole() {
  const result = (await getDb().execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
  const [{ name }] = result.rows;
  const url = new URL(withDatabase(process.env.TEST_DATABASE_URL!, name));
  url.username = "uncensored_app";
  url.password = "";
  return url.toString();
}

describe("the app's role on a PostgreSQL server", () => {
  it("appends to the admin audit but cannot change, remove or truncate it, nor disable its trigger", async () => {
    await getDb().execute(sql.raw(GRANTS));
    const url = await asAppRole();
    // The app starts as this role: the migrator finds nothing pending.
    const handle = openDatabase({ url });
    await handle.migrate();
    await handle.db.insert(adminActions).values({ adminId: "admin-1", adminEmail: "admin@example.com", action: "account.suspend" });
    expect(await handle.db.select().from(adminActions)).toHaveLength(1);
    await handle.close();

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const refused: string[] = [];
    for (const statement of [
      "update admin_actions set reason = 'rewritten'",
      "delete from admin_actions",
      "truncate admin_actions",
      "alter table admin_actions disable trigger all",
      "drop trigger admin_actions_no_change on admin_actions",
    ]) {
      await client.query(statement).then(
        () => null,
        (error: Error) => refused.push(`${statement.split(" ")[0]}: ${error.message}`),
      );
    }
    await client.end();
    expect(refused).toEqual([
      "update: permission denied for table admin_actions",
      "delete: permission denied for table admin_actions",
      "truncate: permission denied for table admin_actions",
      "alter: must be owner of table admin_actions",
      "drop: must be owner of relation admin_actions",
    ]);
    expect(await getDb().select().from(adminActions)).toHaveLength(1);
  });
});
