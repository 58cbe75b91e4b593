import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { createUser } from "../../../tests/factories";
import { request } from "./generation-test-helpers";
import { reserveGeneration } from "./reserve-generation.server";
import { runGeneration } from "./run-generation.server";
import { getWorkspace } from "./workspace-data.server";

describe("a reload while a generation runs", () => {
  it("shows the running generation, then its result among the recent images", async () => {
    const db = getDb();
    const user = await createUser({ credits: 1 });
    const { generation } = await reserveGeneration(db, { userId: user.id, request: request() });
    const during = await getWorkspace(db, user.id, {});
    expect(during.pending).toMatchObject({ id: generation.id, status: "pending" });
    await runGeneration(db, generation);
    const after = await getWorkspace(db, user.id, {});
    expect(after.pending).toBeNull();
    expect(after.recent.items.map((i) => i.id)).toEqual([generation.id]);
    expect(after.balance).toBe(0);
  });
});
