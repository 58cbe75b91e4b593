import { data } from "react-router";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { createWebhookSchema } from "~/features/webhooks/webhook-schema";
import { createWebhook, deleteWebhook, enableWebhook, resendDelivery, rollWebhookSecret } from "~/features/webhooks/webhooks.server";
import { appError } from "~/utils/error-messages";
import { errorBody, AppError } from "~/utils/errors";
import { formErrorData } from "~/utils/parse-form.server";
import { parseFields } from "~/utils/parse-form";

// The 'Webhooks' forms of /account/api: the same rules as POST /api/webhooks and
// the other webhook routes (createWebhookSchema, webhooks.server.ts).

export const WEBHOOK_INTENTS = ["create-webhook", "delete-webhook", "roll-webhook-secret", "resend-delivery", "enable-webhook"] as const;
export type WebhookIntent = (typeof WEBHOOK_INTENTS)[number];

export type WebhooksAction =
  | { ok: true; intent: "create-webhook" | "roll-webhook-secret"; secret: string; webhookId: string }
  | { ok: true; intent: "delete-webhook" | "resend-delivery" | "enable-webhook" };

const idOf = (form: FormData, name: string) => {
  const parsed = z.uuid().safeParse(form.get(name));
  if (!parsed.success) throw appError(name === "deliveryId" ? "webhookDeliveryNotFound" : "webhookNotFound");
  return parsed.data;
};

/** Performs one webhook intent of the page for the signed-in user. */
export async function performWebhookIntent(userId: string, intent: WebhookIntent, form: FormData) {
  const db = getDb();
  switch (intent) {
    case "create-webhook": {
      const parsed = parseFields(createWebhookSchema, { url: form.get("url") ?? "", events: form.getAll("events") });
      if (!parsed.ok) return formErrorData(parsed, "Could not add the webhook", { intent });
      try {
        const created = await createWebhook(db, userId, parsed.data);
        return data<WebhooksAction>({ ok: true, intent, secret: created.secret, webhookId: created.webhook.id });
      } catch (error) {
        // A refused address is the address field's message.
        if (error instanceof AppError && error.key === "webhookTargetRefused") {
          return data({ ...errorBody(error), fieldErrors: { url: error.message }, intent }, { status: error.status });
        }
        throw error;
      }
    }
    case "delete-webhook":
      await deleteWebhook(db, userId, idOf(form, "webhookId"));
      return data<WebhooksAction>({ ok: true, intent });
    case "roll-webhook-secret": {
      const webhookId = idOf(form, "webhookId");
      const secret = await rollWebhookSecret(db, userId, webhookId);
      return data<WebhooksAction>({ ok: true, intent, secret, webhookId });
    }
    case "enable-webhook":
      await enableWebhook(db, userId, idOf(form, "webhookId"));
      return data<WebhooksAction>({ ok: true, intent });
    case "resend-delivery":
      await resendDelivery(db, userId, idOf(form, "webhookId"), idOf(form, "deliveryId"));
      return data<WebhooksAction>({ ok: true, intent });
  }
}
