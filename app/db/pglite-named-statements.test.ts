import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepStatementNamed, nameKeptStatements } from "./pglite-named-statements.server";

const READ = "select id, name, born, active, tags, settings, score from people where id = $1::uuid or name = $2";

let client: PGlite;
beforeEach(async () => {
  client = new PGlite();
  await client.exec(`
    create table people (id uuid primary key, name text, born timestamptz, active boolean, tags text[], settings jsonb, score bigint);
    insert into people values
      ('8f0c3c4e-6a8e-4bfa-9a39-5c1f9d5a0001', 'Ada', '1990-05-01T10:00:00Z', true, '{a,b}', '{"theme":"dark"}', 9007199254740993),
      ('8f0c3c4e-6a8e-4bfa-9a39-5c1f9d5a0002', 'Bo', null, false, '{}', null, 2);
  `);
});
afterEach(() => client.close());

/** The same read through PGlite as published, for comparison. */
async function unnamedAnswer(sql: string, params: unknown[], options?: Parameters<PGlite["query"]>[2]) {
  const plain = new PGlite({ loadDataDir: await client.dumpDataDir("none") });
  try {
    return await plain.query(sql, params, options);
  } finally {
    await plain.close();
  }
}

describe("reads kept as named statements on PGlite", () => {
  it("answers exactly as an unnamed statement does, with the same parsers and row mode", async () => {
    nameKeptStatements(client);
    keepStatementNamed(client, READ);
    for (const params of [
      ["8f0c3c4e-6a8e-4bfa-9a39-5c1f9d5a0001", null],
      [null, "Bo"],
      [null, "nobody"],
    ]) {
      for (const options of [undefined, { rowMode: "array" as const, parsers: { 1184: (value: string) => value } }]) {
        const kept = await client.query(READ, params, options);
        const plain = await unnamedAnswer(READ, params, options);
        expect(kept.rows).toEqual(plain.rows);
        expect(kept.fields).toEqual(plain.fields);
      }
    }
    const [ada] = (await client.query<{ born: Date; settings: unknown }>(READ, ["8f0c3c4e-6a8e-4bfa-9a39-5c1f9d5a0001", null])).rows;
    expect(ada.born).toEqual(new Date("1990-05-01T10:00:00Z"));
    expect(ada.settings).toEqual({ theme: "dark" });
  });

  it("runs a kept read in one round trip into the database after its first", async () => {
    nameKeptStatements(client);
    keepStatementNamed(client, READ);
    await client.query(READ, [null, "Ada"]);
    const roundTrips = vi.spyOn(client, "execProtocolRaw");
    await client.query(READ, [null, "Bo"]);
    expect(roundTrips).toHaveBeenCalledTimes(1);
    roundTrips.mockClear();
    await client.query("select count(*) from people", []);
    expect(roundTrips.mock.calls.length).toBeGreaterThan(1);
  });

  it("answers right after the table under a kept read changes shape", async () => {
    nameKeptStatements(client);
    keepStatementNamed(client, READ);
    expect((await client.query<{ name: string }>(READ, [null, "Ada"])).rows[0].name).toBe("Ada");
    await client.exec("alter table people alter column score type text; update people set name = 'Ada L.' where name = 'Ada'");
    const after = await client.query<{ name: string; score: string }>(READ, [null, "Ada L."]);
    expect(after.rows).toEqual([expect.objectContaining({ name: "Ada L.", score: "9007199254740993" })]);
    // And it is kept again (parsed anew on the next call), not left unnamed.
    await client.query(READ, [null, "Bo"]);
    const roundTrips = vi.spyOn(client, "execProtocolRaw");
    await client.query(READ, [null, "Bo"]);
    expect(roundTrips).toHaveBeenCalledTimes(1);
  });

  it("throws the statement's own error for a bad parameter, and keeps working", async () => {
    nameKeptStatements(client);
    keepStatementNamed(client, READ);
    await expect(client.query(READ, ["not-a-uuid", null])).rejects.toThrow(/invalid input syntax for type uuid/);
    expect((await client.query(READ, [null, "Bo"])).rows).toHaveLength(1);
  });

  it("waits for a transaction in progress instead of reading inside it", async () => {
    nameKeptStatements(client);
    keepStatementNamed(client, READ);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("update people set name = 'Uncommitted' where name = 'Bo'");
      await held;
      await tx.rollback();
    });
    const read = client.query<{ name: string }>(READ, ["8f0c3c4e-6a8e-4bfa-9a39-5c1f9d5a0002", null]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect((await read).rows[0].name).toBe("Bo");
  });

  it("keeps reads only, and leaves other databases alone", () => {
    nameKeptStatements(client);
    expect(() => keepStatementNamed(client, "update people set name = $1")).toThrow("only reads");
    expect(() => keepStatementNamed({ query: () => {} }, "update people set name = $1")).not.toThrow();
    expect(() => keepStatementNamed(undefined, READ)).not.toThrow();
  });
});
