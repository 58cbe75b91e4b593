import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, type AdminActionKind } from "~/db/schema";
import { createUser, uniqueEmail } from "../../../tests/factories";
import { loadAdminActionRows, loadAuditLogPage } from "./audit-log.server";
import { ADMIN_ACTION_LABELS, auditLogHref, diffChanges } from "~/routes/admin/audit-log/audit-log-query";

// admin_actions is append-only: each test file has its own database, and the rows
// below are all it holds (written directly, with the times the filters need).

const alice = { id: "admin-alice", email: uniqueEmail("alice") };
const bob = { id: "admin-bob", email: uniqueEmail("bob") };
let target: { id: string; email: string };

async function addAction(values: {
  admin: { id: string; email: string };
  action: AdminActionKind;
  at: string;
  target?: { id: string; email: string };
  reason?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}) {
  await getDb()
    .insert(adminActions)
    .values({
      adminId: values.admin.id,
      adminEmail: values.admin.email,
      action: values.action,
      targetUserId: values.target?.id ?? null,
      targetEmail: values.target?.email ?? null,
      reason: values.reason ?? null,
      before: values.before ?? null,
      after: values.after ?? null,
      createdAt: new Date(values.at),
    });
}

beforeAll(async () => {
  target = await createUser({ email: uniqueEmail("target") });
  await addAction({
    admin: alice,
    action: "credits.adjust",
    at: "2026-03-01T10:00:00Z",
    target,
    reason: "Refund",
    before: { balance: 5 },
    after: { balance: 15, amount: 10 },
  });
  await addAction({
    admin: bob,
    action: "account.suspend",
    at: "2026-03-02T23:59:59.999Z",
    target,
    reason: "Spam",
    before: { suspended: false },
    after: { suspended: true, endedSessions: 2 },
  });
  await addAction({ admin: alice, action: "export.users", at: "2026-03-03T00:00:00Z", after: { rows: 12 } });
  // 55 more, to fill more than one page.
  for (let i = 0; i < 55; i++) {
    await addAction({
      admin: bob,
      action: "export.transactions",
      at: `2026-02-01T00:${String(i).padStart(2, "0")}:00Z`,
      after: { from: "2026-01-01" },
    });
  }
});

const load = (query: string) => loadAuditLogPage(getDb(), new URLSearchParams(query));

async function status(query: string) {
  try {
    await load(query);
    return 200;
  } catch (thrown) {
    return (thrown as { init?: ResponseInit }).init?.status ?? 500;
  }
}

describe("audit log page", () => {
  it("lists the newest first, 50 a page", async () => {
    const first = await load("");
    expect(first).toMatchObject({ page: 1, total: 58, totalPages: 2 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows.slice(0, 3).map((r) => r.action)).toEqual(["export.users", "account.suspend", "credits.adjust"]);
    const second = await load("page=2");
    expect(second.rows).toHaveLength(8);
    const ids = new Set([...first.rows, ...second.rows].map((r) => r.id));
    expect(ids.size).toBe(58);
    expect((await load("page=3")).rows).toEqual([]);
  });

  it("filters by action", async () => {
    const page = await load("action=account.suspend");
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ adminEmail: bob.email, targetUserId: target.id, targetEmail: target.email, reason: "Spam" });
    expect((await load("action=provider-call.retry")).total).toBe(0);
  });

  it("searches the admin's and the target's e-mail", async () => {
    expect((await load(`q=${encodeURIComponent(alice.email.toUpperCase())}`)).rows.map((r) => r.action)).toEqual(["export.users", "credits.adjust"]);
    expect((await load(`q=${encodeURIComponent(target.email.slice(0, 12))}`)).rows.map((r) => r.action)).toEqual([
      "account.suspend",
      "credits.adjust",
    ]);
    expect((await load(`q=${encodeURIComponent(bob.email)}&action=account.suspend`)).total).toBe(1);
    expect((await load("q=%25")).total).toBe(0);
  });

  it("filters by whole UTC days, both ends included", async () => {
    expect((await load("from=2026-03-02&to=2026-03-02")).rows.map((r) => r.action)).toEqual(["account.suspend"]);
    expect((await load("from=2026-03-01")).rows.map((r) => r.action)).toEqual(["export.users", "account.suspend", "credits.adjust"]);
    expect((await load("to=2026-02-28")).total).toBe(55);
  });

  it("shows what changed, key by key", async () => {
    const [adjusted] = (await load("action=credits.adjust")).rows;
    expect(adjusted.changes).toEqual([
      { key: "balance", before: "5", after: "15" },
      { key: "amount", before: null, after: "10" },
    ]);
    const [suspended] = (await load("action=account.suspend")).rows;
    expect(suspended.changes).toEqual([
      { key: "suspended", before: "no", after: "yes" },
      { key: "endedSessions", before: null, after: "2" },
    ]);
  });

  it("answers 400 to filters it does not know, instead of guessing", async () => {
    for (const query of [
      "action=credits.delete",
      "action=credits.adjust&action=account.suspend",
      "from=2026-02-30",
      "from=yesterday",
      "to=2026-3-1",
      "from=2026-03-02&to=2026-03-01",
      "page=0",
      "admin=x",
      `q=${"x".repeat(201)}`,
    ]) {
      expect(await status(query), query).toBe(400);
    }
    expect(await status("action=&q=&from=&to=&page=")).toBe(200);
  });

  it("builds addresses that load the same filters", async () => {
    const query = { action: "credits.adjust" as const, q: "a b&c", from: "2026-03-01", to: "2026-03-31" };
    const href = auditLogHref(query, 2);
    expect(href.startsWith("/hidden/admin/audit?")).toBe(true);
    const page = await load(href.split("?")[1]);
    expect(page.query).toEqual(query);
    expect(page.page).toBe(2);
    expect(auditLogHref({})).toBe("/hidden/admin/audit");
  });
});

describe("loadAdminActionRows", () => {
  it("gives one account's actions as plain rows for the user page", async () => {
    const { rows, total } = await loadAdminActionRows(getDb(), { targetUserId: target.id }, { offset: 0, limit: 20 });
    expect(total).toBe(2);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      createdAt: "2026-03-02T23:59:59.999Z",
      adminId: bob.id,
      adminEmail: bob.email,
      action: "account.suspend",
      targetUserId: target.id,
      targetEmail: target.email,
      reason: "Spam",
      changes: [
        { key: "suspended", before: "no", after: "yes" },
        { key: "endedSessions", before: null, after: "2" },
      ],
    });
    expect(JSON.parse(JSON.stringify(rows))).toEqual(rows);
  });
});

describe("diffChanges", () => {
  it("keeps only the keys that differ, and says what a side did not have", () => {
    expect(diffChanges({ status: "failed", attempts: 3 }, { status: "pending", attempts: 3, call: "stripe.refund-payment" })).toEqual([
      { key: "status", before: "failed", after: "pending" },
      { key: "call", before: null, after: "stripe.refund-payment" },
    ]);
    expect(diffChanges({ role: "admin" }, {})).toEqual([{ key: "role", before: "admin", after: null }]);
    expect(diffChanges(null, null)).toEqual([]);
    expect(diffChanges({ range: { a: 1 } }, { range: { a: 1 } })).toEqual([]);
  });

  it("has a label for every action kind", () => {
    for (const label of Object.values(ADMIN_ACTION_LABELS)) expect(label).toMatch(/^[A-Z]/);
  });
});
