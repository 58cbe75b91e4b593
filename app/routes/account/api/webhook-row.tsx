import { useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { failureToast, useFetcherToast } from "~/components/use-fetcher-toast";
import { UtcTime } from "~/components/utc-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import type { DeliveryView, WebhookView } from "~/features/webhooks/webhook-schema";
import { DISABLED_BY_OPERATOR } from "~/features/webhooks/webhook-status";
import { NewSecret } from "./new-secret";
import type { WebhooksAnswer } from "./webhooks-card";

const DELIVERY_STATUS: Record<DeliveryView["status"], string> = { pending: "Pending", succeeded: "Succeeded", failed: "Failed" };

/** One webhook: its address and events, 'Roll secret', 'Delete', and its latest deliveries with 'Resend'. */
export function WebhookRow({ webhook, deliveries }: { webhook: WebhookView; deliveries: DeliveryView[] }) {
  const fetcher = useFetcher<WebhooksAnswer>();
  const [confirming, setConfirming] = useState<"delete" | "roll" | null>(null);
  const busy = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const rolled = fetcher.data?.ok && fetcher.data.intent === "roll-webhook-secret" ? fetcher.data : null;
  useFetcherToast(fetcher, (answer) => {
    if (!answer.ok) return failureToast(answer);
    if (answer.intent === "roll-webhook-secret") return { variant: "success", title: "Secret rolled" };
    if (answer.intent === "resend-delivery") return { variant: "success", title: "Delivery queued again" };
    if (answer.intent === "delete-webhook") return { variant: "success", title: "Webhook deleted" };
    if (answer.intent === "enable-webhook") return { variant: "success", title: "Webhook enabled" };
    return null;
  });
  const submit = (intent: string, fields: Record<string, string> = {}) =>
    void fetcher.submit({ intent, webhookId: webhook.id, ...fields }, { method: "post" });

  return (
    <li className="grid gap-3 rounded-md border p-4" aria-label={`Webhook ${webhook.url}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{webhook.url}</span>
        <Badge variant={webhook.status === "active" ? "secondary" : "outline"}>{webhook.status === "active" ? "Active" : "Disabled"}</Badge>
      </div>
      <p className="text-muted-foreground text-sm">
        Events: {webhook.events.join(", ")}
        {webhook.disabledReason ? ` · Disabled: ${webhook.disabledReason}` : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        {webhook.status === "disabled" && webhook.disabledReason !== DISABLED_BY_OPERATOR ? (
          <Button type="button" size="sm" disabled={busy === "enable-webhook"} onClick={() => submit("enable-webhook")}>
            {busy === "enable-webhook" ? "Enabling..." : "Enable"}
          </Button>
        ) : null}
        <ConfirmDialog
          open={confirming === "roll" || busy === "roll-webhook-secret"}
          onOpenChange={(open) => setConfirming(open ? "roll" : null)}
          title="Roll this webhook's secret?"
          description="Deliveries are signed with the new secret from now on; the old one stops verifying at once."
          confirmLabel="Roll secret"
          pendingLabel="Rolling"
          pending={busy === "roll-webhook-secret"}
          onConfirm={() => {
            submit("roll-webhook-secret");
            setConfirming(null);
          }}
          trigger={
            <Button type="button" variant="outline" size="sm">
              Roll secret
            </Button>
          }
        />
        <ConfirmDialog
          open={confirming === "delete" || busy === "delete-webhook"}
          onOpenChange={(open) => setConfirming(open ? "delete" : null)}
          title="Delete this webhook?"
          description="Nothing more is sent to it, and its delivery log is removed. This cannot be undone."
          confirmLabel="Delete"
          pendingLabel="Deleting"
          pending={busy === "delete-webhook"}
          destructive
          onConfirm={() => {
            submit("delete-webhook");
            setConfirming(null);
          }}
          trigger={
            <Button type="button" variant="outline" size="sm">
              Delete
            </Button>
          }
        />
      </div>
      {rolled ? <NewSecret secret={rolled.secret} /> : null}
      <div className="grid gap-2">
        <h3 className="text-sm font-medium">Deliveries</h3>
        {deliveries.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing sent yet.</p>
        ) : (
          <ul className="divide-border grid divide-y rounded-md border text-sm" aria-label={`Deliveries to ${webhook.url}`}>
            {deliveries.map((delivery) => (
              <li key={delivery.id} className="flex flex-wrap items-center justify-between gap-2 p-3" aria-label={`Delivery ${delivery.type}`}>
                <div className="grid min-w-0 gap-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <code className="text-xs">{delivery.type}</code>
                    <Badge variant={delivery.status === "failed" ? "destructive" : delivery.status === "succeeded" ? "secondary" : "outline"}>
                      {DELIVERY_STATUS[delivery.status]}
                    </Badge>
                  </span>
                  <span className="text-muted-foreground text-xs">
                    {delivery.lastStatusCode === null ? "No answer" : `HTTP ${delivery.lastStatusCode}`} · {delivery.attempts}{" "}
                    {delivery.attempts === 1 ? "attempt" : "attempts"} · <UtcTime iso={delivery.lastAttemptAt ?? delivery.createdAt} />
                    {delivery.status === "pending" && delivery.nextAttemptAt && delivery.attempts > 0 ? (
                      <>
                        {" "}
                        · next try <UtcTime iso={delivery.nextAttemptAt} />
                      </>
                    ) : null}
                  </span>
                </div>
                {webhook.status === "active" ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={busy === "resend-delivery"}
                    onClick={() => submit("resend-delivery", { deliveryId: delivery.id })}
                    aria-label={`Resend ${delivery.type} of ${delivery.createdAt}`}
                  >
                    {busy === "resend-delivery" && fetcher.formData?.get("deliveryId") === delivery.id ? <Spinner label="Resending" /> : null}
                    Resend
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
