import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { appSettings } from "~/db/schema";
import { getEnv, resetEnvCache } from "~/utils/env.server";
import { openSecondHandle } from "../../../tests/setup/same-database";
import { AUTH_SECRET_SETTING, loadSharedAuthSecret, prepareAuthSecret } from "./auth-secret.server";

const original = { DATABASE_URL: process.env.DATABASE_URL, AUTH_SECRET: process.env.AUTH_SECRET };

afterEach(async () => {
  for (const [key, value] of Object.entries(original)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
  await getDb().delete(appSettings);
});

describe("the auth secret shared through the database", () => {
  it("is created once: processes starting together all end with the same secret", async () => {
    // Each "process" has its own connections (on PostgreSQL a separate pool).
    const others = await Promise.all([openSecondHandle(), openSecondHandle()]);
    try {
      const dbs = [getDb(), getDb(), ...others.map((h) => h?.db ?? getDb())];
      const secrets = await Promise.all(dbs.map((db) => loadSharedAuthSecret(db)));
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0].length).toBeGreaterThanOrEqual(32);
      // A later start reads the same one.
      expect(await loadSharedAuthSecret(getDb())).toBe(secrets[0]);
    } finally {
      await Promise.all(others.map((h) => h?.close()));
    }
  });

  it("is what AUTH_SECRET becomes with DATABASE_URL and no AUTH_SECRET, and is not read before start-up loads it", async () => {
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:5432/not-opened-by-this-test";
    delete process.env.AUTH_SECRET;
    resetEnvCache();
    expect(() => getEnv().AUTH_SECRET).toThrow(/before start-up loaded the shared secret/);

    await prepareAuthSecret(getDb());
    const stored = await loadSharedAuthSecret(getDb());
    expect(getEnv().AUTH_SECRET).toBe(stored);
    // Nothing is kept in this process's folder.
    expect(existsSync(path.join(getEnv().DATA_DIR, "auth-secret"))).toBe(false);
  });

  it("is not used when AUTH_SECRET is set, nor on the embedded database (the file in DATA_DIR)", async () => {
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:5432/not-opened-by-this-test";
    process.env.AUTH_SECRET = "operator-chosen-secret-operator-chosen";
    resetEnvCache();
    await prepareAuthSecret(getDb());
    expect(getEnv().AUTH_SECRET).toBe("operator-chosen-secret-operator-chosen");

    delete process.env.DATABASE_URL;
    delete process.env.AUTH_SECRET;
    resetEnvCache();
    await prepareAuthSecret(getDb());
    const fromFile = getEnv().AUTH_SECRET;
    expect(existsSync(path.join(getEnv().DATA_DIR, "auth-secret"))).toBe(true);
    resetEnvCache();
    expect(getEnv().AUTH_SECRET).toBe(fromFile);

    const rows = await getDb().select().from(appSettings);
    expect(rows.filter((r) => r.key === AUTH_SECRET_SETTING)).toEqual([]);
  });
});
