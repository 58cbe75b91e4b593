import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { isBillingCycle, isPlanType, planPriceCents } from "~/features/billing/pricing";
import { loadSettings } from "~/features/settings/settings.server";
import { DAY_MS } from "~/utils/dates";

// The dashboard's money figures (CONTRACT.md "Money"): monthly recurring revenue,
// active subscribers, churn and refunds of the last 30 days, each from one SQL
// aggregate over the rows (as dashboard.server.ts does for its charts).

export type MoneyFigures = {
  /** Cents a month: every active plan at what its subscriber pays, a yearly one at a twelfth. */
  mrrCents: number;
  activeSubscribers: number;
  /** Accounts whose plan ended in the last 30 days and that have none now. */
  churned: number;
  /** churned / (subscribers 30 days ago), 0–1; null with no subscriber then. */
  churnRate: number | null;
  refunds: { count: number; cents: number };
};

type Row = Record<string, unknown>;

async function rowsOf(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Active plans count (cancelled ones until their period end has passed); past due ones are not revenue. */
const ACTIVE = sql.raw(
  `status in ('active', 'trialing') and not (cancel_at_period_end and current_period_end is not null and current_period_end <= now())`,
);

export async function loadMoneyFigures(db: DbOrTx, now = new Date()): Promise<MoneyFigures> {
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const [plans, subscribers, churn, refunds] = await Promise.all([
    // Each plan at what its subscriber pays: the latest paid period (terms are kept, ADR 029), else today's price.
    rowsOf(
      db,
      sql`select s.plan_type, s.billing_cycle, (
            select p.amount_cents from payments p
            where p.user_id = s.user_id and p.status = 'paid' and p.details->>'subscriptionId' = s.subscription_id
            order by p.created_at desc limit 1
          ) as paid_cents
          from subscriptions s where ${ACTIVE}`,
    ),
    rowsOf(db, sql`select count(distinct user_id)::int as n from subscriptions where ${ACTIVE}`),
    rowsOf(
      db,
      sql`
      with ended as (
        select distinct s.user_id from subscriptions s
        where s.status = 'canceled' and s.updated_at >= ${since}::timestamptz and s.created_at < ${since}::timestamptz
          and not exists (select 1 from subscriptions c where c.user_id = s.user_id and c.status in ('active', 'trialing', 'past_due'))
      ),
      at_start as (
        select distinct user_id from subscriptions
        where created_at < ${since}::timestamptz
          and (status in ('active', 'trialing', 'past_due') or (status = 'canceled' and updated_at >= ${since}::timestamptz))
      )
      select (select count(*) from ended)::int as churned, (select count(*) from at_start)::int as at_start`,
    ),
    rowsOf(
      db,
      sql`select count(*)::int as n, coalesce(sum(refunded_cents), 0)::int as cents from payments where last_refund_at >= ${since}::timestamptz`,
    ),
  ]);
  const table = (await loadSettings(db)).plans;
  let mrrCents = 0;
  for (const row of plans) {
    const plan = row.plan_type;
    const cycle = row.billing_cycle;
    if (!isPlanType(plan) || !isBillingCycle(cycle)) continue;
    const cents = row.paid_cents == null ? planPriceCents(table, plan, cycle) : Number(row.paid_cents);
    mrrCents += cycle === "yearly" ? cents / 12 : cents;
  }
  const churned = Number(churn[0]?.churned ?? 0);
  const atStart = Number(churn[0]?.at_start ?? 0);
  return {
    mrrCents: Math.round(mrrCents),
    activeSubscribers: Number(subscribers[0]?.n ?? 0),
    churned,
    churnRate: atStart > 0 ? churned / atStart : null,
    refunds: { count: Number(refunds[0]?.n ?? 0), cents: Number(refunds[0]?.cents ?? 0) },
  };
}
