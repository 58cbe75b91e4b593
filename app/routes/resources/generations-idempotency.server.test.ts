import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { runningGenerations } from "~/features/generation/inflight-generations.server";
import { createSignedInUser } from "../../../tests/factories";
import { action } from "./generations";

// POST /api/generations with a reused Idempotency key: the same request
// answers with the first generation; another request is refused with 422.

function post(cookie: string, body: Record<string, unknown>) {
  const request = new Request("http://localhost:3999/api/generations", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return action({ request, params: {}, context: {} } as never);
}

type Answer = { ok: boolean; created?: boolean; generation?: { id: string }; error?: { code: string; title: string; message: string } };

describe("POST /api/generations with a reused idempotency key", () => {
  it("answers the same request with the first generation, charged once, and refuses a different one with 422", async () => {
    const { user, cookie } = await createSignedInUser({ credits: 3 });
    const body = { prompt: "a lantern in the fog", model: "flux", idempotencyKey: "reuse-key-0001" };

    const first = await post(cookie, body);
    expect(first.status).toBe(202);
    const created = (await first.json()) as Answer;
    await Promise.all(runningGenerations());

    const again = await post(cookie, body);
    expect(again.status).toBe(200);
    expect((await again.json()) as Answer).toMatchObject({ ok: true, created: false, generation: { id: created.generation!.id } });

    for (const change of [{ prompt: "a lantern in the rain" }, { model: "dall-e-3" }, { isPrivate: true }]) {
      const refused = await post(cookie, { ...body, ...change });
      expect(refused.status).toBe(422);
      expect((await refused.json()) as Answer).toEqual({
        ok: false,
        error: { code: "UNPROCESSABLE", title: "Request already used", message: "This request was already used for a different generation" },
      });
    }
    expect(await getBalance(getDb(), user.id)).toBe(2);
    expect(await getDb().select().from(generations).where(eq(generations.userId, user.id))).toHaveLength(1);
  });
});
