import { z } from "zod";
import { generationSchema } from "./response-schemas";

// Webhooks as CONTRACT.md "Public API" fixes them: the /api/webhooks routes (a
// signed-in session on this site only, like /api/keys) and the events we send.
// Everything the OpenAPI document says about webhooks is in this one file, so it
// can later be pointed at the webhooks feature's own zod schemas.

export const WEBHOOK_EVENTS = ["generation.succeeded", "generation.failed"] as const;

export const createWebhookSchema = z.strictObject({
  url: z.url().describe("https address that receives the events (private and loopback addresses are refused)"),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1),
});

export const webhookSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    createdAt: z.string(),
  })
  .meta({ id: "Webhook" });

export const webhookDeliverySchema = z
  .object({
    id: z.string().describe("the webhook-id header: the same on every attempt"),
    type: z.enum(WEBHOOK_EVENTS),
    attempts: z.number().int(),
    status: z.enum(["pending", "succeeded", "failed"]),
    lastStatusCode: z.number().int().nullable(),
  })
  .meta({ id: "WebhookDelivery" });

/** The body of every event we send. */
export const webhookEventSchema = z
  .object({
    type: z.enum(WEBHOOK_EVENTS),
    timestamp: z.string().describe("ISO 8601, when the event happened"),
    data: z.object({ generation: generationSchema }),
  })
  .meta({ id: "WebhookEvent" });

/** The Standard Webhooks headers every delivery carries. */
export const WEBHOOK_HEADERS = {
  "webhook-id": "The event's id: the same on every attempt, so a receiver can drop repeats.",
  "webhook-timestamp": "Seconds since 1970 when this attempt was signed; refuse old ones (e.g. more than 5 minutes).",
  "webhook-signature":
    "`v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the secret's bytes (the part after `whsec_`, base64-decoded); several may be listed, space-separated.",
} as const;

export const WEBHOOK_RETRY_NOTE =
  "Delivered at least once: any answer but 2xx (or none within the timeout) is retried after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h (WEBHOOK_RETRY_DELAYS) with the same webhook-id.";

/** The /api/webhooks operations, in the document's own terms (see openapi-document.server.ts). */
export const webhookOperations = [
  {
    method: "post",
    path: "/api/webhooks",
    summary: "Register a webhook",
    description: "Signed-in session on this site only; an API key is refused. The secret is in this answer only.",
    session: true,
    body: createWebhookSchema,
    responses: {
      201: z.object({ ok: z.literal(true), secret: z.string().regex(/^whsec_/), webhook: webhookSchema }),
    },
  },
  {
    method: "get",
    path: "/api/webhooks",
    summary: "List your webhooks",
    session: true,
    responses: { 200: z.object({ ok: z.literal(true), webhooks: z.array(webhookSchema) }) },
  },
  {
    method: "delete",
    path: "/api/webhooks/{id}",
    summary: "Delete a webhook",
    session: true,
    responses: { 200: z.object({ ok: z.literal(true) }) },
  },
  {
    method: "get",
    path: "/api/webhooks/{id}/deliveries",
    summary: "A webhook's delivery log",
    session: true,
    responses: { 200: z.object({ ok: z.literal(true), deliveries: z.array(webhookDeliverySchema) }) },
  },
] as const;
