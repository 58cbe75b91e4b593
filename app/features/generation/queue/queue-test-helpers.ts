import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll } from "vitest";
import { getDb } from "~/db/db.server";
import { generations } from "~/db/schema";
import { resetEnvCache } from "~/utils/env.server";
import { createUser } from "../../../../tests/factories";
import { startImageProviderFake, type ImageProviderFake } from "../../../../tests/mocks/image-provider-fake";
import { request } from "../generation-test-helpers";
import { reserveGeneration } from "../reserve-generation.server";

// What the queue's test files share: a fake image provider, lease ageing, waiting, a reserved generation.

/** Starts the fake provider for the calling test file and resets provider settings after each test. */
export function useProviderFake() {
  const holder: { fake: ImageProviderFake } = { fake: undefined as unknown as ImageProviderFake };
  beforeAll(async () => {
    holder.fake = await startImageProviderFake();
  });
  afterAll(async () => {
    await holder.fake.close();
  });
  afterEach(() => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    holder.fake.behaviour = "success";
    resetEnvCache();
  });
  return holder;
}

/** Makes a generation's lease look `seconds` old, as if its worker stopped then. */
export async function ageLease(id: string, seconds: number) {
  await getDb()
    .update(generations)
    .set({ heartbeatAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(generations.id, id));
}

export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function reserved(credits = 1, model: "flux" | "gpt-image-1" = "flux") {
  const user = await createUser({ credits });
  const { generation } = await reserveGeneration(getDb(), { userId: user.id, request: request({ model }) });
  return { user, generation };
}
