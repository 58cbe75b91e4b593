import { appError } from "~/utils/error-messages";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/db.server";
import { users } from "~/db/schema";
import { deleteAccount, isDeletedAccount } from "~/features/accounts/account-deletion.server";
import { recordAdminAction, type Actor } from "~/features/audit/admin-audit.server";

// An operator deletes an account from its page in the portal (issue 31). The
// deletion and its audit row are one transaction. Kept beside the route, apart
// from the operators' user actions, while that code moves (issue 23).

export const adminDeleteAccountSchema = z.strictObject({
  intent: z.literal("delete-account"),
  reason: z
    .string({ error: "Give a reason" })
    .trim()
    .min(3, "Give a reason (at least 3 characters)")
    .max(500, "Keep the reason under 500 characters"),
  // Typed out by the operator, so the wrong account is not deleted by a slip.
  confirmEmail: z.string({ error: "Type the account's e-mail address" }).trim().min(1, "Type the account's e-mail address").max(320),
});

export type AdminDeleteAccountInput = z.infer<typeof adminDeleteAccountSchema> & { userId: string };

export async function deleteAccountAsOperator(db: Database, actor: Actor, input: AdminDeleteAccountInput) {
  if (input.userId === actor.id) throw appError("deleteOwnAccountHere");
  const [target] = await db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, input.userId));
  if (!target || isDeletedAccount(target)) throw appError("deleteAccountMissing");
  if (target.role === "admin") throw appError("deleteAdminAccount");
  if (input.confirmEmail.toLowerCase() !== target.email.toLowerCase()) {
    throw appError("deleteEmailMismatch");
  }
  return deleteAccount(db, {
    userId: input.userId,
    reason: `deleted by operator ${actor.email}`,
    inTransaction: async (tx, deleted) => {
      // Re-checked under the deletion's row lock: an account made admin meanwhile is not deleted.
      const [locked] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.userId));
      if (locked?.role === "admin") throw appError("deleteAdminAccount");
      await recordAdminAction(tx, actor, {
        action: "account.delete",
        target: { id: deleted.userId, email: deleted.email },
        reason: input.reason,
        before: { email: deleted.email },
        after: { files: deleted.files, cancelledPlans: deleted.cancelledPlans, forfeitedCredits: deleted.forfeitedCredits },
      });
    },
  });
}
