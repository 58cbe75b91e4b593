import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, webhookEndpoints } from "~/db/schema";
import { createWebhook } from "~/features/webhooks/webhooks.server";
import { getEnv, resetEnvCache } from "~/utils/env.server";
import { isResponse } from "~/utils/misc";
import { createUser } from "../../../tests/factories";
import { loadUserPage, performUserAction } from "./user.server";

// An operator sees a user's webhooks beside the keys on the user's page and
// disables or deletes one; each is audited with who did it.

function actionForm(intent: string, webhookId: string) {
  return new Request(`${getEnv().PUBLIC_URL}/hidden/admin/users/x`, {
    method: "POST",
    body: new URLSearchParams([
      ["intent", intent],
      ["webhookId", webhookId],
    ]),
  });
}

beforeAll(() => {
  process.env.WEBHOOK_PRIVATE_TARGETS = "loopback";
  resetEnvCache();
});
afterAll(() => {
  delete process.env.WEBHOOK_PRIVATE_TARGETS;
  resetEnvCache();
});

describe("a user's webhooks on the user page", () => {
  it("are listed without their secret; 'Disable' then 'Delete' are audited", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser();
    const { secret, webhook } = await createWebhook(getDb(), user.id, { url: "http://127.0.0.1:9/in", events: ["generation.failed"] });
    const page = await loadUserPage(getDb(), user.id);
    expect(page.webhooks).toMatchObject([{ url: "http://127.0.0.1:9/in", status: "active", deliveries: { total: 0, failed: 0 } }]);
    expect(JSON.stringify(page)).not.toContain(secret.slice(6));

    const disabled = await performUserAction(getDb(), admin, user.id, actionForm("disable-webhook", webhook.id));
    expect(isResponse(disabled) && disabled.status).toBe(302);
    expect((await loadUserPage(getDb(), user.id)).webhooks[0]).toMatchObject({ status: "disabled", disabledReason: "Disabled by an operator." });

    const again = (await performUserAction(getDb(), admin, user.id, actionForm("disable-webhook", webhook.id))) as unknown as { init: ResponseInit };
    expect(again.init.status).toBe(409);

    const deleted = await performUserAction(getDb(), admin, user.id, actionForm("delete-webhook", webhook.id));
    expect(isResponse(deleted) && deleted.status).toBe(302);
    expect(await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, user.id))).toEqual([]);
    const audit = await getDb().select().from(adminActions).where(eq(adminActions.targetUserId, user.id));
    expect(audit.map((row) => [row.action, row.adminId]).sort()).toEqual([
      ["webhook.delete", admin.id],
      ["webhook.disable", admin.id],
    ]);
  });

  it("refuses another account's webhook (404) and changes nothing", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser();
    const other = await createUser();
    const { webhook } = await createWebhook(getDb(), other.id, { url: "http://127.0.0.1:9/in", events: ["generation.failed"] });
    for (const intent of ["disable-webhook", "delete-webhook"]) {
      const answer = (await performUserAction(getDb(), admin, user.id, actionForm(intent, webhook.id))) as unknown as { init: ResponseInit };
      expect(answer.init.status).toBe(404);
    }
    const [row] = await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhook.id));
    expect(row.disabledAt).toBeNull();
    expect(await getDb().select().from(adminActions).where(eq(adminActions.targetUserId, user.id))).toHaveLength(0);
  });
});
