import { z } from "zod";
import {
  createWebhookResponseSchema,
  createWebhookSchema,
  deleteWebhookResponseSchema,
  enableWebhookResponseSchema,
  listDeliveriesResponseSchema,
  listWebhooksResponseSchema,
  resendDeliveryResponseSchema,
  rollSecretResponseSchema,
  WEBHOOK_EVENTS,
  webhookMessageSchema,
} from "~/features/webhooks/webhook-schema";
import { generationSchema } from "./response-schemas";

// Webhooks in the OpenAPI document: the /api/webhooks routes (a signed-in session
// on this site only, like /api/keys) and the events we send, described with the
// webhooks feature's own zod schemas, the ones its routes parse and answer with.

export { WEBHOOK_EVENTS };

/** The body of every event we send; `data.generation` is what GET /api/generations/:id answers. */
export const webhookEventSchema = webhookMessageSchema.extend({ data: z.object({ generation: generationSchema }) }).meta({ id: "WebhookEvent" });

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
    responses: { 201: createWebhookResponseSchema },
  },
  {
    method: "get",
    path: "/api/webhooks",
    summary: "List your webhooks",
    session: true,
    responses: { 200: listWebhooksResponseSchema },
  },
  {
    method: "delete",
    path: "/api/webhooks/{id}",
    summary: "Delete a webhook",
    session: true,
    responses: { 200: deleteWebhookResponseSchema },
  },
  {
    method: "post",
    path: "/api/webhooks/{id}/secret",
    summary: "Roll a webhook's secret",
    description: "The new secret is in this answer only; the old one stops signing at once.",
    session: true,
    responses: { 200: rollSecretResponseSchema },
  },
  {
    method: "post",
    path: "/api/webhooks/{id}/enable",
    summary: "Enable a webhook again",
    description:
      "For a webhook a day of failed deliveries disabled: its address is checked again and deliveries start again. One an operator disabled stays disabled (403).",
    session: true,
    responses: { 200: enableWebhookResponseSchema },
  },
  {
    method: "get",
    path: "/api/webhooks/{id}/deliveries",
    summary: "A webhook's delivery log",
    session: true,
    responses: { 200: listDeliveriesResponseSchema },
  },
  {
    method: "post",
    path: "/api/webhooks/{id}/deliveries/{deliveryId}/resend",
    summary: "Send a delivery again",
    description: "A new delivery of the same message, with the same webhook-id.",
    session: true,
    responses: { 202: resendDeliveryResponseSchema },
  },
] as const;
