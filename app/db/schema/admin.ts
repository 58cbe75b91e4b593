import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const ADMIN_ACTION_KINDS = [
  "credits.adjust",
  "account.suspend",
  "account.unsuspend",
  "account.mark-verified",
  "account.resend-verification",
  "account.sign-out-everywhere",
  "account.make-admin",
  "account.remove-admin",
  "account.delete",
  "generation.lift-suspension",
  "provider-call.retry",
  "export.users",
  "export.transactions",
  "export.payments",
  "demo-data.remove",
  "settings.update",
  "payment.refund",
  "api-key.revoke",
  "webhook.disable",
  "webhook.delete",
  "picture.remove",
  "picture.dismiss-reports",
] as const;

export type AdminActionKind = (typeof ADMIN_ACTION_KINDS)[number];

// Every action an admin takes on users and money: who, when, what, before and
// after. Append-only (a trigger refuses UPDATE and DELETE). Ids and e-mails are
// copied, not referenced, so the record outlives a deleted account.
export const adminActions = pgTable(
  "admin_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: text("admin_id").notNull(),
    adminEmail: text("admin_email").notNull(),
    action: text("action", { enum: ADMIN_ACTION_KINDS }).notNull(),
    targetUserId: text("target_user_id"),
    targetEmail: text("target_email"),
    /** Why, in the admin's words, where the action asks for it (a credit adjustment, a suspension). */
    reason: text("reason"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_actions_created_idx").on(t.createdAt),
    index("admin_actions_target_created_idx").on(t.targetUserId, t.createdAt),
    index("admin_actions_action_created_idx").on(t.action, t.createdAt),
  ],
);
