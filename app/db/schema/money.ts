import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { payments } from "./billing";

// Facts the provider reported about one charge (refunds, disputes), kept even
// before the payment they belong to is recorded: events arrive in any order.
// Every reversal of one charge first locks its charge_facts row (reversals.server.ts).
export const chargeFacts = pgTable(
  "charge_facts",
  {
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    chargeRef: text("charge_ref").notNull(),
    /** Stripe's `amount_refunded`, the largest seen (it only grows). */
    providerRefundedCents: integer("provider_refunded_cents").notNull().default(0),
    receiptUrl: text("receipt_url"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.chargeRef] })],
);

export const paymentDisputes = pgTable(
  "payment_disputes",
  {
    disputeId: text("dispute_id").primaryKey(),
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    chargeRef: text("charge_ref").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").notNull(),
    /** A closed dispute is final: a late 'created' never reopens it. */
    closed: boolean("closed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_disputes_charge_idx").on(t.provider, t.chargeRef)],
);

// Refunds an operator asked for (Payments → 'Refund'); Stripe's own figure
// arrives later with charge.refunded and is the same money, not more.
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** The payment's refunded total once this refund is done: with refunds made at Stripe too, the larger figure counts. */
    totalAfterCents: integer("total_after_cents").notNull(),
    reason: text("reason").notNull(),
    adminId: text("admin_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_refunds_payment_idx").on(t.paymentId), check("payment_refunds_amount_positive", sql`${t.amountCents} > 0`)],
);

// Money e-mails owed once (receipt, refund, failed payment, plan ended): the key
// is written in the transaction of what the mail tells, so a repeated event
// finds it and mails nothing again.
export const billingNotices = pgTable("billing_notices", {
  key: text("key").primaryKey(),
  userId: text("user_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
