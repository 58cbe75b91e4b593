import type { BillingCycle, PlanType } from "./pricing";

/** The client-safe view of a subscription the buy flow and the billing page use. */
export type SubscriptionSummary = {
  subscriptionId: string;
  planType: PlanType;
  billingCycle: BillingCycle;
  status: string;
  provider: "stripe" | "test";
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
};
