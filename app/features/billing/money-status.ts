// A payment's status as users and operators read it (CONTRACT.md "Money").
import { planLabel, type PriceTable } from "./pricing";
export type MoneyStatus = "Paid" | "Refunded" | "Partly refunded" | "Disputed";

export function moneyStatus(payment: { amountCents: number; refundedCents: number; disputedCents: number }): MoneyStatus {
  if (payment.disputedCents > 0) return "Disputed";
  if (payment.refundedCents > 0 && payment.refundedCents >= payment.amountCents) return "Refunded";
  if (payment.refundedCents > 0) return "Partly refunded";
  return "Paid";
}

/** What a payment paid for, in words: 'Credit top-up', 'Agency Plan', 'Agency Plan renewal'. */
export function paymentTitle(kind: string, details: Record<string, unknown> | null | undefined, table: PriceTable): string {
  const plan = details?.planType === "creator" || details?.planType === "agency" ? planLabel(details.planType, table) : "Plan";
  if (kind === "topup") return "Credit top-up";
  if (kind === "renewal") return `${plan} renewal`;
  if (kind === "upgrade") return `${plan} upgrade`;
  return plan;
}
