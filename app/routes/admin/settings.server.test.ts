import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, users } from "~/db/schema";
import { getSettings } from "~/features/settings/settings.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser } from "../../../tests/factories";
import * as settingsRoute from "./settings";

// The Settings screen's action, called as React Router calls it, by a signed-in admin.

async function signedInAdmin() {
  const admin = await createSignedInUser();
  await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
  return admin;
}

async function post(cookie: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const request = new Request(`${getEnv().PUBLIC_URL}/hidden/admin/settings`, { method: "POST", headers: { cookie, "user-agent": "vitest" }, body });
  const result = (await settingsRoute.action({ request, params: {}, context: {} } as never)) as unknown as {
    data: unknown;
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, body: result.data };
}

describe("Settings screen action", () => {
  it("saves a section from its form fields and the audit names the admin and the section", async () => {
    const admin = await signedInAdmin();
    const saved = await post(admin.cookie, { intent: "announcement", text: "Spring sale: 20% more credits", show: "on" });
    expect(saved).toEqual({ status: 200, body: { section: "announcement", ok: true } });
    expect((await getSettings()).announcement).toEqual({ text: "Spring sale: 20% more credits", show: true });

    // An unchecked switch sends nothing: off.
    expect((await post(admin.cookie, { intent: "announcement", text: "Spring sale: 20% more credits" })).status).toBe(200);
    expect((await getSettings()).announcement.show).toBe(false);

    const [audit] = await getDb().select().from(adminActions).orderBy(desc(adminActions.createdAt)).limit(1);
    expect(audit).toMatchObject({
      action: "settings.update",
      adminId: admin.user.id,
      reason: "announcement",
      before: { announcement: { show: true } },
      after: { announcement: { show: false } },
    });
  });

  it("answers 400 with every field's message, and an unknown or missing section with one for the form", async () => {
    const admin = await signedInAdmin();
    expect(await post(admin.cookie, { intent: "newAccounts", signupCredits: "" })).toEqual({
      status: 400,
      body: { section: "newAccounts", ok: false, errors: { signupCredits: "Sign-up credits must be a whole number." } },
    });
    expect(await post(admin.cookie, { intent: "newAccounts", signupCredits: "-5" })).toEqual({
      status: 400,
      body: { section: "newAccounts", ok: false, errors: { signupCredits: "Sign-up credits cannot be negative." } },
    });
    expect(await post(admin.cookie, { intent: "maintenance", enabled: "on", message: "" })).toEqual({
      status: 400,
      body: { section: "maintenance", ok: false, errors: { message: "Tell visitors what is happening." } },
    });
    expect((await getSettings()).maintenance.enabled).toBe(false);
    expect(await post(admin.cookie, { intent: "prices" })).toEqual({
      status: 400,
      body: { section: null, ok: false, errors: { form: "Unknown settings section." } },
    });
  });
});
