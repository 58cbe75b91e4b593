import { and, count, desc, eq, isNull } from "drizzle-orm";
import { appError, ERROR_MESSAGES } from "~/utils/error-messages";
import type { Database, DbOrTx } from "~/db/db.server";
import { apiKeys, users, type ApiKeyScope } from "~/db/schema";
import { recordAdminAction, type Actor } from "~/features/audit/admin-audit.server";
import { creditsSpentByKeys } from "~/features/generation/api-key-spending.server";
import { hashApiKeyToken, looksLikeApiKey, newApiKeyToken } from "./api-key-token.server";
import { MAX_KEYS_PER_USER, type CreateApiKeyInput } from "./api-key-schema";

const DAY_MS = 24 * 60 * 60 * 1000;
/** lastUsedAt is written at most this often per key, so a busy key does not write on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export type ApiKeyView = {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  monthlyCreditLimit: number | null;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
  /** Credits its generations took this calendar month (UTC), refunds left out. */
  spentThisMonth: number;
  status: "active" | "revoked" | "expired";
};

type ApiKeyRow = typeof apiKeys.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function statusOf(row: ApiKeyRow, now: Date): ApiKeyView["status"] {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt <= now) return "expired";
  return "active";
}

function toView(row: ApiKeyRow, spent: number, now: Date): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    monthlyCreditLimit: row.monthlyCreditLimit,
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
    createdAt: row.createdAt.toISOString(),
    spentThisMonth: spent,
    status: statusOf(row, now),
  };
}

/** A new key for the user: the key itself is in the answer only, the database keeps its digest. */
export async function createApiKey(db: Database, userId: string, input: CreateApiKeyInput, now = new Date()) {
  const { token, prefix, tokenHash } = newApiKeyToken();
  const row = await db.transaction(async (tx) => {
    // One at a time per user, so the count below cannot be raced past.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [{ active }] = await tx
      .select({ active: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if (active >= MAX_KEYS_PER_USER) {
      throw appError("apiKeyTooMany", { values: { max: MAX_KEYS_PER_USER } });
    }
    const [created] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: input.name,
        prefix,
        tokenHash,
        scopes: input.scopes,
        monthlyCreditLimit: input.monthlyCreditLimit ?? null,
        expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
      })
      .returning();
    return created;
  });
  return { key: token, apiKey: toView(row, 0, now) };
}

/** The user's keys, newest first, revoked ones included (their spending stays visible). */
export async function listApiKeys(db: DbOrTx, userId: string, now = new Date()): Promise<ApiKeyView[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
  const spent = await creditsSpentByKeys(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => toView(row, spent.get(row.id) ?? 0, now));
}

/** Revokes one of the user's keys; it stops at once (every request looks the key up). Another user's key is "not found". */
export async function revokeApiKey(db: DbOrTx, userId: string, keyId: string) {
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (revoked) return;
  const [existing] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)));
  if (!existing) throw appError("apiKeyNotFound");
  throw appError("apiKeyAlreadyRevoked");
}

/** An operator revokes a user's key from the user's page; audited in the same transaction. */
export async function revokeApiKeyAsAdmin(db: Database, actor: Actor, input: { userId: string; keyId: string; reason?: string }) {
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, input.userId));
    if (!target) throw appError("apiKeyOwnerGone");
    const [key] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, input.keyId), eq(apiKeys.userId, input.userId)))
      .for("update");
    if (!key) throw appError("apiKeyNotOnAccount");
    if (key.revokedAt) throw appError("apiKeyAlreadyRevoked", { title: ERROR_MESSAGES.apiKeyOwnerGone.title });
    await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, key.id));
    await recordAdminAction(tx, actor, {
      action: "api-key.revoke",
      target,
      reason: input.reason ?? null,
      before: { key: key.prefix, name: key.name, revoked: false },
      after: { key: key.prefix, name: key.name, revoked: true },
    });
  });
}

/** Who a key acts for, as a request carries it past the edge. */
export type ApiKeyIdentity = {
  keyId: string;
  userId: string;
  scopes: ApiKeyScope[];
  monthlyCreditLimit: number | null;
};

export type KeyRefusal = "unknown" | "revoked" | "expired" | "suspended";

/**
 * The key a bearer token names, or why it opens nothing. Looked up on every
 * request, so a revocation, an expiry or a suspension stops the key at once.
 */
export async function authenticateApiKey(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<{ ok: true; identity: ApiKeyIdentity } | { ok: false; reason: KeyRefusal }> {
  if (!looksLikeApiKey(token)) return { ok: false, reason: "unknown" };
  const [found] = await db
    .select({ key: apiKeys, banned: users.banned })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.tokenHash, hashApiKeyToken(token)));
  if (!found) return { ok: false, reason: "unknown" };
  const { key } = found;
  if (key.revokedAt) return { ok: false, reason: "revoked" };
  if (key.expiresAt && key.expiresAt <= now) return { ok: false, reason: "expired" };
  if (found.banned) return { ok: false, reason: "suspended" };
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
  }
  return { ok: true, identity: { keyId: key.id, userId: key.userId, scopes: key.scopes, monthlyCreditLimit: key.monthlyCreditLimit } };
}
