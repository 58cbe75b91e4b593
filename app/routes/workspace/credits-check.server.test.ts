import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { credits } from "~/db/schema";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser } from "../../../tests/factories";
import * as creditsRoute from "../resources/credits";
import * as workspaceRoute from "./generator-app";

// The workspace's credit check: GET /api/credits (read before each generation)
// and the workspace loader when the balance cannot be read.

const get = (path: string, cookie?: string) =>
  new Request(`${getEnv().PUBLIC_URL}${path}`, { headers: cookie ? { cookie, "user-agent": "vitest" } : { "user-agent": "vitest" } });

async function callCredits(cookie?: string) {
  const response = (await creditsRoute.loader({ request: get("/api/credits", cookie), params: {}, context: {} } as never)) as Response;
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get("cache-control") };
}

/** Makes every read of the credits table fail, as a database error would, for the length of `run`. */
async function withCreditsUnreadable<T>(run: () => Promise<T>) {
  await getDb().execute(sql`alter table credits rename to credits_unreadable`);
  try {
    return await run();
  } finally {
    await getDb().execute(sql`alter table credits_unreadable rename to credits`);
  }
}

describe("GET /api/credits", () => {
  it("answers a visitor with 401 JSON", async () => {
    const answer = await callCredits();
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ ok: false, error: { title: "Authentication required" } });
  });

  it("gives the signed-in user's current balance, never cached", async () => {
    const { user, cookie } = await createSignedInUser({ credits: 7 });
    expect(await callCredits(cookie)).toEqual({ status: 200, body: { ok: true, balance: 7 }, cacheControl: "private, no-store" });
    await getDb().update(credits).set({ amount: 0 }).where(eq(credits.userId, user.id));
    expect((await callCredits(cookie)).body).toEqual({ ok: true, balance: 0 });
  });

  it("gives null when the account has no credits record", async () => {
    const { user, cookie } = await createSignedInUser();
    await getDb().delete(credits).where(eq(credits.userId, user.id));
    expect((await callCredits(cookie)).body).toEqual({ ok: true, balance: null });
  });

  it("answers a failed read with the spec's credit-check texts", async () => {
    const { cookie } = await createSignedInUser({ credits: 2 });
    const answer = await withCreditsUnreadable(() => callCredits(cookie));
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({
      ok: false,
      error: { title: "Credit check failed", message: "Could not verify your available credits. Please try again." },
    });
  });
});

describe("workspace loader", () => {
  const load = (cookie: string) =>
    workspaceRoute.loader({ request: get("/generator-app", cookie), params: {}, context: {} } as never) as Promise<{
      signedIn: boolean;
      balance: number | null;
      creditsError: boolean;
      recent: { items: unknown[] };
    }>;

  it("shows the balance when it can be read", async () => {
    const { cookie } = await createSignedInUser({ credits: 4 });
    expect(await load(cookie)).toMatchObject({ signedIn: true, balance: 4, creditsError: false });
  });

  it("still renders when the balance cannot be read, and says so", async () => {
    const { cookie } = await createSignedInUser({ credits: 4 });
    const data = await withCreditsUnreadable(() => load(cookie));
    expect(data).toMatchObject({ signedIn: true, balance: null, creditsError: true, recent: { items: [] } });
  });
});
