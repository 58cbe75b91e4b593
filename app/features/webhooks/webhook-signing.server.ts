// Standard Webhooks signatures (https://www.standardwebhooks.com): the secret is
// `whsec_` + base64 of 32 random bytes; each attempt is signed as
// `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` keyed
// with those bytes, so any Standard Webhooks verifier accepts it.
import { createHmac, randomBytes } from "node:crypto";

const SECRET_PREFIX = "whsec_";

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString("base64");
}

/** A new message id (`webhook-id`): kept by every attempt and resend of the message. */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString("base64url")}`;
}

function secretBytes(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
}

export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const digest = createHmac("sha256", secretBytes(secret)).update(`${id}.${timestampSeconds}.${body}`).digest("base64");
  return `v1,${digest}`;
}

/** The three headers of one attempt. */
export function webhookHeaders(secret: string, id: string, body: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook(secret, id, timestamp, body),
  };
}
