import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    planType: text("plan_type", { enum: ["creator", "agency"] }).notNull(),
    billingCycle: text("billing_cycle", { enum: ["monthly", "yearly"] })
      .notNull()
      .default("monthly"),
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    // The provider's subscription id (Stripe "sub_..."; test checkout's own id).
    subscriptionId: text("subscription_id").notNull().unique(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    // The provider's time of the newest state applied: an older event arriving
    // late never overwrites a newer one.
    stateAt: timestamp("state_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_user_status_idx").on(t.userId, t.status, t.createdAt),
    // At most one plan per user that counts as current (DESIGN.md invariant 3). The
    // predicate cannot depend on time: a plan cancelled at period end keeps its
    // status until the code (or Stripe's deletion event) sets 'canceled'.
    uniqueIndex("subscriptions_one_current_per_user")
      .on(t.userId)
      .where(sql`${t.status} in ('active', 'trialing', 'past_due')`),
  ],
);

// One row per provider payment or event that moved credits: the unique
// (provider, provider_id) pair is what makes fulfilment happen at most once.
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    providerId: text("provider_id").notNull(),
    kind: text("kind", { enum: ["topup", "subscription", "renewal", "upgrade"] }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    credits: integer("credits").notNull(),
    status: text("status").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    // The provider's id that its refunds and disputes name (Stripe: the payment
    // intent; test checkout: its own id). Reversals: see billing/reversals.server.ts.
    chargeRef: text("charge_ref"),
    /** Refunded so far (the provider's figure or our operators' refunds, whichever is larger). */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** Under an open or lost dispute. */
    disputedCents: integer("disputed_cents").notNull().default(0),
    /** Credits taken back from the balance for refunds and disputes. */
    creditsTakenBack: integer("credits_taken_back").notNull().default(0),
    /** Credits that should have been taken back but were already spent (never below zero). */
    creditsShortfall: integer("credits_shortfall").notNull().default(0),
    /** Counts the ledger moves of reversals, each one's idempotency key. */
    reversalSeq: integer("reversal_seq").notNull().default(0),
    receiptUrl: text("receipt_url"),
    /** When the refunded amount last grew (the dashboard's refunds of the last 30 days). */
    lastRefundAt: timestamp("last_refund_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_provider_id_unique").on(t.provider, t.providerId),
    uniqueIndex("payments_charge_ref_unique").on(t.provider, t.chargeRef),
    index("payments_user_idx").on(t.userId),
    index("payments_created_idx").on(t.createdAt),
  ],
);

export const stripeCustomers = pgTable("stripe_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

// Every checkout opened: the built-in test checkout's (CONTRACT.md; its page's Pay
// button only refers to the id) and Stripe's. What is bought, its price and its
// credits are fixed here by the server from the operator's price table when the
// checkout is opened; fulfilment grants what is recorded here, so a price change
// after opening does not change what this checkout costs or gives (ADR 029).
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    provider: text("provider", { enum: ["stripe", "test"] })
      .notNull()
      .default("test"),
    // Stripe's Checkout Session id (cs_…), set once Stripe has made it.
    providerSessionId: text("provider_session_id").unique(),
    // What the buyer was shown when the checkout opened (the plan's name then).
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // upgrade: a prorated plan change of the subscription named in replacesSubscriptionId (ADR 035).
    kind: text("kind", { enum: ["topup", "subscription", "upgrade"] }).notNull(),
    planType: text("plan_type", { enum: ["creator", "agency"] }),
    billingCycle: text("billing_cycle", { enum: ["monthly", "yearly"] }),
    packDollars: integer("pack_dollars"),
    amountCents: integer("amount_cents").notNull(),
    credits: integer("credits").notNull(),
    // The active subscription a plan change replaces once paid.
    replacesSubscriptionId: text("replaces_subscription_id"),
    returnTo: text("return_to", { enum: ["billing", "workspace"] }).notNull(),
    // 'refused': Pay was answered "your account already has a plan" and nothing was granted.
    status: text("status", { enum: ["open", "paid", "canceled", "refused"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("checkout_sessions_user_idx").on(t.userId, t.createdAt)],
);
