import { useEffect, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { FieldError, fieldErrorId } from "~/components/field-error";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/components/use-hydrated";
import { actionFieldErrors, type FieldErrors } from "~/utils/parse-form";
import { dollars, type PaymentRow } from "./payments-query";

type RefundAnswer = { ok: false; intent?: string; paymentId?: string; fieldErrors?: FieldErrors } | undefined;

/** Dollars with two decimals for the amount field ("12.50"). */
const fieldDollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * 'Refund' on a payment: the whole rest or a part, with a reason (the page's
 * action refunds it and comes back with a toast). Needs the page to run.
 */
export function RefundDialog({ payment }: { payment: PaymentRow }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "refund";
  const answer = useActionData() as RefundAnswer;
  // A refusal of this payment's fields stays in the dialog, each message under its field.
  const errors = !pending && answer?.intent === "refund" && answer.paymentId === payment.id ? actionFieldErrors(answer) : {};
  const refusedFields = Object.keys(errors).length > 0;
  const wasPending = useRef(false);
  useEffect(() => {
    // The answer came back (a redirect with a toast, or a refusal toast): close, unless a field was refused.
    if (wasPending.current && !pending && !refusedFields) setOpen(false);
    wasPending.current = pending;
  }, [pending, refusedFields]);
  const left = payment.amountCents - payment.refundedCents;
  const ids = { amount: `refund-amount-${payment.id}`, reason: `refund-reason-${payment.id}` };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={!hydrated}>
          Refund
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refund payment</DialogTitle>
          <DialogDescription className="wrap-anywhere">
            {payment.userEmail} paid {dollars(payment.amountCents)}
            {payment.refundedCents > 0 ? `, ${dollars(payment.refundedCents)} refunded already` : ""}. The payment&apos;s credits are taken back in
            proportion (never below zero).
          </DialogDescription>
        </DialogHeader>
        <Form method="post" className="grid gap-4" aria-label="Refund payment">
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="paymentId" value={payment.id} />
          <div className="grid gap-1.5">
            <Label htmlFor={ids.amount}>Amount (USD)</Label>
            <Input
              id={ids.amount}
              name="amount"
              inputMode="decimal"
              pattern="[0-9]{1,7}(\.[0-9]{1,2})?"
              required
              defaultValue={fieldDollars(left)}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? `${ids.amount}-hint ${fieldErrorId(ids.amount)}` : `${ids.amount}-hint`}
            />
            <FieldError fieldId={ids.amount} message={errors.amount} />
            <p id={`${ids.amount}-hint`} className="text-muted-foreground text-xs">
              At most {dollars(left)}.
            </p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.reason}>Reason</Label>
            <Textarea
              id={ids.reason}
              name="reason"
              required
              maxLength={500}
              rows={2}
              placeholder="e.g. Charged twice by mistake"
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? fieldErrorId(ids.reason) : undefined}
            />
            <FieldError fieldId={ids.reason} message={errors.reason} />
          </div>
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? <Spinner label="Refunding" /> : null}
              Refund
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
