import { and, desc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "~/db/db.server";
import { payments } from "~/db/schema";
import { loadSettings } from "~/features/settings/settings.server";
import { formatCredits, formatUsd, planLabel, PLAN_TYPES, BILLING_CYCLES } from "./pricing";

// What the buyer just paid for, named on their return from the checkout
// ('Payment successful!' with what was bought). The server reads it from the
// payment it recorded; nothing in the return address is trusted for it.

const RECENT_MS = 15 * 60 * 1000;

const planDetails = z.object({ planType: z.enum(PLAN_TYPES), billingCycle: z.enum(BILLING_CYCLES) });

/** "1,000 credits ($10)" or "Creator Plan (monthly), 1,000 credits": the user's newest paid purchase of the last 15 minutes, or null (not there yet). */
export async function describeRecentPurchase(db: DbOrTx, userId: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ kind: payments.kind, credits: payments.credits, amountCents: payments.amountCents, details: payments.details })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, "paid"), gte(payments.createdAt, new Date(now.getTime() - RECENT_MS))))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!row) return null;
  if (row.kind === "topup") return `${formatCredits(row.credits)} credits (${formatUsd(row.amountCents)})`;
  const plan = planDetails.safeParse(row.details);
  const credits = `${formatCredits(row.credits)} credits`;
  if (!plan.success) return credits;
  // The plan as the operator names it now (Settings); the price and credits are the payment's own.
  const table = (await loadSettings(db)).plans;
  return `${planLabel(plan.data.planType, table)} (${plan.data.billingCycle}), ${credits}`;
}
