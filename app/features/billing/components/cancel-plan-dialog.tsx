import { useState } from "react";
import { toast } from "~/components/toaster";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
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
        toast.error("Authentication required", { description: "Please sign in to cancel your subscription" });
      } else {
        const message = body && !body.ok ? body.error.message : "Please try again later.";
        toast.error("Error cancelling subscription", { description: message });
      }
    } catch {
      toast.error("Error cancelling subscription", { description: "Please try again later." });
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive">
          Cancel Plan
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel your plan?</AlertDialogTitle>
          <AlertDialogDescription>
            You will lose access to premium features when your current billing period ends
            {periodEndLabel ? ` on ${periodEndLabel}` : ""}. Until then your plan stays active, and your credits remain yours.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Keep Plan</AlertDialogCancel>
          <Button type="button" variant="destructive" onClick={() => void confirm()} disabled={pending}>
            {pending && <Spinner label="Cancelling" />}
            Cancel Plan
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
