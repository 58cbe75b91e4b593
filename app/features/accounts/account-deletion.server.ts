import { and, eq, inArray, or } from "drizzle-orm";
import { appError } from "~/utils/error-messages";
import type { Database, DbOrTx } from "~/db/db.server";
import {
  accounts,
  checkoutSessions,
  credits,
  generationUsages,
  generations,
  media,
  profiles,
  sessions,
  subscriptions,
  twoFactors,
  users,
  verifications,
} from "~/db/schema";
import { enqueueProviderCall, tryProviderCallNow } from "~/features/billing/outbox.server";
import { CURRENT_STATUSES } from "~/features/billing/subscriptions.server";
import { removeThumbnails } from "~/features/catalog/thumbnails.server";
import { debitAccount } from "~/features/credits/ledger.server";
import { getStorage, isBucket, isValidKey, parsePublicUrl, type StoredFile } from "~/services/storage/storage.server";
import { logger } from "~/utils/logger.server";
import { verifyPassword } from "./password-hashing.server";

// Deleting an account (docs/decisions/026): every row that says who the person
// is goes in one transaction; the users row stays as an anonymous tombstone so
// the payments, subscriptions and credit ledger that accounting keeps still
// point at one (nameless) account and credits.amount = sum(transactions) holds.
// Stored pictures are removed after the commit; a crash before that leaves
// files no row refers to, which the hourly orphan sweep removes (ADR 019).

/** The tombstone's address: unique, never deliverable (.invalid, RFC 2606), and frees the real one for a new sign-up. */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;
export const DELETED_NAME = "Deleted account";
export const DELETED_BAN_REASON = "account deleted";
const FORFEIT_DESCRIPTION = "Account deleted: remaining credits forfeited";

export const isDeletedAccount = (user: { email: string }) => user.email.endsWith("@deleted.invalid");

export type DeletedAccount = { userId: string; email: string; files: number; cancelledPlans: number; forfeitedCredits: number };

/** Called inside the deletion's transaction (an operator's audit row), so both land together or not at all. */
export type InTransaction = (tx: DbOrTx, deleted: DeletedAccount) => Promise<void>;

/** "bucket/key" as the generations table stores it. */
function fromRef(ref: string | null): StoredFile | null {
  if (!ref) return null;
  const slash = ref.indexOf("/");
  const bucket = ref.slice(0, slash);
  const key = ref.slice(slash + 1);
  return slash > 0 && isBucket(bucket) && isValidKey(key) ? { bucket, key } : null;
}

/**
 * Checks the account holder's confirmation: the password when the account has
 * one, else the e-mail address typed out. Refuses with the same answer whatever
 * is wrong.
 */
export async function checkDeletionConfirmation(db: DbOrTx, userId: string, confirmation: string): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user || isDeletedAccount(user)) throw appError("deleteAccountMissing");
  const [credential] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  const ok = credential?.password
    ? await verifyPassword({ hash: credential.password, password: confirmation })
    : confirmation.trim().toLowerCase() === user.email.toLowerCase();
  if (!ok) {
    throw appError(credential?.password ? "deletionWrongPassword" : "deletionWrongEmail");
  }
}

/**
 * Deletes the account `userId` (all or nothing) and then its stored files.
 * `inTransaction` runs inside the same transaction (an operator's audit row).
 */
export async function deleteAccount(db: Database, input: { userId: string; reason: string; inTransaction?: InTransaction }): Promise<DeletedAccount> {
  const { deleted, files, calls } = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    if (!user || isDeletedAccount(user)) throw appError("deleteAccountMissing");

    // Files to remove once the rows are gone: pictures (and edit sources), the user's own library uploads, an uploaded avatar.
    const pictures = await tx
      .select({ imagePath: generations.imagePath, thumbPath: generations.thumbPath, sourceImagePath: generations.sourceImagePath })
      .from(generations)
      .where(eq(generations.userId, user.id));
    const uploads = await tx
      .select({ filePath: media.filePath })
      .from(media)
      .where(and(eq(media.uploadedBy, user.id), eq(media.source, "user")));
    const [profile] = await tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, user.id));
    const files = [
      ...pictures.flatMap((p) => [fromRef(p.imagePath), fromRef(p.thumbPath), fromRef(p.sourceImagePath)]),
      ...uploads.map((u) => ({ bucket: "media_library", key: u.filePath }) as StoredFile),
      parsePublicUrl(profile?.avatarUrl ?? ""),
      parsePublicUrl(user.image ?? ""),
    ].filter((file): file is StoredFile => file !== null && isValidKey(file.key));

    // The plan ends now, here and at the provider (outbox: recorded with this change, performed until Stripe confirms).
    const plans = await tx
      .update(subscriptions)
      .set({ status: "canceled", cancelAtPeriodEnd: false, stateAt: new Date(), updatedAt: new Date() })
      .where(and(eq(subscriptions.userId, user.id), inArray(subscriptions.status, [...CURRENT_STATUSES])))
      .returning({ provider: subscriptions.provider, subscriptionId: subscriptions.subscriptionId });
    const calls: string[] = [];
    for (const plan of plans.filter((p) => p.provider === "stripe")) {
      const dedupeKey = `account-deleted:${plan.subscriptionId}`;
      await enqueueProviderCall(
        tx,
        { kind: "stripe.cancel-subscription", subscriptionId: plan.subscriptionId, reason: "account deleted" },
        dedupeKey,
      );
      calls.push(dedupeKey);
    }
    // A test checkout left open can no longer be paid for a deleted account.
    await tx
      .update(checkoutSessions)
      .set({ status: "canceled", completedAt: new Date() })
      .where(and(eq(checkoutSessions.userId, user.id), eq(checkoutSessions.status, "open")));

    // The balance is forfeited through the ledger (an 'adjustment:' key: neither sold nor spent), so the kept ledger still sums to it.
    const [balance] = await tx.select({ amount: credits.amount }).from(credits).where(eq(credits.userId, user.id));
    const forfeitedCredits = balance?.amount ?? 0;
    if (forfeitedCredits > 0) {
      const left = await debitAccount(tx, {
        userId: user.id,
        amount: forfeitedCredits,
        description: FORFEIT_DESCRIPTION,
        idempotencyKey: `adjustment:account-deleted:${user.id}`,
      });
      if (left !== 0) throw new Error("the balance moved while the account was being deleted");
    }

    // What says who the person is, or lets anyone act as them.
    await tx.delete(generations).where(eq(generations.userId, user.id));
    await tx.delete(generationUsages).where(eq(generationUsages.userId, user.id));
    await tx.delete(media).where(and(eq(media.uploadedBy, user.id), eq(media.source, "user")));
    // Admin uploads stay in the catalogue's library, no longer tied to the person.
    await tx.update(media).set({ uploadedBy: null }).where(eq(media.uploadedBy, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(accounts).where(eq(accounts.userId, user.id));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    await tx.delete(verifications).where(or(eq(verifications.value, user.id), eq(verifications.identifier, user.email)));
    await tx.delete(profiles).where(eq(profiles.id, user.id));
    await tx
      .update(users)
      .set({
        email: deletedEmail(user.id),
        name: DELETED_NAME,
        image: null,
        emailVerified: false,
        role: "user",
        banned: true,
        banReason: DELETED_BAN_REASON,
        banExpires: null,
        twoFactorEnabled: false,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));

    const deleted: DeletedAccount = { userId: user.id, email: user.email, files: files.length, cancelledPlans: plans.length, forfeitedCredits };
    await input.inTransaction?.(tx, deleted);
    return { deleted, files, calls };
  });
  logger.info({ userId: deleted.userId, reason: input.reason, files: deleted.files, plans: deleted.cancelledPlans }, "account deleted");

  // After the commit. Anything not removed here (a crash, a storage error) is referenced by no row and goes with the next orphan sweep.
  await removeFiles(deleted.userId, files);
  for (const dedupeKey of calls) {
    if (!(await tryProviderCallNow(db, dedupeKey).catch(() => false))) {
      logger.warn({ dedupeKey }, "plan cancellation of a deleted account not confirmed by Stripe yet; the outbox runner retries it");
    }
  }
  return deleted;
}

async function removeFiles(userId: string, files: StoredFile[]) {
  const storage = getStorage();
  await Promise.all(
    files.map(async (file) => {
      await storage
        .remove(file)
        .catch((err) => logger.warn({ err, userId, file }, "could not remove a deleted account's file; the orphan sweep will"));
      await removeThumbnails(file);
    }),
  );
}
