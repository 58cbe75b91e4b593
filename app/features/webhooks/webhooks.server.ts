// A user's webhook endpoints (CONTRACT.md "Public API"; docs/decisions/036):
// made, listed, deleted and re-keyed by their owner while signed in; seen,
// disabled and deleted by an operator from the user's page (audited).
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/db.server";
import { users, webhookDeliveries, webhookEndpoints } from "~/db/schema";
import { recordAdminAction, type Actor } from "~/features/audit/admin-audit.server";
import { appError } from "~/utils/error-messages";
import { checkWebhookTarget, type Resolver } from "./webhook-target.server";
import { MAX_WEBHOOKS_PER_USER, type CreateWebhookInput, type DeliveryView, type WebhookView } from "./webhook-schema";
import { newWebhookSecret } from "./webhook-signing.server";
import { DISABLED_BY_OPERATOR } from "./webhook-status";

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toWebhookView(row: EndpointRow): WebhookView {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    status: row.disabledAt ? "disabled" : "active",
    disabledReason: row.disabledReason,
    disabledAt: iso(row.disabledAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDeliveryView(row: DeliveryRow): DeliveryView {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: iso(row.lastAttemptAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A new endpoint; its address is checked (and resolved) first. The secret is in this answer only. */
export async function createWebhook(db: Database, userId: string, input: CreateWebhookInput, options: { resolver?: Resolver } = {}) {
  const target = await checkWebhookTarget(input.url, { resolver: options.resolver });
  if (!target.ok) throw appError("webhookTargetRefused", { values: { reason: target.reason } });
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    // One at a time per user, so the count below cannot be raced past.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [{ total }] = await tx.select({ total: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
    if (total >= MAX_WEBHOOKS_PER_USER) throw appError("webhookLimit", { values: { max: MAX_WEBHOOKS_PER_USER } });
    const [created] = await tx.insert(webhookEndpoints).values({ userId, url: target.url.href, events: input.events, secret }).returning();
    return created;
  });
  return { secret, webhook: toWebhookView(row) };
}

export async function listWebhooks(db: DbOrTx, userId: string): Promise<WebhookView[]> {
  const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(toWebhookView);
}

/** One of the user's endpoints; another user's is "not found", like one that does not exist. */
async function ownEndpoint(db: DbOrTx, userId: string, webhookId: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.userId, userId)));
  if (!row) throw appError("webhookNotFound");
  return row;
}

export async function deleteWebhook(db: DbOrTx, userId: string, webhookId: string) {
  const [deleted] = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (!deleted) throw appError("webhookNotFound");
}

/** A new secret for the endpoint; the old one signs nothing from now on (attempts are signed when made). */
export async function rollWebhookSecret(db: DbOrTx, userId: string, webhookId: string): Promise<string> {
  const secret = newWebhookSecret();
  const [rolled] = await db
    .update(webhookEndpoints)
    .set({ secret })
    .where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (!rolled) throw appError("webhookNotFound");
  return secret;
}

/**
 * Deliveries start again to an endpoint the failures disabled (after its owner
 * fixed it): its address is checked again first, and its failure clock restarts.
 * One an operator disabled stays disabled.
 */
export async function enableWebhook(db: DbOrTx, userId: string, webhookId: string, options: { resolver?: Resolver } = {}): Promise<WebhookView> {
  const endpoint = await ownEndpoint(db, userId, webhookId);
  if (!endpoint.disabledAt) return toWebhookView(endpoint);
  if (endpoint.disabledReason === DISABLED_BY_OPERATOR) throw appError("webhookDisabledByOperator");
  const target = await checkWebhookTarget(endpoint.url, { resolver: options.resolver });
  if (!target.ok) throw appError("webhookTargetRefused", { values: { reason: target.reason } });
  const [enabled] = await db
    .update(webhookEndpoints)
    .set({ disabledAt: null, disabledReason: null, failingSince: null })
    .where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.disabledAt, endpoint.disabledAt)))
    .returning();
  // A concurrent change (an operator's disable, a delete) wins; read what it left.
  return enabled ? toWebhookView(enabled) : toWebhookView(await ownEndpoint(db, userId, webhookId));
}

export const DELIVERIES_SHOWN = 50;

/** The endpoint's latest deliveries, newest first. */
export async function listDeliveries(db: DbOrTx, userId: string, webhookId: string, limit = DELIVERIES_SHOWN): Promise<DeliveryView[]> {
  await ownEndpoint(db, userId, webhookId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  return rows.map(toDeliveryView);
}

/** The latest deliveries of each of the user's endpoints (the page's log). */
export async function listWebhooksWithDeliveries(db: DbOrTx, userId: string, perWebhook = 10) {
  const webhooks = await listWebhooks(db, userId);
  return Promise.all(webhooks.map(async (webhook) => ({ webhook, deliveries: await listDeliveries(db, userId, webhook.id, perWebhook) })));
}

/**
 * Sends a delivery's message again: a new delivery row with the same message id
 * (`webhook-id`) and body, due at once, with a full retry schedule of its own.
 */
export async function resendDelivery(db: DbOrTx, userId: string, webhookId: string, deliveryId: string): Promise<DeliveryView> {
  const endpoint = await ownEndpoint(db, userId, webhookId);
  if (endpoint.disabledAt) throw appError("webhookDisabled");
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, webhookId)));
  if (!original) throw appError("webhookDeliveryNotFound");
  const [copy] = await db
    .insert(webhookDeliveries)
    .values({ endpointId: webhookId, eventId: original.eventId, type: original.type, payload: original.payload, nextAttemptAt: new Date() })
    .returning();
  return toDeliveryView(copy);
}

// The operator's view, on the admin's user page.

export type AdminWebhookView = WebhookView & { deliveries: { total: number; failed: number } };

export async function listWebhooksForAdmin(db: DbOrTx, userId: string): Promise<AdminWebhookView[]> {
  const webhooks = await listWebhooks(db, userId);
  return Promise.all(
    webhooks.map(async (webhook) => {
      const [{ total }] = await db.select({ total: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook.id));
      const [{ failed }] = await db
        .select({ failed: count() })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, webhook.id), eq(webhookDeliveries.status, "failed")));
      return { ...webhook, deliveries: { total, failed } };
    }),
  );
}

async function lockUserEndpoint(tx: DbOrTx, input: { userId: string; webhookId: string }) {
  const [target] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, input.userId));
  if (!target) throw appError("webhookNotFound");
  const [endpoint] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, input.webhookId), eq(webhookEndpoints.userId, input.userId)))
    .for("update");
  if (!endpoint) throw appError("webhookNotFound");
  return { target, endpoint };
}

/** An operator stops deliveries to a user's endpoint (audited in the same transaction); pending ones stay unsent. */
export async function disableWebhookAsAdmin(db: Database, actor: Actor, input: { userId: string; webhookId: string; reason?: string }) {
  await db.transaction(async (tx) => {
    const { target, endpoint } = await lockUserEndpoint(tx, input);
    if (endpoint.disabledAt) throw appError("webhookAlreadyDisabled");
    await tx
      .update(webhookEndpoints)
      .set({ disabledAt: new Date(), disabledReason: DISABLED_BY_OPERATOR })
      .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.disabledAt)));
    await recordAdminAction(tx, actor, {
      action: "webhook.disable",
      target,
      reason: input.reason ?? null,
      before: { webhook: endpoint.url, disabled: false },
      after: { webhook: endpoint.url, disabled: true },
    });
  });
}

/** An operator deletes a user's endpoint and its log (audited in the same transaction). */
export async function deleteWebhookAsAdmin(db: Database, actor: Actor, input: { userId: string; webhookId: string; reason?: string }) {
  await db.transaction(async (tx) => {
    const { target, endpoint } = await lockUserEndpoint(tx, input);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    await recordAdminAction(tx, actor, {
      action: "webhook.delete",
      target,
      reason: input.reason ?? null,
      before: { webhook: endpoint.url, events: endpoint.events },
      after: null,
    });
  });
}
