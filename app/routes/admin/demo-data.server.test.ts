import { count, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { users } from "~/db/schema";
import { DEMO_EMAIL_LIKE, seedDemoHistory } from "../../../server/demo/seed-history.server";
import { getEnv } from "~/utils/env.server";
import { readToast } from "~/utils/toast.server";
import { createUser } from "../../../tests/factories";
import { loadDemoData, performRemoveDemoData } from "./demo-data.server";

// The 'Remove demo data' screen (/hidden/admin/demo-data): what it shows and what its form does.

const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`${getEnv().PUBLIC_URL}/hidden/admin/demo-data`, { method: "POST", body });
};
const demoAccounts = async () => (await getDb().select({ n: count() }).from(users).where(like(users.email, DEMO_EMAIL_LIKE)))[0].n;

describe("the demo data screen", () => {
  it("shows the demo accounts, removes them on 'Remove demo data' with a toast, then shows there are none", async () => {
    const db = getDb();
    const admin = await createUser({ role: "admin" });
    const actor = { id: admin.id, email: admin.email };
    expect(await loadDemoData(db)).toEqual({ present: false, accounts: 0 });
    await seedDemoHistory(db, { catalogSeeded: true, signupCredits: 3 });
    const accounts = await demoAccounts();
    expect(await loadDemoData(db)).toEqual({ present: true, accounts });

    // A form that is not this one changes nothing.
    const refused = (await performRemoveDemoData(db, actor, post({ intent: "something-else" }))) as unknown as { init: ResponseInit | null };
    expect(refused.init?.status).toBe(400);
    expect(await demoAccounts()).toBe(accounts);

    const response = (await performRemoveDemoData(db, actor, post({ intent: "remove-demo-data" }))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/hidden/admin/settings");
    const cookie = response.headers.get("set-cookie")!.split(";")[0];
    const { toast } = await readToast(new Request(getEnv().PUBLIC_URL, { headers: { cookie } }));
    expect(toast).toMatchObject({
      type: "success",
      title: "Demo data removed",
      description: `${accounts} demo accounts and their history were removed.`,
    });
    expect(await demoAccounts()).toBe(0);
    expect(await loadDemoData(db)).toEqual({ present: false, accounts: 0 });
  }, 120_000);
});
