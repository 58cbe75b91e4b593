import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, generations, subscriptions, transactions, users } from "~/db/schema";
import * as exportTransactionsRoute from "~/routes/admin/export-transactions";
import * as exportUsersRoute from "~/routes/admin/export-users";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser, createUser } from "../../../tests/factories";
import { exportTransactionsCsv, exportUsersCsv, neutraliseFormula } from "./csv-export.server";

let actor: { id: string; email: string };

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  actor = { id: admin.id, email: admin.email };
});

/**
 * RFC 4180 as csv-stringify writes it: quoted cells may hold commas, quotes ("")
 * and line breaks. `delimiter` reads it as a spreadsheet guessing another separator would.
 */
function parseCsv(text: string, delimiter = ","): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = "";
    } else if (c === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The CSV's records as objects keyed by its header row. */
function records(text: string) {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((key, i) => [key, row[i]])));
}

const params = (query: string) => new URLSearchParams(query);

const exportAudits = (action: "export.users" | "export.transactions") =>
  getDb().select().from(adminActions).where(eq(adminActions.action, action)).orderBy(adminActions.createdAt);

describe("formula guard", () => {
  it("prefixes a quote to cells a spreadsheet would run, and only to those", () => {
    for (const risky of [
      "=1+1",
      "+1",
      "-1",
      "@SUM(A1)",
      "\tx",
      "\rx",
      '=HYPERLINK("http://x","y")',
      " =1",
      "x;=1+1;",
      "x,+1",
      "x\t-1",
      "x|@A1",
      "x; =1",
      "＝1+1",
    ]) {
      expect(neutraliseFormula(risky)).toBe(`'${risky}`);
    }
    for (const plain of ["", "alice@example.com", "a=b", "'=1", "x;y=1", "a-b"]) expect(neutraliseFormula(plain)).toBe(plain);
  });
});

describe("formula guard, attacked", () => {
  it("leaves no formula in the users export, whichever separator a spreadsheet picks", async () => {
    const names = ["x;=1+1;", "x\t=1+1", "a,@SUM(1)", " =1", "y; -2", "z|+3", "safe name"];
    const made = await Promise.all(names.map((name) => createUser({ name })));
    const text = await (await exportUsersCsv(getDb(), actor, params(""))).text();
    for (const delimiter of [",", ";", "\t", "|"]) {
      const cells = parseCsv(text, delimiter).flat();
      const formulas = cells.filter((cell) => /^\s*[=+\-@＝＋－＠]/u.test(cell) || /^[\t\r]/.test(cell));
      expect(formulas, `separator ${JSON.stringify(delimiter)}`).toEqual([]);
    }
    // Read with our own separator, each name is still all there, behind the quote where it needed one.
    const rows = records(text);
    for (const user of made) {
      const name = rows.find((r) => r.id === user.id)?.name;
      expect(name).toBe(user.name === "safe name" ? "safe name" : `'${user.name}`);
    }
  });
});

describe("users export", () => {
  it("streams a header row and one record per account, with plan, balance and generations", async () => {
    const user = await createUser({ credits: 7, name: "Plain Name" });
    await getDb().update(users).set({ banned: true }).where(eq(users.id, user.id));
    await getDb()
      .insert(subscriptions)
      .values({ userId: user.id, status: "active", planType: "agency", provider: "test", subscriptionId: `sub_${randomUUID()}` });
    await getDb()
      .insert(subscriptions)
      .values({ userId: user.id, status: "canceled", planType: "creator", provider: "test", subscriptionId: `sub_${randomUUID()}` });
    const generation = {
      userId: user.id,
      prompt: "p",
      mode: "generate" as const,
      model: "m",
      aspectRatio: "1:1",
      seed: 1,
      status: "succeeded" as const,
    };
    await getDb()
      .insert(generations)
      .values([
        { ...generation, idempotencyKey: randomUUID() },
        { ...generation, idempotencyKey: randomUUID() },
      ]);
    const freeUser = await createUser();

    const response = await exportUsersCsv(getDb(), actor, params(""), { now: new Date("2026-04-05T12:00:00Z") });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="users-2026-04-05.csv"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text.split("\n")[0]).toBe("id,email,name,created_at,role,email_verified,suspended,plan,balance,generations");
    const rows = records(text);
    expect(rows.find((r) => r.id === user.id)).toEqual({
      id: user.id,
      email: user.email,
      name: "Plain Name",
      created_at: user.createdAt.toISOString(),
      role: "user",
      email_verified: "true",
      suspended: "true",
      plan: "agency",
      balance: "7",
      generations: "2",
    });
    expect(rows.find((r) => r.id === freeUser.id)).toMatchObject({ suspended: "false", plan: "", balance: "0", generations: "0" });
    expect(rows.find((r) => r.id === actor.id)).toMatchObject({ role: "admin" });
  });

  it("escapes quotes, commas and line breaks, and neutralises formulas in e-mails and names", async () => {
    const formula = '=HYPERLINK("https://evil.example","Click")';
    const sneaky = await createUser({ email: `${formula}@example.com`, name: formula });
    const awkward = await createUser({ name: 'Doe, "Jay"\nsecond line' });
    const signs = await createUser({ email: `+${randomUUID().slice(0, 6)}@example.com`, name: "@SUM(A1:A9)" });
    const text = await (await exportUsersCsv(getDb(), actor, params(""))).text();
    // The raw cells, as a spreadsheet reads them.
    expect(text).toContain(`,"'=HYPERLINK(""https://evil.example"",""Click"")@example.com","'=HYPERLINK(""https://evil.example"",""Click"")",`);
    expect(text).toContain(`,"Doe, ""Jay""\nsecond line",`);
    const rows = records(text);
    expect(rows.find((r) => r.id === sneaky.id)).toMatchObject({ email: `'${formula}@example.com`, name: `'${formula}` });
    expect(rows.find((r) => r.id === awkward.id)).toMatchObject({ name: 'Doe, "Jay"\nsecond line' });
    expect(rows.find((r) => r.id === signs.id)).toMatchObject({ email: `'${signs.email}`, name: "'@SUM(A1:A9)" });
  });

  it("reads in batches and writes every account exactly once, oldest first", async () => {
    // Accounts created in one statement share created_at to the microsecond: the id breaks the tie.
    const ids: string[] = Array.from({ length: 23 }, () => randomUUID());
    await getDb()
      .insert(users)
      .values(ids.map((id) => ({ id, email: `batch-${id}@example.com`, name: "Batch" })));
    const [{ total }] = await getDb()
      .select({ total: sql<number>`count(*)::int` })
      .from(users);
    const rows = records(await (await exportUsersCsv(getDb(), actor, params(""), { batchSize: 4 })).text());
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
    expect(rows.filter((r) => ids.includes(r.id))).toHaveLength(ids.length);
    const times = rows.map((r) => r.created_at);
    expect([...times].sort()).toEqual(times);
  });

  it("records the export in the admin audit before streaming", async () => {
    const before = (await exportAudits("export.users")).length;
    const [{ total }] = await getDb()
      .select({ total: sql<number>`count(*)::int` })
      .from(users);
    const response = await exportUsersCsv(getDb(), actor, params(""));
    const audits = await exportAudits("export.users");
    expect(audits).toHaveLength(before + 1);
    expect(audits.at(-1)).toMatchObject({ adminId: actor.id, adminEmail: actor.email, targetUserId: null, after: { rows: total } });
    await response.body?.cancel();
  });

  it("takes no options: anything in the address is a 400 with a readable message", async () => {
    const before = (await exportAudits("export.users")).length;
    const response = await exportUsersCsv(getDb(), actor, params("format=xlsx"));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toMatch(/Unknown filter "format"/);
    expect(await exportAudits("export.users")).toHaveLength(before);
  });
});

describe("transactions export", () => {
  let owner: { id: string; email: string };

  beforeEach(async () => {
    await getDb().delete(transactions);
    owner = await createUser();
  });

  async function addTransaction(createdAt: Date | string, values: { description?: string; type?: "credit" | "debit"; amount?: number } = {}) {
    const [row] = await getDb()
      .insert(transactions)
      .values({
        userId: owner.id,
        type: values.type ?? "credit",
        amount: values.amount ?? 5,
        description: values.description ?? "Top-up",
        createdAt: typeof createdAt === "string" ? sql`${createdAt}::timestamptz` : createdAt,
      })
      .returning();
    return row;
  }

  const exportRange = async (query: string, batchSize?: number) => {
    const response = await exportTransactionsCsv(getDb(), actor, params(query), { batchSize });
    return { response, rows: records(await response.text()) };
  };

  it("keeps the rows of the range, `to` included, and leaves the others out", async () => {
    await addTransaction(new Date("2026-02-28T23:59:59.999Z"), { description: "day before" });
    const first = await addTransaction(new Date("2026-03-01T00:00:00.000Z"), { description: "first moment" });
    const last = await addTransaction(new Date("2026-03-31T23:59:59.999Z"), { description: "last moment", type: "debit", amount: 1 });
    await addTransaction(new Date("2026-04-01T00:00:00.000Z"), { description: "day after" });

    const { response, rows } = await exportRange("from=2026-03-01&to=2026-03-31");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="transactions-2026-03-01-to-2026-03-31.csv"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(rows).toEqual([
      {
        created_at: "2026-03-01T00:00:00.000Z",
        transaction_id: first.id,
        user_id: owner.id,
        user_email: owner.email,
        type: "credit",
        amount: "5",
        description: "first moment",
      },
      {
        created_at: "2026-03-31T23:59:59.999Z",
        transaction_id: last.id,
        user_id: owner.id,
        user_email: owner.email,
        type: "debit",
        amount: "1",
        description: "last moment",
      },
    ]);
    // One day: from = to.
    expect((await exportRange("from=2026-03-31&to=2026-03-31")).rows.map((r) => r.description)).toEqual(["last moment"]);
  });

  it("writes only the header row for an empty range", async () => {
    const response = await exportTransactionsCsv(getDb(), actor, params("from=2025-01-01&to=2025-01-31"));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("created_at,transaction_id,user_id,user_email,type,amount,description\n");
  });

  it("escapes and neutralises descriptions", async () => {
    await addTransaction(new Date("2026-03-02T00:00:00Z"), { description: '-1, "refund"\r\nby hand' });
    const { rows } = await exportRange("from=2026-03-01&to=2026-03-31");
    expect(rows.map((r) => r.description)).toEqual(['\'-1, "refund"\r\nby hand']);
  });

  it("writes every row of more than one batch exactly once, in order, even with equal times", async () => {
    // 2,345 rows in one statement share one created_at; the default batch is 1,000.
    await getDb()
      .insert(transactions)
      .values(Array.from({ length: 2_345 }, (_, i) => ({ userId: owner.id, type: "credit" as const, amount: 1, description: `bulk ${i}` })));
    const today = new Date().toISOString().slice(0, 10);
    const { rows } = await exportRange(`from=${today}&to=${today}`);
    expect(rows).toHaveLength(2_345);
    const ids = rows.map((r) => r.transaction_id);
    expect(new Set(ids).size).toBe(2_345);
    expect([...ids].sort()).toEqual(ids);
  });

  it("keeps microseconds between batches: rows a millisecond apart are neither lost nor repeated", async () => {
    // Same millisecond, different microseconds: a cursor rounded to JavaScript's milliseconds would repeat or skip them.
    for (const at of [
      "2026-03-03 10:00:00.123456+00",
      "2026-03-03 10:00:00.123457+00",
      "2026-03-03 10:00:00.123999+00",
      "2026-03-03 10:00:00.124+00",
    ]) {
      await addTransaction(at, { description: at });
    }
    for (const batchSize of [1, 2, 3]) {
      const { rows } = await exportRange("from=2026-03-03&to=2026-03-03", batchSize);
      expect(
        rows.map((r) => r.description),
        `batch of ${batchSize}`,
      ).toEqual(["2026-03-03 10:00:00.123456+00", "2026-03-03 10:00:00.123457+00", "2026-03-03 10:00:00.123999+00", "2026-03-03 10:00:00.124+00"]);
    }
  });

  it("records the export with its range and row count before streaming", async () => {
    await addTransaction(new Date("2026-05-10T08:00:00Z"));
    await addTransaction(new Date("2026-05-11T08:00:00Z"));
    const response = await exportTransactionsCsv(getDb(), actor, params("from=2026-05-01&to=2026-05-31"));
    const audit = (await exportAudits("export.transactions")).at(-1);
    expect(audit).toMatchObject({ adminId: actor.id, adminEmail: actor.email, after: { from: "2026-05-01", to: "2026-05-31", rows: 2 } });
    await response.body?.cancel();
  });

  it("refuses a missing, malformed or too long range with a 400 and a readable message, without an audit row", async () => {
    const before = (await exportAudits("export.transactions")).length;
    const cases: Array<[string, RegExp]> = [
      ["", /"from" must be a date written YYYY-MM-DD/],
      ["from=2026-01-01", /"to" must be a date/],
      ["to=2026-01-01", /"from" must be a date/],
      ["from=2026-1-1&to=2026-01-31", /"from" must be a date written YYYY-MM-DD/],
      ["from=2026-02-30&to=2026-03-31", /"from" must be a date/],
      ["from=01/02/2026&to=2026-03-31", /"from" must be a date/],
      ["from=2026-03-02&to=2026-03-01", /ends before it starts/],
      ["from=2026-01-01&to=2027-01-02", /at most 366 days/],
      ["from=2026-01-01&to=2026-01-31&from=2026-01-02", /"from" is given more than once/],
      ["from=2026-01-01&to=2026-01-31&user=x", /Unknown filter "user"/],
    ];
    for (const [query, message] of cases) {
      const response = await exportTransactionsCsv(getDb(), actor, params(query));
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await response.text(), query).toMatch(message);
    }
    expect(await exportAudits("export.transactions")).toHaveLength(before);
    // A leap year's 366 days are allowed.
    const leapYear = await exportTransactionsCsv(getDb(), actor, params("from=2024-01-01&to=2024-12-31"));
    expect(leapYear.status).toBe(200);
    await leapYear.body?.cancel();
  });
});

describe("export routes", () => {
  it("stream the CSV to an admin and record who asked", async () => {
    const admin = await createSignedInUser();
    await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    const get = (path: string) => new Request(`${getEnv().PUBLIC_URL}${path}`, { headers: { cookie: admin.cookie } });
    const usersAnswer = (await exportUsersRoute.loader({
      request: get("/hidden/admin/export/users.csv"),
      params: {},
      context: {},
    } as never)) as Response;
    expect(usersAnswer.status).toBe(200);
    expect(records(await usersAnswer.text()).some((r) => r.email === admin.user.email)).toBe(true);
    const request = get("/hidden/admin/export/transactions.csv?from=2026-01-01&to=2026-01-31");
    const transactionsAnswer = (await exportTransactionsRoute.loader({ request, params: {}, context: {} } as never)) as Response;
    expect(transactionsAnswer.status).toBe(200);
    await transactionsAnswer.text();
    const audits = await getDb().select().from(adminActions).where(eq(adminActions.adminId, admin.user.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["export.transactions", "export.users"]);
    const bad = (await exportTransactionsRoute.loader({
      request: get("/hidden/admin/export/transactions.csv?from=2026-01-01"),
      params: {},
      context: {},
    } as never)) as Response;
    expect(bad.status).toBe(400);
  });
});
