import Webhook from "lucide-react/icons/webhook";
import { useFetcher } from "react-router";
import { FieldError, fieldErrorProps } from "~/components/field-error";
import { type FailedAnswer, failureToast, useFetcherToast } from "~/components/use-fetcher-toast";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { EVENT_LABELS, MAX_WEBHOOKS_PER_USER, WEBHOOK_EVENTS, type DeliveryView, type WebhookView } from "~/features/webhooks/webhook-schema";
import { actionFieldErrors } from "~/utils/parse-form";
import type { WebhooksAction } from "./webhooks-actions.server";
import { NewSecret } from "./new-secret";
import { WebhookRow } from "./webhook-row";

export type WebhooksAnswer = WebhooksAction | FailedAnswer;

/** 'Webhooks': add an address (its signing secret shown once), and each webhook with its delivery log. */
export function WebhooksCard({ webhooks }: { webhooks: Array<{ webhook: WebhookView; deliveries: DeliveryView[] }> }) {
  const createFetcher = useFetcher<WebhooksAnswer>();
  const creating = createFetcher.state !== "idle";
  const created = createFetcher.data?.ok && createFetcher.data.intent === "create-webhook" ? createFetcher.data : null;
  const errors = createFetcher.state === "idle" ? actionFieldErrors(createFetcher.data) : {};
  useFetcherToast(createFetcher, (answer) => (answer.ok ? { variant: "success", title: "Webhook added" } : failureToast(answer)));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Webhooks</CardTitle>
        <CardDescription>
          When a generation succeeds or fails we send a signed POST to your address (Standard Webhooks: check the <code>webhook-signature</code>{" "}
          header with your secret). A failed delivery is retried for about a day. At most {MAX_WEBHOOKS_PER_USER} webhooks.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <createFetcher.Form method="post" className="grid gap-4" aria-label="New webhook" key={created?.secret ?? "form"}>
          <input type="hidden" name="intent" value="create-webhook" />
          <div className="grid gap-2">
            <Label htmlFor="webhook-url">Address (URL)</Label>
            <Input
              id="webhook-url"
              name="url"
              type="url"
              required
              maxLength={2000}
              placeholder="https://example.com/webhooks/pictures"
              autoComplete="off"
              {...fieldErrorProps("webhook-url", errors.url)}
            />
            <FieldError fieldId="webhook-url" message={errors.url} />
          </div>
          <fieldset className="grid gap-2" {...fieldErrorProps("webhook-events", errors.events)}>
            <legend className="mb-2 text-sm font-medium">Events</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="events" value={event} defaultChecked className="accent-primary size-4" />
                {EVENT_LABELS[event]}
              </label>
            ))}
            <FieldError fieldId="webhook-events" message={errors.events} />
          </fieldset>
          <div>
            <Button type="submit" disabled={creating}>
              {creating ? <Spinner label="Adding the webhook" /> : <Webhook aria-hidden="true" />}
              Add webhook
            </Button>
          </div>
        </createFetcher.Form>

        {created ? <NewSecret secret={created.secret} /> : null}

        {webhooks.length === 0 ? (
          <p className="text-muted-foreground text-sm">You have no webhooks yet.</p>
        ) : (
          <ul className="grid gap-4" aria-label="Your webhooks">
            {webhooks.map(({ webhook, deliveries }) => (
              <WebhookRow key={webhook.id} webhook={webhook} deliveries={deliveries} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
