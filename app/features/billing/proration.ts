// A plan upgrade in the middle of a period (Creator → Agency, same billing
// cycle) is prorated (ADR 035): the buyer pays the price difference for the part
// of the period that is left, from the operator's price table, and gets the
// difference of the two plans' credits at once. Pure, so the figures are tested.
import { planLabel, planPriceCents, type BillingCycle, type PlanType, type PriceTable } from "./pricing";

export type UpgradeQuote = {
  from: PlanType;
  to: PlanType;
  billingCycle: BillingCycle;
  /** What is charged now: (new price − old price) × the part of the period left, rounded to the cent. */
  amountCents: number;
  /** Granted when paid: the difference of the two plans' credits per period. */
  credits: number;
  /** Days left of the period, rounded up (what the buyer is told). */
  daysLeft: number;
  /** The part of the period left, 0…1. */
  fraction: number;
  periodStart: Date;
  periodEnd: Date;
};

const DAY_MS = 86_400_000;

/** The start of the period that ends at `end`: one calendar month or year earlier (31 March → 28 February, not 3 March). */
export function periodStartFor(end: Date, cycle: BillingCycle): Date {
  const start = new Date(end);
  const day = start.getUTCDate();
  start.setUTCDate(1);
  if (cycle === "yearly") start.setUTCFullYear(start.getUTCFullYear() - 1);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(day, lastDay));
  return start;
}

/** Whether `to` is an upgrade of `from` (a dearer plan); only upgrades are prorated. */
export function isUpgrade(table: PriceTable, from: PlanType, to: PlanType, cycle: BillingCycle): boolean {
  return from !== to && planPriceCents(table, to, cycle) > planPriceCents(table, from, cycle);
}

export function quoteUpgrade(input: {
  table: PriceTable;
  from: PlanType;
  to: PlanType;
  billingCycle: BillingCycle;
  periodEnd: Date;
  now: Date;
}): UpgradeQuote {
  const { table, from, to, billingCycle, periodEnd, now } = input;
  const periodStart = periodStartFor(periodEnd, billingCycle);
  const length = periodEnd.getTime() - periodStart.getTime();
  const left = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), length);
  const fraction = length > 0 ? left / length : 0;
  const difference = planPriceCents(table, to, billingCycle) - planPriceCents(table, from, billingCycle);
  return {
    from,
    to,
    billingCycle,
    amountCents: Math.max(0, Math.round(difference * fraction)),
    credits: Math.max(0, table.plans[to].creditsPerPeriod - table.plans[from].creditsPerPeriod),
    daysLeft: Math.ceil(left / DAY_MS),
    fraction,
    periodStart,
    periodEnd,
  };
}

/** How the checkout names it: 'Agency Plan upgrade (monthly)', '12 days left of this period, prorated'. */
export function upgradeWording(table: PriceTable, quote: UpgradeQuote): { title: string; description: string } {
  const days = `${quote.daysLeft} day${quote.daysLeft === 1 ? "" : "s"}`;
  return {
    title: `${planLabel(quote.to, table)} upgrade (${quote.billingCycle})`,
    description: `From ${planLabel(quote.from, table)}: the price difference for the ${days} left of this period, then ${planLabel(quote.to, table)} at its full price`,
  };
}
