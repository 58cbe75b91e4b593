import { eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/db.server";
import { appSettings, credits, generations, generationUsages, moderationEvents, profiles, users } from "~/db/schema";
import { applyBillingEvent } from "~/features/billing/fulfilment.server";
import { planPriceCents, type PlanType } from "~/features/billing/pricing";
import { DEFAULT_PRICING } from "~/features/settings/plans-schema";
import { creditAccount, debitAccount } from "~/features/credits/ledger.server";
import { SIGNUP_GRANT_DESCRIPTION } from "~/features/credits/signup-grant.server";
import { REFUND_DESCRIPTION } from "~/features/generation/fail-generation.server";
import { GENERATION_FAILED, PROVIDER_FAILURE_MESSAGES } from "~/features/generation/provider-messages";
import { logger } from "~/utils/logger.server";
import { DAY_MS } from "~/utils/dates";

// A month of made-up history for a new installation, so that the admin
// dashboard's charts show something: about 60 accounts that cannot sign in (no
// password), their sign-up credits, top-ups and two plans paid through the test
// checkout's fulfilment, generations (no picture files) with their debits and
// refunds, and a few refusals. Money moves through the ledger and fulfilment
// functions, so every balance equals its ledger; those functions stamp rows with
// the current time, so the rows are moved to their day at the end.
// Deterministic (seeded pseudo-random numbers): the same `now` gives the same history.

export const DEMO_HISTORY_KEY = "demo_history";
/** The made-up accounts' addresses (demo.user.<n>@example.com), as a LIKE pattern; removeDemoData finds them by it. */
export const DEMO_EMAIL_LIKE = "demo.user.%@example.com";
const demoEmail = (n: number) => DEMO_EMAIL_LIKE.replace("%", String(n));
const HISTORY_LOCK = 727_276;
const USERS = 60;
const REFUSALS = 14;
const GENERATION_COST = 1;
const DEBIT_DESCRIPTION = "Image generation";

/** mulberry32: small, fast and good enough for demo data. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof seededRandom>;

const FIRST_NAMES = ["Ava", "Noah", "Mia", "Liam", "Zoe", "Ethan", "Ivy", "Lucas", "Nora", "Leo", "Maya", "Owen", "Ruby", "Felix", "Iris", "Hugo"];
const LAST_NAMES = [
  "Martin",
  "Chen",
  "Garcia",
  "Novak",
  "Okafor",
  "Silva",
  "Keller",
  "Rossi",
  "Haddad",
  "Larsen",
  "Tanaka",
  "Dubois",
  "Kowalski",
  "Reyes",
];
const PROMPTS = [
  "a neon-lit street market in the rain, cinematic",
  "portrait of an astronaut in a sunflower field, film grain",
  "a cosy reading nook in a treehouse, warm light",
  "isometric pixel-art city at night",
  "a fox in a snowy forest, watercolour",
  "retro-futuristic diner on Mars, 1950s poster style",
  "a lighthouse in a storm, oil painting",
  "macro photo of a dew-covered spider web at dawn",
  "a dragon made of origami paper",
  "minimalist poster of a mountain lake, pastel colours",
  "cyberpunk samurai on a rooftop, moody",
  "a bowl of ramen, studio food photography",
];
const REFUSED_PROMPTS = ["an explicit scene, with the NSFW setting off", "nude figure study, NSFW off", "explicit couple on a beach, NSFW off"];
const MODELS = ["gpt-image-1", "gpt-image-1", "flux", "flux", "flux", "dall-e-3"];
const SIZES: Record<string, [number, number]> = {
  "1:1": [1024, 1024],
  "4:3": [1024, 768],
  "3:4": [768, 1024],
  "16:9": [1024, 576],
  "9:16": [576, 1024],
};
const FAILURES = [PROVIDER_FAILURE_MESSAGES.timeout, PROVIDER_FAILURE_MESSAGES.busy, GENERATION_FAILED];

const pick = <T>(random: Random, list: readonly T[]) => list[Math.floor(random() * list.length)];
const between = (random: Random, min: number, max: number) => min + random() * (max - min);

/** Lowercase hex from the generator (ids look random but are reproducible). */
function hex(random: Random, length: number) {
  let out = "";
  while (out.length < length) out += Math.floor(random() * 16).toString(16);
  return out;
}

const uuid = (random: Random) => {
  const h = hex(random, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

type DemoUser = { id: string; email: string; name: string; createdAt: Date };
type DemoGeneration = typeof generations.$inferInsert & { id: string; createdAt: Date; completedAt: Date };

export type HistoryEvent =
  | { kind: "signup"; at: Date; user: DemoUser }
  | { kind: "topup"; at: Date; userId: string; packDollars: number; paymentId: string }
  | { kind: "plan"; at: Date; userId: string; planType: PlanType; firstPeriod: boolean; subscriptionId: string; paymentId: string }
  | { kind: "generation"; at: Date; generation: DemoGeneration }
  | { kind: "refusal"; at: Date; userId: string; email: string; prompt: string };

// A new database's history: the price table is still SPEC's (Settings' defaults).
const TOP_UP_PACKS = DEFAULT_PRICING.packs;

/** Weighted toward the small packs, as people buy. */
function pickPack(random: Random) {
  const r = random();
  return TOP_UP_PACKS[r < 0.5 ? 0 : r < 0.8 ? 1 : r < 0.95 ? 2 : 3].dollars;
}

function demoGeneration(random: Random, userId: string, at: Date, index: number): DemoGeneration {
  const aspectRatio = pick(random, Object.keys(SIZES));
  const failed = random() < 0.07;
  const failure = failed ? pick(random, FAILURES) : null;
  // The local engine takes about a second; a timeout waits for the provider's limit.
  const queued = between(random, 150, 1_500);
  const took =
    failure === PROVIDER_FAILURE_MESSAGES.timeout
      ? between(random, 60_000, 62_000)
      : failed
        ? between(random, 200, 900)
        : Math.exp(Math.log(900) + 0.45 * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()));
  const startedAt = new Date(at.getTime() + queued);
  const completedAt = new Date(startedAt.getTime() + Math.round(took));
  const [width, height] = SIZES[aspectRatio];
  return {
    id: uuid(random),
    userId,
    idempotencyKey: `demo-history-${index}`,
    prompt: pick(random, PROMPTS),
    mode: "generate",
    model: pick(random, MODELS),
    aspectRatio,
    seed: Math.floor(random() * 2_147_483_647),
    status: failed ? "failed" : "succeeded",
    width: failed ? null : width,
    height: failed ? null : height,
    engine: "local",
    error: failure,
    imagePath: null,
    thumbPath: null,
    createdAt: at,
    startedAt,
    completedAt,
  };
}

/**
 * The history as a list of events in time order, all before `now`. Pure: the
 * same `now` gives the same events.
 */
export function planDemoHistory(now: Date): HistoryEvent[] {
  const random = seededRandom(20_261_125);
  const end = now.getTime();
  const events: HistoryEvent[] = [];
  let generationIndex = 0;
  let refusalsLeft = REFUSALS;
  for (let n = 1; n <= USERS; n++) {
    // The two plan holders: a Creator plan bought before the month and renewed within it,
    // an Agency plan bought within it. The others joined during the month, more of them lately.
    const planType: PlanType | null = n === 1 ? "creator" : n === 2 ? "agency" : null;
    const joined =
      n === 1
        ? end - between(random, 42, 44) * DAY_MS
        : n === 2
          ? end - between(random, 17, 19) * DAY_MS
          : end - 10 * 60_000 - Math.pow(random(), 1.3) * 29.4 * DAY_MS;
    const name = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
    const user: DemoUser = { id: hex(random, 32), email: demoEmail(n), name, createdAt: new Date(joined) };
    events.push({ kind: "signup", at: user.createdAt, user });
    // A moment after joining, never later than a minute ago.
    const later = (minMs: number, maxMs: number) => new Date(Math.min(end - 60_000, joined + between(random, minMs, maxMs)));

    let uses: number;
    if (planType) {
      const subscriptionId = `seed_sub_${n}`;
      const first = planType === "creator" ? later(DAY_MS, 2 * DAY_MS) : later(3_600_000, 6 * 3_600_000);
      events.push({ kind: "plan", at: first, userId: user.id, planType, firstPeriod: true, subscriptionId, paymentId: `seed_${subscriptionId}_1` });
      const renewal = new Date(first.getTime() + 30 * DAY_MS);
      if (renewal.getTime() < end) {
        events.push({
          kind: "plan",
          at: renewal,
          userId: user.id,
          planType,
          firstPeriod: false,
          subscriptionId,
          paymentId: `seed_${subscriptionId}_2`,
        });
      }
      uses = Math.round(between(random, 25, 45));
    } else if (random() < 0.32) {
      const buys = random() < 0.2 ? 2 : 1;
      for (let b = 1; b <= buys; b++) {
        const at = later((b - 1) * 6 * DAY_MS + 3_600_000, (b - 1) * 6 * DAY_MS + 3 * DAY_MS);
        events.push({ kind: "topup", at, userId: user.id, packDollars: pickPack(random), paymentId: `seed_topup_${n}_${b}` });
      }
      uses = Math.round(between(random, 6, 28));
    } else {
      // Most free accounts use their welcome credits, some never come back.
      uses = random() < 0.2 ? 0 : Math.round(between(random, 1, 3));
    }
    // Most pictures in the first days after joining, fewer later; those that would fall after now have not happened yet.
    for (let g = 0; g < uses; g++) {
      const at = joined + 5 * 60_000 - Math.log(1 - random()) * 6 * DAY_MS;
      if (at > end - 2 * 60_000) continue; // settled (a timeout takes a minute) before now
      events.push({ kind: "generation", at: new Date(at), generation: demoGeneration(random, user.id, new Date(at), generationIndex++) });
    }
    if (refusalsLeft > 0 && random() < 0.25) {
      refusalsLeft--;
      events.push({
        kind: "refusal",
        at: later(10 * 60_000, end - joined),
        userId: user.id,
        email: user.email,
        prompt: pick(random, REFUSED_PROMPTS),
      });
    }
  }
  // Signing up comes first at equal times; then time order (a stable sort keeps the plan order).
  return events.sort((a, b) => a.at.getTime() - b.at.getTime() || Number(b.kind === "signup") - Number(a.kind === "signup"));
}

async function historyMarker(db: DbOrTx) {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, DEMO_HISTORY_KEY)).limit(1);
  return row?.value ?? null;
}

/** When each row keyed below happened; the ledger and fulfilment stamp them with the time of writing. */
type Backdates = { transactions: { key: string; at: string }[]; payments: { id: string; at: string }[]; subscriptions: { id: string; at: string }[] };

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** Writes the events in time order, inside the caller's transaction. */
async function writeHistory(tx: DbOrTx, events: HistoryEvent[], signupCredits: number) {
  const dates: Backdates = { transactions: [], payments: [], subscriptions: [] };
  const made: DemoGeneration[] = [];
  const refusals: (typeof moderationEvents.$inferInsert)[] = [];
  for (const event of events) {
    switch (event.kind) {
      case "signup": {
        const { user } = event;
        await tx.insert(users).values({ ...user, emailVerified: true, updatedAt: user.createdAt });
        await tx.insert(profiles).values({ id: user.id, createdAt: user.createdAt });
        await tx.insert(credits).values({ userId: user.id, amount: 0 });
        if (signupCredits > 0) {
          const key = `signup:${user.id}`;
          await creditAccount(tx, { userId: user.id, amount: signupCredits, description: SIGNUP_GRANT_DESCRIPTION, idempotencyKey: key });
          dates.transactions.push({ key, at: event.at.toISOString() });
        }
        break;
      }
      case "topup": {
        const pack = TOP_UP_PACKS.find((p) => p.dollars === event.packDollars)!;
        await applyBillingEvent(tx, {
          type: "topup.paid",
          provider: "test",
          paymentId: event.paymentId,
          userId: event.userId,
          packDollars: pack.dollars,
          amountCents: pack.dollars * 100,
          occurredAt: event.at,
        });
        dates.payments.push({ id: event.paymentId, at: event.at.toISOString() });
        dates.transactions.push({ key: `payment:test:${event.paymentId}`, at: event.at.toISOString() });
        break;
      }
      case "plan": {
        await applyBillingEvent(tx, {
          type: "subscription.paid",
          provider: "test",
          paymentId: event.paymentId,
          userId: event.userId,
          subscriptionId: event.subscriptionId,
          planType: event.planType,
          billingCycle: "monthly",
          amountCents: planPriceCents(DEFAULT_PRICING, event.planType, "monthly"),
          periodEnd: new Date(event.at.getTime() + 30 * DAY_MS),
          firstPeriod: event.firstPeriod,
          occurredAt: event.at,
        });
        dates.payments.push({ id: event.paymentId, at: event.at.toISOString() });
        dates.transactions.push({ key: `payment:test:${event.paymentId}`, at: event.at.toISOString() });
        if (event.firstPeriod) dates.subscriptions.push({ id: event.subscriptionId, at: event.at.toISOString() });
        break;
      }
      case "generation": {
        const g = event.generation;
        const debitKey = `demo-history:${g.id}`;
        // Out of credits: this one did not happen.
        if (
          (await debitAccount(tx, { userId: g.userId, amount: GENERATION_COST, description: DEBIT_DESCRIPTION, idempotencyKey: debitKey })) === null
        )
          break;
        dates.transactions.push({ key: debitKey, at: g.createdAt.toISOString() });
        if (g.status === "failed") {
          const refundKey = `refund:${g.id}`;
          await creditAccount(tx, { userId: g.userId, amount: GENERATION_COST, description: REFUND_DESCRIPTION, idempotencyKey: refundKey });
          dates.transactions.push({ key: refundKey, at: g.completedAt.toISOString() });
        }
        made.push(g);
        break;
      }
      case "refusal":
        refusals.push({
          userId: event.userId,
          userEmail: event.email,
          layer: "text",
          category: "sexual-needs-nsfw",
          minorSignal: false,
          reason: "sexual terms while the NSFW setting is off",
          prompt: event.prompt,
          isNsfw: false,
          createdAt: event.at,
        });
        break;
    }
  }

  await insertInChunks(made, (chunk) => tx.insert(generations).values(chunk));
  await insertInChunks(made, (chunk) =>
    tx.insert(generationUsages).values(
      chunk.map((g) => ({
        userId: g.userId,
        prompt: g.prompt,
        mode: g.mode,
        model: g.model,
        isNsfw: false,
        aspectRatio: g.aspectRatio,
        success: g.status === "succeeded",
        createdAt: g.completedAt,
      })),
    ),
  );
  if (refusals.length > 0) await tx.insert(moderationEvents).values(refusals);

  // Each row to its moment (one statement per table).
  await tx.execute(sql`
    update transactions t set created_at = d.at
    from jsonb_to_recordset(${JSON.stringify(dates.transactions)}::jsonb) as d(key text, at timestamptz)
    where t.idempotency_key = d.key`);
  await tx.execute(sql`
    update payments p set created_at = d.at
    from jsonb_to_recordset(${JSON.stringify(dates.payments)}::jsonb) as d(id text, at timestamptz)
    where p.provider = 'test' and p.provider_id = d.id`);
  await tx.execute(sql`
    update subscriptions s set created_at = d.at, updated_at = greatest(d.at, s.state_at)
    from jsonb_to_recordset(${JSON.stringify(dates.subscriptions)}::jsonb) as d(id text, at timestamptz)
    where s.subscription_id = d.id`);
  return { users: events.filter((e) => e.kind === "signup").length, generations: made.length, refusals: refusals.length };
}

/**
 * Writes the demo history once per database, and only on the start that seeded
 * the demo catalogue into an empty database (`catalogSeeded`, from
 * seedDemoContent): an installation with its own content or users never gets
 * made-up accounts. Two processes starting at once: the advisory lock makes the
 * second wait, then it finds the marker.
 */
export async function seedDemoHistory(
  db: Database,
  options: { catalogSeeded: boolean; signupCredits: number; now?: Date },
): Promise<{ seeded: boolean }> {
  if (!options.catalogSeeded || (await historyMarker(db))) return { seeded: false };
  const started = Date.now();
  const events = planDemoHistory(options.now ?? new Date());
  const written = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK})`);
    if (await historyMarker(tx)) return null;
    const counts = await writeHistory(tx, events, options.signupCredits);
    await tx.insert(appSettings).values({ key: DEMO_HISTORY_KEY, value: { outcome: "seeded", at: new Date().toISOString(), ...counts } });
    return counts;
  });
  if (!written) return { seeded: false };
  logger.info({ ms: Date.now() - started, ...written }, "seeded a month of demo history for the admin dashboard");
  return { seeded: true };
}
