import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { preparedPerDatabase } from "~/db/prepared-per-database.server";
import { generations } from "~/db/schema";
import type { GenerationPage } from "./generation-options";
import { toView } from "./generation-view.server";

// The user's finished pictures, newest first, a page at a time (GET /api/generations
// and the workspace's recent pictures). The cursor names the last picture of a
// page, so pictures made or deleted meanwhile neither repeat nor skip any.

/** created_at to the microsecond, as PostgreSQL keeps it (a JS Date would drop the last three digits). */
const createdAtText = sql<string>`to_char(${generations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f-]{36})$/;

function encodeCursor(createdAt: string, id: string) {
  return Buffer.from(`${createdAt}|${id}`).toString("base64url");
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  const match = CURSOR.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  return match ? { createdAt: match[1], id: match[2] } : null;
}

// A page of pictures is the workspace's second read (after the session): prepared once,
// not rebuilt from the table's columns on every request.
const preparedPages = preparedPerDatabase((db) => {
  const page = (afterCursor: SQL | undefined) =>
    db
      .select({ generation: generations, createdAtText })
      .from(generations)
      .where(and(eq(generations.userId, sql.placeholder("userId")), eq(generations.status, "succeeded"), afterCursor))
      .orderBy(desc(generations.createdAt), desc(generations.id))
      .limit(sql.placeholder("rows"));
  const beforeCursor = sql`(${generations.createdAt}, ${generations.id}) < (${sql.placeholder("afterCreatedAt")}::timestamptz, ${sql.placeholder("afterId")}::uuid)`;
  return { first: page(undefined).prepare("generations_first_page"), next: page(beforeCursor).prepare("generations_next_page") };
});

export async function pageOfGenerations(
  db: DbOrTx,
  userId: string,
  page: { after?: { createdAt: string; id: string }; limit: number },
): Promise<GenerationPage> {
  const after = page.after;
  // One row more than the page tells whether another page follows.
  const rows = after
    ? await preparedPages(db).next.execute({ userId, rows: page.limit + 1, afterCreatedAt: after.createdAt, afterId: after.id })
    : await preparedPages(db).first.execute({ userId, rows: page.limit + 1 });
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => toView(row.generation)),
    nextCursor: rows.length > page.limit && last ? encodeCursor(last.createdAtText, last.generation.id) : null,
  };
}
