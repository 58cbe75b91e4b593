import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { pictureCollectionItems, pictureCollections } from "~/db/schema";
import { insertPicture } from "~/features/library/library-test-helpers";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser } from "../tests/factories";

// 'Collections' through the whole Hono app with the real route modules: the
// My Images action and a collection's page answer someone else's ids exactly as
// ids that do not exist, and refuse what the forms never send.

vi.mock("virtual:react-router/server-build", () => import("../tests/setup/react-router-build"));
const { app } = await import("./app");

type Account = { cookie: string; user: { id: string } };
let owner: Account;
let attacker: Account;

function send(pathname: string, init: { method?: string; cookie?: string; body?: BodyInit } = {}) {
  const method = init.method ?? "GET";
  const headers: Record<string, string> = { "user-agent": "vitest" };
  if (init.cookie) headers.cookie = init.cookie;
  if (method !== "GET") headers.origin = getEnv().PUBLIC_URL;
  return app.request(`${getEnv().PUBLIC_URL}${pathname}`, { method, headers, body: init.body });
}

const post = (account: Account, fields: Record<string, string>, pathname = "/account/images.data") => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return send(pathname, { method: "POST", cookie: account.cookie, body: data });
};

beforeAll(async () => {
  owner = await createSignedInUser();
  attacker = await createSignedInUser();
});

describe("Collections through the routes", () => {
  it("creates a collection with a picture in it, and lists it on its page", async () => {
    const picture = await insertPicture(owner.user.id, { prompt: "a fox in a field" });
    const created = await post(owner, { intent: "collection-create", name: "  Foxes  ", id: picture.id });
    expect(created.status).toBe(200);
    const [collection] = await getDb().select().from(pictureCollections).where(eq(pictureCollections.userId, owner.user.id));
    expect(collection.name).toBe("Foxes");
    const page = await send(`/account/images/collections/${collection.id}`, { cookie: owner.cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Foxes");
    expect(html).toContain("a fox in a field");
  });

  it("answers another user's collection exactly as one that does not exist, and changes nothing", async () => {
    const picture = await insertPicture(owner.user.id);
    const own = await insertPicture(attacker.user.id);
    await post(owner, { intent: "collection-create", name: "Private stuff", id: picture.id });
    const [collection] = await getDb().select().from(pictureCollections).where(eq(pictureCollections.name, "Private stuff"));
    const missing = crypto.randomUUID();

    const pageOfOther = await send(`/account/images/collections/${collection.id}`, { cookie: attacker.cookie });
    const pageOfNone = await send(`/account/images/collections/${missing}`, { cookie: attacker.cookie });
    expect(pageOfOther.status).toBe(404);
    expect(pageOfNone.status).toBe(404);
    expect(await pageOfOther.text()).not.toContain("Private stuff");

    for (const [intent, extra] of [
      ["collection-add", { id: own.id }],
      ["collection-remove", { id: picture.id }],
      ["collection-rename", { name: "Mine now" }],
      ["collection-delete", {}],
    ] as const) {
      const other = await post(attacker, { intent, collection: collection.id, ...extra });
      const none = await post(attacker, { intent, collection: missing, ...extra });
      expect([other.status, none.status]).toEqual([404, 404]);
      expect(await other.text()).toContain("Collection not found");
      expect(await none.text()).toContain("Collection not found");
    }
    // The owner's picture into the attacker's own collection: the picture is "not found".
    await post(attacker, { intent: "collection-create", name: "Theirs" });
    const [theirs] = await getDb().select().from(pictureCollections).where(eq(pictureCollections.userId, attacker.user.id));
    const stolen = await post(attacker, { intent: "collection-add", collection: theirs.id, id: picture.id });
    expect(stolen.status).toBe(404);
    expect(await stolen.text()).toContain("Image not found");

    const [after] = await getDb().select().from(pictureCollections).where(eq(pictureCollections.id, collection.id));
    expect(after.name).toBe("Private stuff");
    expect(await getDb().select().from(pictureCollectionItems).where(eq(pictureCollectionItems.collectionId, collection.id))).toHaveLength(1);
    expect(await getDb().select().from(pictureCollectionItems).where(eq(pictureCollectionItems.collectionId, theirs.id))).toHaveLength(0);
  });

  it("refuses a duplicate name, an empty or too long one, and fields the form never sends", async () => {
    await post(owner, { intent: "collection-create", name: "Sunsets" });
    const duplicate = await post(owner, { intent: "collection-create", name: "SUNSETS" });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.text()).toContain("You already have a collection named “SUNSETS”. Choose another name.");
    const empty = await post(owner, { intent: "collection-create", name: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Give the collection a name.");
    const long = await post(owner, { intent: "collection-create", name: "x".repeat(61) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("A collection's name is at most 60 characters.");
    const extra = await post(owner, { intent: "collection-create", name: "Extra", userId: attacker.user.id });
    expect(extra.status).toBe(400);
    expect(await getDb().select().from(pictureCollections).where(eq(pictureCollections.name, "Extra"))).toHaveLength(0);
  });

  it("filters My Images by a collection only through the user's own", async () => {
    const [collection] = await getDb().select().from(pictureCollections).where(eq(pictureCollections.name, "Private stuff"));
    const answer = await send(`/account/images?collection=${collection.id}`, { cookie: attacker.cookie });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("0 images match");
  });
});
