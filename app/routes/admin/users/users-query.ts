import { z } from "zod";
import { text } from "~/utils/strict-input";
import { MAX_CREDIT_ADJUSTMENT, REASON_MAX_LENGTH } from "~/features/credits/adjustment-rules";

// The Users list's address and the user page's forms, parsed strictly.

export const USER_STATUS_FILTERS = ["active", "suspended", "unverified", "admins"] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

export const USER_STATUS_LABELS: Record<UserStatusFilter, string> = {
  active: "Active",
  suspended: "Suspended",
  unverified: "Unverified",
  admins: "Admins",
};

export const usersQuerySchema = z.strictObject({
  q: text("The search").trim().max(200, "The search is at most 200 characters.").optional(),
  status: z.enum(USER_STATUS_FILTERS, { error: "Unknown status filter." }).optional(),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, "The page must be a whole number from 1.")
    .transform(Number)
    .optional(),
});

export type UsersQuery = z.infer<typeof usersQuerySchema>;

function reason(why: string) {
  return text("The reason")
    .trim()
    .min(3, `Give a reason (at least 3 characters): ${why}.`)
    .max(REASON_MAX_LENGTH, `The reason is at most ${REASON_MAX_LENGTH} characters.`);
}

const amount = z
  .string({ error: "Enter an amount." })
  .trim()
  .regex(/^[+-]?[0-9]{1,7}$/, "The amount must be a whole number, e.g. 10 or -5.")
  .transform(Number)
  .refine((value) => value !== 0, "The amount cannot be 0.")
  .refine((value) => Math.abs(value) <= MAX_CREDIT_ADJUSTMENT, `The amount is at most ${MAX_CREDIT_ADJUSTMENT.toLocaleString("en-US")} either way.`);

export const userActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.strictObject({ intent: z.literal("adjust-credits"), amount, reason: reason("the user sees it in their transactions") }),
    z.strictObject({ intent: z.literal("suspend"), reason: reason("it is kept in the audit log") }),
    z.strictObject({ intent: z.literal("unsuspend") }),
    z.strictObject({ intent: z.literal("mark-verified") }),
    z.strictObject({ intent: z.literal("resend-verification") }),
    z.strictObject({ intent: z.literal("sign-out-everywhere") }),
    z.strictObject({ intent: z.literal("make-admin") }),
    z.strictObject({ intent: z.literal("remove-admin") }),
    z.strictObject({ intent: z.literal("revoke-api-key"), keyId: z.uuid("Choose a key to revoke.") }),
    z.strictObject({ intent: z.literal("disable-webhook"), webhookId: z.uuid("Choose a webhook.") }),
    z.strictObject({ intent: z.literal("delete-webhook"), webhookId: z.uuid("Choose a webhook.") }),
  ],
  { error: "Unknown action." },
);

export type UserAction = z.infer<typeof userActionSchema>;
