import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, credits } from "~/db/schema";
import { recordModerationEvent } from "~/features/moderation/audit.server";
import { isResponse } from "~/utils/misc";
import { getEnv } from "~/utils/env.server";
import { createUser } from "../../../tests/factories";
import { loadUserPage, performUserAction } from "./user.server";
import { listUsers } from "./users.server";

function post(fields: [string, string][] | FormData) {
  const body = fields instanceof FormData ? fields : new URLSearchParams(fields);
  return new Request(`${getEnv().PUBLIC_URL}/hidden/admin/users/x`, { method: "POST", body });
}

async function answerOf(result: unknown) {
  if (isResponse(result)) return { status: result.status, location: result.headers.get("location"), body: null };
  const { data, init } = result as { data: { error?: { message: string }; intent?: string }; init?: ResponseInit };
  return { status: init?.status ?? 200, location: null, body: data };
}

async function balance(userId: string) {
  const [row] = await getDb().select({ amount: credits.amount }).from(credits).where(eq(credits.userId, userId));
  return row.amount;
}

describe("the user page's action", () => {
  it("adjusts credits from the form and redirects back to the page", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser({ credits: 2 });
    const answer = await answerOf(
      await performUserAction(
        getDb(),
        admin,
        user.id,
        post([
          ["intent", "adjust-credits"],
          ["amount", "+7"],
          ["reason", "  Refund for a failed picture  "],
        ]),
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: `/hidden/admin/users/${user.id}` });
    expect(await balance(user.id)).toBe(9);
    const [audit] = await getDb().select().from(adminActions).where(eq(adminActions.targetUserId, user.id));
    expect(audit.reason).toBe("Refund for a failed picture");
  });

  it.each([
    [
      "a fraction",
      [
        ["intent", "adjust-credits"],
        ["amount", "1.5"],
        ["reason", "Half"],
      ],
      "The amount must be a whole number, e.g. 10 or -5.",
    ],
    [
      "0",
      [
        ["intent", "adjust-credits"],
        ["amount", "0"],
        ["reason", "Nothing"],
      ],
      "The amount cannot be 0.",
    ],
    [
      "too much",
      [
        ["intent", "adjust-credits"],
        ["amount", "1000001"],
        ["reason", "Typo"],
      ],
      "The amount is at most 1,000,000 either way.",
    ],
    [
      "no reason",
      [
        ["intent", "adjust-credits"],
        ["amount", "5"],
        ["reason", " "],
      ],
      "Give a reason (at least 3 characters): the user sees it in their transactions.",
    ],
    [
      "a control character",
      [
        ["intent", "adjust-credits"],
        ["amount", "5"],
        ["reason", "Refund\u0000"],
      ],
      "The reason contains an invisible control character",
    ],
    [
      "a field twice",
      [
        ["intent", "adjust-credits"],
        ["amount", "5"],
        ["amount", "500"],
        ["reason", "Twice"],
      ],
      "amount is given more than once.",
    ],
    [
      "an unknown field",
      [
        ["intent", "adjust-credits"],
        ["amount", "5"],
        ["reason", "Extra"],
        ["userId", "someone-else"],
      ],
      "Unrecognized key",
    ],
    ["an unknown intent", [["intent", "delete-user"]], "Unknown action."],
    ["a suspension without a reason", [["intent", "suspend"]], "The reason must be text."],
  ] as [string, [string, string][], string][])("refuses %s with a 400 and moves nothing", async (_name, fields, message) => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser({ credits: 2 });
    const answer = await answerOf(await performUserAction(getDb(), admin, user.id, post(fields)));
    expect(answer.status).toBe(400);
    expect(answer.body?.error?.message).toContain(message);
    expect(answer.body?.intent).toBe(fields[0][1]);
    expect(await balance(user.id)).toBe(2);
    expect(await getDb().select().from(adminActions).where(eq(adminActions.targetUserId, user.id))).toEqual([]);
  });

  it("answers the refusal of a rule (below zero) with its words and status", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser({ credits: 2 });
    const answer = await answerOf(
      await performUserAction(
        getDb(),
        admin,
        user.id,
        post([
          ["intent", "adjust-credits"],
          ["amount", "-3"],
          ["reason", "Too much"],
        ]),
      ),
    );
    expect(answer.status).toBe(409);
    expect(answer.body?.error?.message).toBe("The balance is 2: taking 3 would go below zero.");
  });

  it("sends an admin who removed their own role home, not back to a portal they left", async () => {
    const admin = await createUser({ role: "admin" });
    await createUser({ role: "admin" });
    const answer = await answerOf(await performUserAction(getDb(), admin, admin.id, post([["intent", "remove-admin"]])));
    expect(answer).toMatchObject({ status: 302, location: "/" });
  });
});

describe("the user page and the list", () => {
  it("shows an account's ledger, refusals and the admin actions taken on it; 404 for no account", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser({ credits: 3, email: `findme-${Date.now()}@example.com` });
    await recordModerationEvent(getDb(), {
      userId: user.id,
      layer: "text",
      category: "sexual-needs-nsfw",
      minorSignal: false,
      reason: "adult content without NSFW",
      prompt: "refused prompt",
      negativePrompt: "",
      isNsfw: false,
    });
    await performUserAction(
      getDb(),
      admin,
      user.id,
      post([
        ["intent", "adjust-credits"],
        ["amount", "4"],
        ["reason", "Goodwill"],
      ]),
    );
    const page = await loadUserPage(getDb(), user.id);
    expect(page.balance).toBe(7);
    expect(page.transactions.rows.map((t) => [t.type, t.amount, t.description])).toEqual([
      ["credit", 4, "Adjustment by support: Goodwill"],
      ["credit", 3, "Test credits"],
    ]);
    expect(page.refusals.map((r) => r.prompt)).toEqual(["refused prompt"]);
    expect(page.adminActions).toHaveLength(1);
    await expect(loadUserPage(getDb(), "nobody")).rejects.toMatchObject({ init: { status: 404 } });

    const found = await listUsers(getDb(), { search: user.email.slice(0, 12).toUpperCase(), page: 1 });
    expect(found.users.map((u) => [u.email, u.balance, u.generations, u.plan])).toEqual([[user.email, 7, 0, null]]);
    // % and _ are searched for as themselves, not as wildcards.
    expect((await listUsers(getDb(), { search: "%", page: 1 })).total).toBe(0);
    expect((await listUsers(getDb(), { search: user.id, page: 1 })).users).toHaveLength(1);
    expect((await listUsers(getDb(), { status: "admins", page: 1 })).users.every((u) => u.role === "admin")).toBe(true);
  });
});
