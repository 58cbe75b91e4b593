import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions } from "~/db/schema";
import { authenticateApiKey, createApiKey } from "~/features/api-access/api-keys.server";
import { getEnv } from "~/utils/env.server";
import { isResponse } from "~/utils/misc";
import { createUser } from "../../../tests/factories";
import { loadUserPage, performUserAction } from "./user.server";

// An operator sees a user's API keys on the user's page and revokes one: the
// key stops at once and the audit log says who did it.

function revokeForm(keyId: string) {
  return new Request(`${getEnv().PUBLIC_URL}/hidden/admin/users/x`, {
    method: "POST",
    body: new URLSearchParams([
      ["intent", "revoke-api-key"],
      ["keyId", keyId],
    ]),
  });
}

describe("a user's API keys on the user page", () => {
  it("are listed, and 'Revoke' stops the key at once, audited", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser();
    const { key, apiKey } = await createApiKey(getDb(), user.id, { name: "cron job", scopes: ["read"] });
    const page = await loadUserPage(getDb(), user.id);
    expect(page.apiKeys.map((k) => [k.name, k.status])).toEqual([["cron job", "active"]]);
    expect(JSON.stringify(page)).not.toContain(key);

    const answer = await performUserAction(getDb(), admin, user.id, revokeForm(apiKey.id));
    expect(isResponse(answer) && answer.status).toBe(302);
    expect(await authenticateApiKey(getDb(), key)).toEqual({ ok: false, reason: "revoked" });
    const [audit] = await getDb().select().from(adminActions).where(eq(adminActions.targetUserId, user.id));
    expect(audit).toMatchObject({ action: "api-key.revoke", adminId: admin.id, after: { key: apiKey.prefix, revoked: true } });
  });

  it("refuses a key of another account (404) and changes nothing", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser();
    const other = await createUser();
    const { key, apiKey } = await createApiKey(getDb(), other.id, { name: "theirs", scopes: ["read"] });
    const answer = (await performUserAction(getDb(), admin, user.id, revokeForm(apiKey.id))) as unknown as { init: ResponseInit };
    expect(answer.init.status).toBe(404);
    expect((await authenticateApiKey(getDb(), key)).ok).toBe(true);
    expect(await getDb().select().from(adminActions).where(eq(adminActions.targetUserId, user.id))).toHaveLength(0);
  });
});
