import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { media } from "~/db/schema";
import { createMedia } from "../../../tests/factories";
import { loadMediaLibraryPage, runMediaLibraryAction } from "./media.server";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

/** The body and status of a failure answered through React Router's data(). */
function failure(answer: unknown) {
  const { data, init } = answer as { data: { ok: false; error: { title: string; message: string } }; init: { status: number } };
  return { status: init.status, ...data.error };
}

describe("the Media Library page", () => {
  it("lists the library for its search, and answers 400 with the reason for a search it refuses", async () => {
    const item = await createMedia({ altText: "page-test lighthouse" });
    const list = await loadMediaLibraryPage(getDb(), new URLSearchParams({ q: "page-test" }));
    expect(list.items.map((i) => i.id)).toEqual([item.id]);
    const refused = await loadMediaLibraryPage(getDb(), new URLSearchParams("type=audio")).catch((e: unknown) => e);
    expect(refused).toMatchObject({ data: { message: "Unknown type filter." }, init: { status: 400 } });
  });

  it("saves metadata and deletes an item", async () => {
    const item = await createMedia({ altText: "before" });
    const update = { intent: "update", id: item.id, source: "user", featured: "false", altText: " after ", description: "" };
    expect(await runMediaLibraryAction(getDb(), form(update))).toEqual({ ok: true, title: "Media metadata updated" });
    const [row] = await getDb().select().from(media).where(eq(media.id, item.id));
    expect(row).toMatchObject({ altText: "after", source: "user", featured: false });

    expect(await runMediaLibraryAction(getDb(), form({ intent: "delete", id: item.id }))).toEqual({ ok: true, title: "Media deleted successfully" });
    expect(await getDb().select().from(media).where(eq(media.id, item.id))).toHaveLength(0);
  });

  it("refuses an unknown item or a bad field with the title of what failed", async () => {
    expect(failure(await runMediaLibraryAction(getDb(), form({ intent: "delete", id: "not-a-uuid" })))).toMatchObject({
      status: 400,
      title: "Delete failed",
      message: "Unknown media item.",
    });
    const item = await createMedia();
    const tooLong = { intent: "update", id: item.id, source: "admin", featured: "true", altText: "x".repeat(501), description: "" };
    expect(failure(await runMediaLibraryAction(getDb(), form(tooLong)))).toMatchObject({
      status: 400,
      title: "Update failed",
      message: "Alt text is too long",
    });
  });
});
