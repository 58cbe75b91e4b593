import { sql } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { loadDashboardStats } from "~/routes/admin/dashboard.server";
import { machineLine, openBenchDatabase, serverVersion, timeRounds } from "./scratch-database";

// The admin dashboard's aggregates over a year of data on PostgreSQL: a scratch
// database filled with INSERT … SELECT generate_series (users, generations,
// transactions, payments, refusals spread over 365 days), then
// loadDashboardStats (five statements at once, as the page runs them) a few
// times. Exit code 1 when the median is over the budget. BENCH_DB=pglite runs it
// on an in-memory PGlite instead (the embedded database's engine).

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const BUDGET_MS = 200;
const SIZE = {
  users: Number(process.env.BENCH_USERS ?? 20_000),
  generations: Number(process.env.BENCH_GENERATIONS ?? 300_000),
  transactions: Number(process.env.BENCH_TRANSACTIONS ?? 400_000),
  payments: Number(process.env.BENCH_PAYMENTS ?? 30_000),
  refusals: Number(process.env.BENCH_REFUSALS ?? 5_000),
};

/** `n` rows numbered i, each with its own moment t in the last year (uniform) and a random r. */
const rowsInYear = (n: number) =>
  sql`(select i, now() - random() * interval '365 days' as t, random() as r from generate_series(1, ${n}::int) as i) as s`;

async function fill(db: Database) {
  const { users, generations, transactions, payments, refusals } = SIZE;
  const owner = sql`'bench_' || (1 + i % ${users}::int)`;
  await db.execute(sql`
    insert into users (id, name, email, email_verified, created_at, updated_at)
    select 'bench_' || i, 'Bench ' || i, 'bench.' || i || '@example.com', true, t, t
    from ${rowsInYear(users)}`);
  await db.execute(sql`
    insert into generations (user_id, idempotency_key, prompt, mode, model, aspect_ratio, seed, status, engine, error,
                             created_at, started_at, completed_at)
    select ${owner}, 'bench-' || i, 'a lighthouse at dusk', 'generate', 'flux', '1:1', i,
           case when r < 0.06 then 'failed' else 'succeeded' end,
           (array['local', 'openai', 'fal', 'sdwebui'])[1 + i % 4],
           case when r < 0.06 then 'The image service did not answer in time. Your credit was refunded.' end,
           t, t + interval '1 second', t + interval '1 second' + (200 + random() * 8000) * interval '1 millisecond'
    from ${rowsInYear(generations)}`);
  // Six debits to a refund (refund:…) and a payment's credit (payment:…).
  await db.execute(sql`
    insert into transactions (user_id, type, amount, description, idempotency_key, created_at)
    select ${owner},
           case when i % 8 < 6 then 'debit' else 'credit' end,
           case when i % 8 = 7 then 500 else 1 end,
           'bench',
           case when i % 8 = 6 then 'refund:' || i when i % 8 = 7 then 'payment:test:bench_' || i end,
           t
    from ${rowsInYear(transactions)}`);
  await db.execute(sql`
    insert into payments (provider, provider_id, kind, user_id, amount_cents, credits, status, details, created_at)
    select 'test', 'bench_' || i, kind, ${owner},
           case kind when 'topup' then 1000 when 'subscription' then 2500 else 4500 end,
           case kind when 'topup' then 500 when 'subscription' then 1000 else 2000 end,
           case when i % 40 = 0 then 'not-granted' else 'paid' end,
           case kind when 'topup' then jsonb_build_object('packDollars', 10)
                else jsonb_build_object('subscriptionId', 'sub_' || i, 'planType', case when i % 3 = 0 then 'agency' else 'creator' end,
                                        'billingCycle', 'monthly') end,
           t
    from (select s.*, (array['topup', 'topup', 'subscription', 'renewal'])[1 + i % 4] as kind from ${rowsInYear(payments)}) as p`);
  // Four fifths refused at the prompt; a fifth blocked an output picture (they point at its generation).
  const blocked = Math.floor(refusals / 5);
  await db.execute(sql`
    insert into moderation_events (user_id, user_email, layer, category, minor_signal, reason, prompt, is_nsfw, created_at)
    select ${owner}, 'bench.' || i || '@example.com', 'text', 'sexual-needs-nsfw', false, 'bench', 'refused', false, t
    from ${rowsInYear(refusals - blocked)}`);
  await db.execute(sql`
    insert into moderation_events (user_id, user_email, layer, category, minor_signal, reason, prompt, is_nsfw, generation_id, created_at)
    select user_id, '', 'output', 'sexual-needs-nsfw', false, 'bench', prompt, false, id, completed_at
    from (select * from generations order by random() limit ${blocked}) as g`);
  await db.execute(sql`analyze`);
}

export async function runBenchmark(): Promise<number> {
  const { db, drop, engine } = await openBenchDatabase(SERVER_URL);
  try {
    const version = await serverVersion(db);
    console.log(`Benchmark: admin dashboard aggregates over a year of data, ${engine} ${version}, ${ROUNDS} rounds`);
    console.log(machineLine());
    const started = performance.now();
    await fill(db);
    const counts = Object.entries(SIZE)
      .map(([table, n]) => `${n.toLocaleString("en-US")} ${table}`)
      .join(", ");
    console.log(`filled: ${counts} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // The first run reads the pages from disk into the cache; it is shown but not counted.
    const { first, cold, p50, max } = await timeRounds(ROUNDS, () => loadDashboardStats(db));
    const g = first.generations.totals;
    console.log(
      `last 30 days: ${first.accounts.total} accounts, ${g.succeeded}/${g.failed}/${g.refused} generations succeeded/failed/refused, ` +
        `${first.credits.totals.sold} credits sold, ${first.credits.totals.spent} spent, ${first.engines.rows.length} engines`,
    );
    console.log(
      `loadDashboardStats: first ${cold.toFixed(1)} ms, then median ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms (budget ${BUDGET_MS} ms)`,
    );
    const ok = p50 <= BUDGET_MS;
    console.log(ok ? "PASS" : `FAIL: the median is over ${BUDGET_MS} ms`);
    return ok ? 0 : 1;
  } finally {
    await drop();
  }
}
