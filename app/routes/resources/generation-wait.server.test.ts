import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, openDatabase, type Database, type DatabaseHandle } from "~/db/db.server";
import { failGeneration } from "~/features/generation/fail-generation.server";
import { stopGenerationEvents } from "~/features/generation/generation-events.server";
import type { GenerationView } from "~/features/generation/generation-options";
import { request } from "~/features/generation/generation-test-helpers";
import { reserveGeneration } from "~/features/generation/reserve-generation.server";
import { createSignedInUser } from "../../../tests/factories";
import { loader } from "./generation";

// GET /api/generations/:id?wait=1 answers when the generation settles on any
// process (here: settled through another connection pool on PostgreSQL), and
// answers "pending" with its queue state at the time limit.

const onPostgres = process.env.TEST_DB_KIND === "postgres";
let other: DatabaseHandle | null = null;
const elsewhere = (): Database => other?.db ?? getDb();

beforeAll(() => {
  if (!onPostgres) return;
  other = openDatabase({ url: (getDb() as unknown as { $client: pg.Pool }).$client.options.connectionString });
});

afterAll(async () => {
  await other?.close();
  await stopGenerationEvents();
});

async function pendingFor(userId: string) {
  const { generation } = await reserveGeneration(getDb(), { userId, request: request() });
  return generation;
}

async function get(id: string, cookie: string, query = "?wait=1") {
  const answer = await loader({
    request: new Request(`http://localhost:3999/api/generations/${id}${query}`, { headers: { cookie } }),
    params: { id },
    context: {},
  } as never);
  return { status: answer.status, body: (await answer.json()) as { ok: boolean; generation: GenerationView; balance: number } };
}

describe("GET /api/generations/:id?wait=1", () => {
  it("answers with the settled generation once another process settles it", async () => {
    const { user, cookie } = await createSignedInUser({ credits: 2 });
    const generation = await pendingFor(user.id);
    const started = Date.now();
    const answering = get(generation.id, cookie);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await failGeneration(elsewhere(), generation, "settled elsewhere");
    const { status, body } = await answering;
    expect(status).toBe(200);
    expect(body.generation).toMatchObject({ id: generation.id, status: "failed", error: "settled elsewhere" });
    expect(body.generation).not.toHaveProperty("queue");
    expect(body.balance).toBe(2);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("answers 'pending' with its place in line after the wait limit (5 s while queued)", async () => {
    const { user, cookie } = await createSignedInUser({ credits: 2 });
    const generation = await pendingFor(user.id);
    const started = Date.now();
    const { status, body } = await get(generation.id, cookie);
    const took = Date.now() - started;
    expect(status).toBe(200);
    expect(body.generation.status).toBe("pending");
    expect(body.generation.queue).toMatchObject({ state: "queued" });
    expect(body.generation.queue?.position).toBeGreaterThanOrEqual(1);
    expect(took).toBeGreaterThanOrEqual(4_900);
    expect(took).toBeLessThan(8_000);
  });

  it("answers at once without ?wait=1", async () => {
    const { user, cookie } = await createSignedInUser({ credits: 2 });
    const generation = await pendingFor(user.id);
    const started = Date.now();
    const { body } = await get(generation.id, cookie, "");
    expect(body.generation.status).toBe("pending");
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
