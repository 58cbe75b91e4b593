// /account/api: the user's API keys and webhooks (CONTRACT.md "Public API").
import { data } from "react-router";
import type { Route } from "./+types/api";
import { getDb } from "~/db/db.server";
import { requireUser } from "~/features/accounts/auth.server";
import { createApiKey, listApiKeys, revokeApiKey } from "~/features/api-access/api-keys.server";
import { siteTitle } from "~/features/seo/site-title";
import { errorData } from "~/utils/http.server";
import { urls } from "~/utils/urls";
import { ApiKeysCard, type ApiKeysAction } from "./api/api-keys-card";
import { parseApiPageForm } from "./api.server";
import { listWebhooksWithDeliveries } from "~/features/webhooks/webhooks.server";
import { WebhooksCard } from "./api/webhooks-card";
import { performWebhookIntent, WEBHOOK_INTENTS, type WebhookIntent } from "./api/webhooks-actions.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: siteTitle(matches, "API") }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [apiKeys, webhooks] = await Promise.all([listApiKeys(getDb(), user.id), listWebhooksWithDeliveries(getDb(), user.id)]);
  return { apiKeys, webhooks };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  try {
    const form = await request.formData();
    const intent = form.get("intent");
    if (WEBHOOK_INTENTS.includes(intent as WebhookIntent)) return await performWebhookIntent(user.id, intent as WebhookIntent, form);
    const input = parseApiPageForm(form);
    if (input.intent === "revoke-key") {
      await revokeApiKey(getDb(), user.id, input.keyId);
      return data<ApiKeysAction>({ ok: true, intent: "revoke-key" });
    }
    const created = await createApiKey(getDb(), user.id, input.input);
    return data<ApiKeysAction>({ ok: true, intent: "create-key", key: created.key, name: created.apiKey.name });
  } catch (error) {
    return errorData(error);
  }
}

export default function ApiPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold md:text-3xl">API</h1>
        <p className="text-muted-foreground mt-1 text-sm">
          Generate pictures from your own code: send an API key in the <code>Authorization: Bearer</code> header of your requests.{" "}
          <a className="text-primary font-medium underline-offset-4 hover:underline" href={urls.apiDocs()}>
            API documentation
          </a>
        </p>
      </header>
      <ApiKeysCard apiKeys={loaderData.apiKeys} />
      <WebhooksCard webhooks={loaderData.webhooks} />
    </div>
  );
}
