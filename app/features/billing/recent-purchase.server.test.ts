import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { payments } from "~/db/schema";
import { createUser } from "../../../tests/factories";
import { describeRecentPurchase } from "./recent-purchase.server";

async function pay(userId: string, values: Partial<typeof payments.$inferInsert>) {
  await getDb()
    .insert(payments)
    .values({
      provider: "test",
      providerId: `cs_${randomUUID()}`,
      kind: "topup",
      userId,
      amountCents: 1000,
      credits: 500,
      status: "paid",
      ...values,
    });
}

describe("describeRecentPurchase (the success message's 'what was bought')", () => {
  it("names a top-up by its credits and price, a plan by its name, cycle and credits", async () => {
    const buyer = await createUser();
    expect(await describeRecentPurchase(getDb(), buyer.id)).toBeNull();
    await pay(buyer.id, { credits: 3500, amountCents: 3000, createdAt: new Date(Date.now() - 60_000) });
    expect(await describeRecentPurchase(getDb(), buyer.id)).toBe("3,500 credits ($30)");
    await pay(buyer.id, { kind: "subscription", credits: 1000, amountCents: 1900, details: { planType: "creator", billingCycle: "monthly" } });
    expect(await describeRecentPurchase(getDb(), buyer.id)).toBe("Creator Plan (monthly), 1,000 credits");
  });

  it("ignores other buyers, unpaid payments and purchases older than 15 minutes", async () => {
    const buyer = await createUser();
    const other = await createUser();
    await pay(other.id, {});
    await pay(buyer.id, { status: "not-granted", credits: 0 });
    await pay(buyer.id, { createdAt: new Date(Date.now() - 16 * 60_000) });
    expect(await describeRecentPurchase(getDb(), buyer.id)).toBeNull();
  });
});
