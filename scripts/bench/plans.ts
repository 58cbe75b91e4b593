import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import { credits, profiles, subscriptions, users } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { createCheckout } from "~/features/billing/checkout.server";
import { payTestCheckout } from "~/features/billing/test-checkout.server";
import { isAppError } from "~/utils/errors";
import { openScratchDatabase } from "./scratch-database";

// The one-active-plan benchmark of issue 11, on PostgreSQL with the built-in
// test checkout: (1) six checkouts of the Creator monthly plan opened by one
// user, then all six paid at once; (2) a Creator subscriber opens an Agency
// monthly and an Agency yearly upgrade and pays both at once. Each scenario
// must end with exactly one active plan and one plan's credits granted.

const SERVER_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PAYS = 6;

async function createBenchUser(db: Database) {
  const id = `bench_${randomBytes(8).toString("hex")}`;
  const email = `${id}@example.com`;
  await db.insert(users).values({ id, email, name: "bench", emailVerified: true });
  await db.insert(profiles).values({ id });
  await db.insert(credits).values({ userId: id, amount: 0 });
  return { id, email, name: "bench" };
}

const sessionIdOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

async function activePlans(db: Database, userId: string) {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["active", "trialing", "past_due"])));
  return rows.length;
}

type Tally = { paid: number; refused: number; errors: number };

async function payAll(db: Database, userId: string, ids: string[]): Promise<Tally> {
  const tally: Tally = { paid: 0, refused: 0, errors: 0 };
  await Promise.all(
    ids.map((id) =>
      payTestCheckout(db, userId, id).then(
        () => tally.paid++,
        (error: unknown) => {
          if (isAppError(error) && error.status < 500) tally.refused++;
          else {
            tally.errors++;
            console.error(error);
          }
        },
      ),
    ),
  );
  return tally;
}

export async function runBenchmark(): Promise<number> {
  const { db, drop } = await openScratchDatabase(SERVER_URL, ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "DATABASE_URL"]);
  let ok = true;
  try {
    console.log(`Benchmark: one active plan per user, test checkout on PostgreSQL, ${ROUNDS} rounds per scenario`);
    console.log(
      `machine: ${cpus().length} x ${cpus()[0]?.model.trim() ?? "cpu"}, Node ${process.version}; load average at start ${loadavg()[0].toFixed(1)}`,
    );

    // Scenario 1: six Creator-monthly checkouts paid at once.
    let worstPlans = 0;
    let worstCredits = 0;
    const totals: Tally = { paid: 0, refused: 0, errors: 0 };
    let wall = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      const user = await createBenchUser(db);
      const ids: string[] = [];
      for (let i = 0; i < PAYS; i++) {
        const { url } = await createCheckout(db, user, { planType: "creator", billingCycle: "monthly", isUpgrade: false, returnTo: "billing" });
        ids.push(sessionIdOf(url));
      }
      const tally = await payAll(db, user.id, ids);
      totals.paid += tally.paid;
      totals.refused += tally.refused;
      totals.errors += tally.errors;
      const plans = await activePlans(db, user.id);
      const granted = (await getBalance(db, user.id)) ?? 0;
      worstPlans = Math.max(worstPlans, plans);
      worstCredits = Math.max(worstCredits, granted);
      if (plans !== 1 || granted !== 1_000 || tally.paid !== 1) ok = false;
    }
    let ms = performance.now() - wall;
    console.log(
      `6-way pay of Creator monthly: paid ${totals.paid}, refused ${totals.refused}, errors ${totals.errors} over ${ROUNDS} rounds; ` +
        `worst round: ${worstPlans} active plans, ${worstCredits} credits granted (expected 1 and 1,000); ${(ms / ROUNDS).toFixed(0)} ms per round`,
    );

    // Scenario 2: two concurrent upgrades (Agency monthly and yearly) from Creator monthly.
    worstPlans = 0;
    worstCredits = 0;
    const up: Tally = { paid: 0, refused: 0, errors: 0 };
    wall = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      const user = await createBenchUser(db);
      const { url } = await createCheckout(db, user, { planType: "creator", billingCycle: "monthly", isUpgrade: false, returnTo: "billing" });
      await payTestCheckout(db, user.id, sessionIdOf(url));
      const monthly = await createCheckout(db, user, { planType: "agency", billingCycle: "monthly", isUpgrade: true, returnTo: "billing" });
      const yearly = await createCheckout(db, user, { planType: "agency", billingCycle: "yearly", isUpgrade: true, returnTo: "billing" });
      const tally = await payAll(db, user.id, [sessionIdOf(monthly.url), sessionIdOf(yearly.url)]);
      up.paid += tally.paid;
      up.refused += tally.refused;
      up.errors += tally.errors;
      const plans = await activePlans(db, user.id);
      const granted = ((await getBalance(db, user.id)) ?? 0) - 1_000;
      worstPlans = Math.max(worstPlans, plans);
      worstCredits = Math.max(worstCredits, granted);
      if (plans !== 1 || granted !== 2_000 || tally.paid !== 1) ok = false;
    }
    ms = performance.now() - wall;
    console.log(
      `2 concurrent upgrades (Agency monthly + yearly): paid ${up.paid}, refused ${up.refused}, errors ${up.errors} over ${ROUNDS} rounds; ` +
        `worst round: ${worstPlans} active plans, ${worstCredits} upgrade credits granted (expected 1 and 2,000); ${(ms / ROUNDS).toFixed(0)} ms per round`,
    );
    console.log(
      ok ? "PASS: exactly one active plan and one plan's credits in every round" : "FAIL: more than one plan or credits granted more than once",
    );
  } finally {
    await drop();
  }
  return ok ? 0 : 1;
}
