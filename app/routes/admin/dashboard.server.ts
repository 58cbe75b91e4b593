import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { DAY_MS, isoDay } from "~/utils/dates";

// The admin dashboard's figures: daily series over the last 30 UTC days (today
// included), each computed by one SQL statement over the rows themselves, so the
// charts can never disagree with the tables. Days without rows are 0
// (generate_series). Period totals come from the same statement (a window sum).

export const DASHBOARD_DAYS = 30;

export type DailyAccounts = { day: string; accounts: number };
export type DailyGenerations = { day: string; succeeded: number; failed: number; refused: number };
export type DailyCredits = { day: string; sold: number; spent: number };
/** Cents paid that day: first periods and renewals of each plan, and top-ups. */
export type DailyRevenue = { day: string; creator: number; agency: number; topup: number };
export type EngineStats = {
  engine: string;
  /** Settled generations (succeeded or failed) of the period. */
  count: number;
  /** Failed for a reason other than the content rules (a blocked picture is a refusal, not an engine failure). */
  failed: number;
  /** failed / count, 0–1. */
  failureRate: number;
  /** Time from the engine being asked to the row settling, in ms; null without timed rows. */
  p50Ms: number | null;
  p95Ms: number | null;
};

export type DashboardStats = {
  /** First and last day shown (YYYY-MM-DD, UTC), both included. */
  period: { firstDay: string; lastDay: string; days: number };
  accounts: { days: DailyAccounts[]; total: number };
  generations: { days: DailyGenerations[]; totals: Omit<DailyGenerations, "day"> };
  credits: { days: DailyCredits[]; totals: Omit<DailyCredits, "day"> };
  revenue: { days: DailyRevenue[]; totals: Omit<DailyRevenue, "day"> };
  /** Busiest engine first; `total` is every engine together (null when nothing settled). */
  engines: { rows: EngineStats[]; total: EngineStats | null };
};

type Period = { firstDay: string; lastDay: string; from: string; to: string };

function periodEnding(now: Date): Period {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = today - (DASHBOARD_DAYS - 1) * DAY_MS;
  return { firstDay: isoDay(first), lastDay: isoDay(today), from: new Date(first).toISOString(), to: new Date(today + DAY_MS).toISOString() };
}

// Both drivers (node-postgres and PGlite) answer `execute` with `{ rows }`.
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `days`: one row per UTC day of the period (timestamp without time zone, so the session's zone cannot shift it). */
const daysOf = (p: Period) =>
  sql`days as (select d::date as day from generate_series(${p.firstDay}::timestamp, ${p.lastDay}::timestamp, interval '1 day') as d)`;
/** The UTC day of a timestamptz column. */
const dayOf = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);
/** Rows of the period, through the column's created_at index. */
const within = (column: string, p: Period) => sql`${sql.raw(column)} >= ${p.from}::timestamptz and ${sql.raw(column)} < ${p.to}::timestamptz`;
/** Generations whose output the content rules blocked: the refusal is counted, not an engine failure. */
const blocked = (p: Period) =>
  sql`blocked as (select distinct generation_id from moderation_events where generation_id is not null and created_at >= ${p.from}::timestamptz)`;

function accountsQuery(p: Period) {
  return sql`
    with ${daysOf(p)},
    agg as (
      select ${dayOf("created_at")} as day, count(*)::int as n
      from users where ${within("created_at", p)} group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(agg.n, 0)::int as accounts,
           (sum(coalesce(agg.n, 0)) over ())::int as total_accounts
    from days left join agg on agg.day = days.day
    order by days.day`;
}

function generationsQuery(p: Period) {
  return sql`
    with ${daysOf(p)}, ${blocked(p)},
    gen as (
      select ${dayOf("g.created_at")} as day,
             count(*) filter (where g.status = 'succeeded')::int as succeeded,
             count(*) filter (where g.status = 'failed' and b.generation_id is null)::int as failed
      from generations g left join blocked b on b.generation_id = g.id
      where ${within("g.created_at", p)} group by 1
    ),
    ref as (
      select ${dayOf("created_at")} as day, count(*)::int as refused
      from moderation_events where ${within("created_at", p)} group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
           coalesce(gen.succeeded, 0)::int as succeeded, coalesce(gen.failed, 0)::int as failed, coalesce(ref.refused, 0)::int as refused,
           (sum(coalesce(gen.succeeded, 0)) over ())::int as total_succeeded,
           (sum(coalesce(gen.failed, 0)) over ())::int as total_failed,
           (sum(coalesce(ref.refused, 0)) over ())::int as total_refused
    from days left join gen on gen.day = days.day left join ref on ref.day = days.day
    order by days.day`;
}

/**
 * Sold: credits of paid payments. Spent: debits, less the refunds of failed
 * generations (credits keyed 'refund:{generationId}', fail-generation.server.ts);
 * an admin's adjustment (keyed 'adjustment:…', user-actions.server.ts) is neither.
 */
function creditsQuery(p: Period) {
  return sql`
    with ${daysOf(p)},
    sold as (
      select ${dayOf("created_at")} as day, sum(credits)::int as sold
      from payments where status = 'paid' and ${within("created_at", p)} group by 1
    ),
    spent as (
      select ${dayOf("created_at")} as day, sum(case when type = 'debit' then amount else -amount end)::int as spent
      from transactions
      where ${within("created_at", p)}
        and ((type = 'debit' and coalesce(idempotency_key, '') not like 'adjustment:%') or (type = 'credit' and idempotency_key like 'refund:%'))
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(sold.sold, 0)::int as sold, coalesce(spent.spent, 0)::int as spent,
           (sum(coalesce(sold.sold, 0)) over ())::int as total_sold,
           (sum(coalesce(spent.spent, 0)) over ())::int as total_spent
    from days left join sold on sold.day = days.day left join spent on spent.day = days.day
    order by days.day`;
}

/** Paid payments in cents: plans (first period and renewals, by details.planType) and top-ups. */
function revenueQuery(p: Period) {
  return sql`
    with ${daysOf(p)},
    rev as (
      select ${dayOf("created_at")} as day,
             coalesce(sum(amount_cents) filter (where kind in ('subscription', 'renewal') and details->>'planType' = 'creator'), 0)::int as creator,
             coalesce(sum(amount_cents) filter (where kind in ('subscription', 'renewal') and details->>'planType' = 'agency'), 0)::int as agency,
             coalesce(sum(amount_cents) filter (where kind = 'topup'), 0)::int as topup
      from payments where status = 'paid' and ${within("created_at", p)} group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
           coalesce(rev.creator, 0)::int as creator, coalesce(rev.agency, 0)::int as agency, coalesce(rev.topup, 0)::int as topup,
           (sum(coalesce(rev.creator, 0)) over ())::int as total_creator,
           (sum(coalesce(rev.agency, 0)) over ())::int as total_agency,
           (sum(coalesce(rev.topup, 0)) over ())::int as total_topup
    from days left join rev on rev.day = days.day
    order by days.day`;
}

/** Per engine and for all engines together (the grouping set `()`, engine null). */
function enginesQuery(p: Period) {
  return sql`
    with ${blocked(p)},
    settled as (
      select coalesce(g.engine, 'unknown') as engine,
             g.status = 'failed' and b.generation_id is null as failed,
             case when g.started_at is not null and g.completed_at is not null
                  then extract(epoch from (g.completed_at - g.started_at)) * 1000 end as ms
      from generations g left join blocked b on b.generation_id = g.id
      where ${within("g.created_at", p)} and g.status in ('succeeded', 'failed')
    )
    select engine, count(*)::int as count, (count(*) filter (where failed))::int as failed,
           round(percentile_cont(0.5) within group (order by ms))::int as p50,
           round(percentile_cont(0.95) within group (order by ms))::int as p95
    from settled
    group by grouping sets ((engine), ())
    order by engine is null, count(*) desc, engine`;
}

type Row = Record<string, unknown>;

/** A series' days (`keys` of each row) and its period totals (the rows' `total_{key}`, the same on every row). */
function series<K extends string>(rows: Row[], keys: readonly K[]) {
  const days = rows.map((row) => {
    const day = { day: String(row.day) } as { day: string } & Record<K, number>;
    for (const key of keys) day[key] = Number(row[key]) as (typeof day)[K];
    return day;
  });
  const totals = {} as Record<K, number>;
  for (const key of keys) totals[key] = Number(rows[0]?.[`total_${key}`] ?? 0);
  return { days, totals };
}

type EngineRow = { engine: string | null; count: number; failed: number; p50: number | null; p95: number | null };

function engineStats(row: EngineRow): EngineStats {
  return {
    engine: row.engine ?? "all",
    count: row.count,
    failed: row.failed,
    failureRate: row.count > 0 ? row.failed / row.count : 0,
    p50Ms: row.p50,
    p95Ms: row.p95,
  };
}

/** Everything the dashboard's charts show, for the 30 UTC days ending with `now`'s day. */
export async function loadDashboardStats(db: DbOrTx, now = new Date()): Promise<DashboardStats> {
  const p = periodEnding(now);
  const [accounts, generations, credits, revenue, engines] = await Promise.all([
    rowsOf<Row>(db, accountsQuery(p)),
    rowsOf<Row>(db, generationsQuery(p)),
    rowsOf<Row>(db, creditsQuery(p)),
    rowsOf<Row>(db, revenueQuery(p)),
    rowsOf<EngineRow>(db, enginesQuery(p)),
  ]);
  const total = engines.find((row) => row.engine === null);
  const accountSeries = series(accounts, ["accounts"]);
  return {
    period: { firstDay: p.firstDay, lastDay: p.lastDay, days: DASHBOARD_DAYS },
    accounts: { days: accountSeries.days, total: accountSeries.totals.accounts },
    generations: series(generations, ["succeeded", "failed", "refused"]),
    credits: series(credits, ["sold", "spent"]),
    revenue: series(revenue, ["creator", "agency", "topup"]),
    engines: {
      rows: engines.filter((row) => row.engine !== null).map(engineStats),
      total: total && total.count > 0 ? engineStats(total) : null,
    },
  };
}
