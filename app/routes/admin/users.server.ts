import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { accounts, credits, generations, moderationEvents, payments, sessions, subscriptions, transactions, users } from "~/db/schema";
import { describeUserAgent, displayAddress } from "~/features/accounts/devices.server";
import { planLabel } from "~/features/billing/pricing";
import { loadSettings } from "~/features/settings/settings.server";
import { CURRENT_STATUSES } from "~/features/billing/subscriptions.server";
import { fromRef } from "~/features/generation/image-files.server";
import { getActiveSuspension } from "~/features/moderation/suspension.server";
import { getStorage } from "~/services/storage/storage.server";
import type { UserStatusFilter } from "~/routes/admin/users/users-query";

// The Users list and a user's page in the portal: plain, serialisable rows.

export const USERS_PAGE_SIZE = 50;
/** How many of a user's newest rows the user page shows per section. */
export const USER_PAGE_ROWS = 50;
export const USER_PAGE_GENERATIONS = 24;

function statusCondition(status: UserStatusFilter | undefined): SQL | undefined {
  switch (status) {
    case "suspended":
      return eq(users.banned, true);
    case "unverified":
      return eq(users.emailVerified, false);
    case "admins":
      return eq(users.role, "admin");
    case "active":
      return and(sql`${users.banned} is not true`, eq(users.emailVerified, true));
    default:
      return undefined;
  }
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.email, pattern), ilike(users.name, pattern), eq(users.id, search));
}

const currentPlan = sql<string | null>`(
  select ${subscriptions.planType} from ${subscriptions}
  where ${subscriptions.userId} = ${users.id} and ${subscriptions.status} in (${sql.join(
    CURRENT_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})
  order by ${subscriptions.createdAt} desc limit 1)`;

const generationCount = sql<number>`(select count(*)::int from ${generations} where ${generations.userId} = ${users.id})`;

/** One page of accounts, newest first, matching a part of the e-mail or name (or the exact id). */
export async function listUsers(db: DbOrTx, query: { search?: string; status?: UserStatusFilter; page: number }) {
  const where = and(searchCondition(query.search), statusCondition(query.status));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        createdAt: users.createdAt,
        role: users.role,
        emailVerified: users.emailVerified,
        banned: users.banned,
        balance: credits.amount,
        plan: currentPlan,
        generations: generationCount,
      })
      .from(users)
      .leftJoin(credits, eq(credits.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((query.page - 1) * USERS_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const table = (await loadSettings(db)).plans;
  return {
    total,
    totalPages: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)),
    users: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      banned: row.banned === true,
      balance: row.balance ?? 0,
      plan: row.plan ? planLabel(row.plan, table) : null,
    })),
  };
}

export type UserListRow = Awaited<ReturnType<typeof listUsers>>["users"][number];

/** A thumbnail the portal may show: public pictures only (a private one stays its owner's). */
function thumbnailOf(g: { status: string; private: boolean; thumbPath: string | null; imagePath: string | null }) {
  if (g.status !== "succeeded" || g.private) return null;
  const file = fromRef(g.thumbPath) ?? fromRef(g.imagePath);
  return file ? getStorage().publicUrl(file) : null;
}

/** Everything support needs about one account, or null when there is none. */
export async function getUserDetail(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [balanceRow, ledger, ledgerTotal, userGenerations, refusals, userPayments, userSubscriptions, userSessions, signInMethods, pause] =
    await Promise.all([
      db.select({ amount: credits.amount }).from(credits).where(eq(credits.userId, userId)),
      db
        .select()
        .from(transactions)
        .where(eq(transactions.userId, userId))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(USER_PAGE_ROWS),
      db.select({ total: count() }).from(transactions).where(eq(transactions.userId, userId)),
      db
        .select()
        .from(generations)
        .where(eq(generations.userId, userId))
        .orderBy(desc(generations.createdAt), generations.batchIndex)
        .limit(USER_PAGE_GENERATIONS),
      db.select().from(moderationEvents).where(eq(moderationEvents.userId, userId)).orderBy(desc(moderationEvents.createdAt)).limit(USER_PAGE_ROWS),
      db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(USER_PAGE_ROWS),
      db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt)),
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.updatedAt)),
      db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, userId)),
      getActiveSuspension(db, userId),
    ]);
  const current = userSubscriptions.find((s) => (CURRENT_STATUSES as readonly string[]).includes(s.status)) ?? null;
  const table = (await loadSettings(db)).plans;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled === true,
      suspended: user.banned === true,
      suspendedReason: user.banned ? user.banReason : null,
      createdAt: user.createdAt.toISOString(),
      signInMethods: [...new Set(signInMethods.map((m) => (m.providerId === "credential" ? "E-mail and password" : m.providerId)))],
    },
    generationPause: pause ? { reason: pause.reason, createdAt: pause.createdAt.toISOString() } : null,
    balance: balanceRow[0]?.amount ?? 0,
    plan: current
      ? {
          label: planLabel(current.planType, table),
          cycle: current.billingCycle,
          status: current.status,
          currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: current.cancelAtPeriodEnd,
        }
      : null,
    transactions: {
      total: ledgerTotal[0]?.total ?? 0,
      rows: ledger.map((t) => ({ id: t.id, type: t.type, amount: t.amount, description: t.description, createdAt: t.createdAt.toISOString() })),
    },
    generations: userGenerations.map((g) => ({
      id: g.id,
      status: g.status,
      prompt: g.prompt,
      model: g.model,
      isNsfw: g.isNsfw,
      private: g.private,
      error: g.error,
      createdAt: g.createdAt.toISOString(),
      thumbUrl: thumbnailOf(g),
    })),
    refusals: refusals.map((e) => ({
      id: e.id,
      layer: e.layer,
      category: e.category,
      minorSignal: e.minorSignal,
      reason: e.reason,
      prompt: e.prompt,
      createdAt: e.createdAt.toISOString(),
    })),
    payments: userPayments.map((p) => ({
      id: p.id,
      kind: p.kind,
      status: p.status,
      provider: p.provider,
      providerId: p.providerId,
      amountCents: p.amountCents,
      credits: p.credits,
      createdAt: p.createdAt.toISOString(),
    })),
    subscriptions: userSubscriptions.map((s) => ({
      id: s.id,
      plan: planLabel(s.planType, table),
      cycle: s.billingCycle,
      status: s.status,
      provider: s.provider,
      subscriptionId: s.subscriptionId,
      createdAt: s.createdAt.toISOString(),
    })),
    devices: userSessions
      .filter((s) => s.expiresAt.getTime() > Date.now())
      .map((s) => ({
        id: s.id,
        ...describeUserAgent(s.userAgent),
        ipAddress: displayAddress(s.ipAddress),
        signedInAt: s.createdAt.toISOString(),
        lastActiveAt: s.updatedAt.toISOString(),
      })),
  };
}

export type UserDetail = NonNullable<Awaited<ReturnType<typeof getUserDetail>>>;
