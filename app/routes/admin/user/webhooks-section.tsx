import { Form } from "react-router";
import { UtcTime } from "~/components/utc-time";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import type { AdminWebhookView } from "~/features/webhooks/webhooks.server";
import { Empty, Section } from "./user-sections";
import { useUserAction } from "./user-action-forms";

/** The account's webhooks with their delivery counts, and 'Disable' / 'Delete' on each (audited). */
export function WebhooksSection({ webhooks }: { webhooks: AdminWebhookView[] }) {
  const disabling = useUserAction("disable-webhook");
  const deleting = useUserAction("delete-webhook");
  const error = disabling.error ?? deleting.error;
  return (
    <Section title="Webhooks" testId="user-webhooks" description="Addresses this account asked us to send generation events to.">
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          <span className="font-medium">{error.title}:</span> {error.message}
        </p>
      ) : null}
      {webhooks.length === 0 ? (
        <Empty>No webhooks.</Empty>
      ) : (
        <ul className="divide-border grid divide-y rounded-md border text-sm">
          {webhooks.map((webhook) => (
            <li key={webhook.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="grid min-w-0 gap-1">
                <span className="font-medium break-all">
                  {webhook.url} · {webhook.status === "active" ? "Active" : "Disabled"}
                </span>
                <span className="text-muted-foreground text-xs">
                  {webhook.events.join(", ")} · {webhook.deliveries.total} deliveries, {webhook.deliveries.failed} failed · added{" "}
                  <UtcTime iso={webhook.createdAt} />
                  {webhook.disabledReason ? ` · ${webhook.disabledReason}` : ""}
                </span>
              </div>
              <div className="flex gap-2">
                {webhook.status === "active" ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="disable-webhook" />
                    <input type="hidden" name="webhookId" value={webhook.id} />
                    <Button type="submit" variant="outline" size="sm" disabled={disabling.pending} aria-label={`Disable ${webhook.url}`}>
                      {disabling.pending ? <Spinner label="Disabling" /> : null}
                      Disable
                    </Button>
                  </Form>
                ) : null}
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-webhook" />
                  <input type="hidden" name="webhookId" value={webhook.id} />
                  <Button type="submit" variant="outline" size="sm" disabled={deleting.pending} aria-label={`Delete ${webhook.url}`}>
                    {deleting.pending ? <Spinner label="Deleting" /> : null}
                    Delete
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
