import { z } from "zod";
import { WEBHOOK_EVENTS, type WebhookEvent } from "~/db/schema/webhooks";

// The shapes of the webhook routes (CONTRACT.md "Public API"), in one module: the
// routes parse with the request schemas, and the OpenAPI document describes the
// routes and the messages from the same schemas.

export { WEBHOOK_EVENTS, type WebhookEvent };

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  "generation.succeeded": "A picture is ready (generation.succeeded)",
  "generation.failed": "A generation failed (generation.failed)",
};

export const MAX_WEBHOOKS_PER_USER = 10;
export const MAX_WEBHOOK_URL_LENGTH = 2000;

/** Body of POST /api/webhooks. The address is checked further (scheme, credentials, where it resolves) by the server. */
export const createWebhookSchema = z.strictObject({
  url: z
    .string()
    .trim()
    .min(1, "Enter the address to send events to.")
    .max(MAX_WEBHOOK_URL_LENGTH, `The address may have at most ${MAX_WEBHOOK_URL_LENGTH} characters.`),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, "Choose at least one event.")
    .max(WEBHOOK_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, "An event is given more than once."),
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

/** `:id` and `:deliveryId` in the webhook addresses. */
export const webhookIdSchema = z.uuid();

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  status: z.enum(["active", "disabled"]),
  /** Why it was disabled (a day of failed deliveries, or an operator). */
  disabledReason: z.string().nullable(),
  disabledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookView = z.infer<typeof webhookSchema>;

export const deliverySchema = z.object({
  id: z.uuid(),
  /** The `webhook-id` header of every attempt (a resend keeps it). */
  eventId: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  status: z.enum(["pending", "succeeded", "failed"]),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type DeliveryView = z.infer<typeof deliverySchema>;

/** 201 of POST /api/webhooks: the secret is in this answer only. */
export const createWebhookResponseSchema = z.object({
  ok: z.literal(true),
  secret: z.string().regex(/^whsec_/),
  webhook: webhookSchema,
});
export const listWebhooksResponseSchema = z.object({ ok: z.literal(true), webhooks: z.array(webhookSchema) });
export const deleteWebhookResponseSchema = z.object({ ok: z.literal(true) });
/** POST /api/webhooks/:id/secret: the new secret, shown once; the old one stops signing at once. */
export const rollSecretResponseSchema = z.object({ ok: z.literal(true), secret: z.string().regex(/^whsec_/) });
/** POST /api/webhooks/:id/enable: the webhook as it is now (active again unless an operator disabled it). */
export const enableWebhookResponseSchema = z.object({ ok: z.literal(true), webhook: webhookSchema });
export const listDeliveriesResponseSchema = z.object({ ok: z.literal(true), deliveries: z.array(deliverySchema) });
/** POST /api/webhooks/:id/deliveries/:deliveryId/resend: a new delivery of the same message (same `webhook-id`). */
export const resendDeliveryResponseSchema = z.object({ ok: z.literal(true), delivery: deliverySchema });

/**
 * The body of each message we send (Standard Webhooks): `data.generation` is the
 * shape `GET /api/generations/:id` answers. Headers: `webhook-id`,
 * `webhook-timestamp` (Unix seconds), `webhook-signature` (`v1,<base64 HMAC-SHA256>`
 * of `id.timestamp.body` with the secret's bytes after `whsec_`).
 */
export const webhookMessageSchema = z.object({
  type: z.enum(WEBHOOK_EVENTS),
  timestamp: z.iso.datetime(),
  data: z.object({ generation: z.record(z.string(), z.unknown()) }),
});
export type WebhookMessage = z.infer<typeof webhookMessageSchema>;
