import { describe, expect, it } from "vitest";
import { getDb, type Database } from "~/db/db.server";
import { openSecondHandle } from "../../../tests/setup/same-database";
import { withInstallationLock } from "./installation-lock.server";

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the installation-wide lock", () => {
  it("lets one holder in at a time, across separate connection pools (processes) too", async () => {
    const others = await Promise.all([openSecondHandle(), openSecondHandle()]);
    try {
      const dbs: Database[] = [getDb(), getDb(), ...others.map((h) => h?.db ?? getDb())];
      let inside = 0;
      let most = 0;
      const order: number[] = [];
      await Promise.all(
        dbs.map((db, i) =>
          withInstallationLock(db, "test-lock", async () => {
            inside++;
            most = Math.max(most, inside);
            await pause(30);
            order.push(i);
            inside--;
          }),
        ),
      );
      expect(most).toBe(1);
      expect(order.sort()).toEqual([0, 1, 2, 3]);
    } finally {
      await Promise.all(others.map((h) => h?.close()));
    }
  });

  it("passes the result and the failure of the work through, and frees the lock after a failure", async () => {
    await expect(withInstallationLock(getDb(), "test-fail", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await withInstallationLock(getDb(), "test-fail", async () => 42)).toBe(42);
  });
});
