import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { credits, generationSuspensions } from "~/db/schema";
import { confirmAdult, isAdultConfirmed } from "~/features/accounts/adult-confirmation.server";
import { getBalance } from "~/features/credits/ledger.server";
import { getActiveSuspension } from "~/features/moderation/suspension.server";
import { createUser } from "../../../tests/factories";
import { findPendingGeneration } from "./generation-queries.server";
import { request } from "./generation-test-helpers";
import { reserveGeneration } from "./reserve-generation.server";
import { readWorkspaceFacts } from "./workspace-facts.server";

/** The same facts through each owner's own function: the one query must agree with them. */
async function factsOneByOne(userId: string) {
  const db = getDb();
  return {
    balance: await getBalance(db, userId),
    adultConfirmed: await isAdultConfirmed(db, userId),
    suspended: (await getActiveSuspension(db, userId)) !== null,
    hasPending: (await findPendingGeneration(db, userId)) !== null,
  };
}

describe("the workspace's first-paint facts in one query", () => {
  it("reads a fresh account as its owners' functions do", async () => {
    const user = await createUser({ credits: 3 });
    const facts = await readWorkspaceFacts(getDb(), user.id);
    expect(facts).toEqual({ balance: 3, adultConfirmed: false, suspended: false, hasPending: false });
    expect(facts).toEqual(await factsOneByOne(user.id));
  });

  it("sees a confirmed adult, an active suspension and a running generation", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    await confirmAdult(db, user.id);
    await reserveGeneration(db, { userId: user.id, request: request() });
    await db.insert(generationSuspensions).values({ userId: user.id, reason: "minor signals" });
    const facts = await readWorkspaceFacts(db, user.id);
    expect(facts).toEqual({ balance: 1, adultConfirmed: true, suspended: true, hasPending: true });
    expect(facts).toEqual(await factsOneByOne(user.id));
  });

  it("does not count a lifted suspension, and reads a missing credits record as null", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    await db.insert(generationSuspensions).values({ userId: user.id, reason: "minor signals", liftedAt: new Date(), liftedBy: "admin" });
    await db.delete(credits).where(eq(credits.userId, user.id));
    const facts = await readWorkspaceFacts(db, user.id);
    expect(facts).toEqual({ balance: null, adultConfirmed: false, suspended: false, hasPending: false });
    expect(facts).toEqual(await factsOneByOne(user.id));
  });

  it("answers null for an account that is gone", async () => {
    expect(await readWorkspaceFacts(getDb(), "no-such-user")).toBeNull();
  });
});
