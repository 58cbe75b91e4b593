import { useState } from "react";
import { toast } from "~/components/toaster";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button } from "~/components/ui/button";
import { ERROR_MESSAGES } from "~/utils/error-messages";
import { urls } from "~/utils/urls";

type CancelResponse = { ok: true } | { ok: false; error: { code: string; title: string; message: string } };

/** 'Cancel Plan' with its confirmation (SPEC section 4); calls cancel-subscription. */
export function CancelPlanDialog({
  subscriptionId,
  periodEndLabel,
  onCancelled,
}: {
  subscriptionId: string;
  periodEndLabel: string | null;
  onCancelled: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      const response = await fetch(urls.apiCancelSubscription(), {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ subscriptionId }),
      });
      const body = (await response.json().catch(() => null)) as CancelResponse | null;
      if (response.ok && body?.ok) {
        toast.success("Subscription cancelled", {
          description: periodEndLabel ? `Your plan stays active until ${periodEndLabel}.` : undefined,
        });
        setOpen(false);
        onCancelled();
      } else if (response.status === 401) {
        const { title, message } = ERROR_MESSAGES.signInToCancelSubscription;
        toast.error(title, { description: message });
      } else {
        const { title, message } = ERROR_MESSAGES.cancelSubscriptionFailed;
        toast.error(title, { description: body && !body.ok ? body.error.message : message });
      }
    } catch {
      const { title, message } = ERROR_MESSAGES.cancelSubscriptionFailed;
      toast.error(title, { description: message });
    } finally {
      setPending(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline" className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive">
          Cancel Plan
        </Button>
      }
      title="Cancel your plan?"
      description={`You will lose access to premium features when your current billing period ends${periodEndLabel ? ` on ${periodEndLabel}` : ""}. Until then your plan stays active, and your credits remain yours.`}
      cancelLabel="Keep Plan"
      confirmLabel="Cancel Plan"
      pendingLabel="Cancelling"
      destructive
      pending={pending}
      onConfirm={() => void confirm()}
    />
  );
}
