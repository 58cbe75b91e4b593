// SPEC section 4, buy flow: what pressing 'Buy Credits' opens. A pure function so
// every branch is unit-tested; the provider calls it again every 100 ms while the
// subscription is still loading.
import type { PlanType } from "./pricing";

export const DECISION_RETRY_MS = 100;

export type SubscriptionState = { status: "idle" } | { status: "loading" } | { status: "loaded"; planType: PlanType | null };

export type BuyFlowDecision =
  { action: "sign-in" } | { action: "wait"; retryInMs: number } | { action: "top-up" } | { action: "plans"; currentPlan: PlanType | null };

export function decideBuyFlow(input: { signedIn: boolean; subscription: SubscriptionState }): BuyFlowDecision {
  if (!input.signedIn) return { action: "sign-in" };
  if (input.subscription.status !== "loaded") return { action: "wait", retryInMs: DECISION_RETRY_MS };
  const plan = input.subscription.planType;
  if (plan === "agency") return { action: "top-up" };
  if (plan === "creator") return { action: "plans", currentPlan: "creator" };
  return { action: "plans", currentPlan: null };
}
