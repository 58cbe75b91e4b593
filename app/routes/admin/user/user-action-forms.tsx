import { useState, type ReactNode } from "react";
import { Form, useActionData, useLocation, useNavigation } from "react-router";
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
import { FieldError, fieldErrorId } from "~/components/field-error";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/components/use-hydrated";
import { MAX_CREDIT_ADJUSTMENT, REASON_MAX_LENGTH } from "~/features/credits/adjustment-rules";
import type { UserAction } from "~/routes/admin/users/users-query";
import { actionFieldErrors, type FieldErrors } from "~/utils/parse-form";

// The user page's forms. Each posts an intent to the page's action, which
// redirects back with a toast; a refusal comes back as `{ ok: false, error, intent }`.

type Intent = UserAction["intent"];
type ActionAnswer = { ok: false; intent: string; error: { title: string; message: string } } | undefined;

/**
 * Whether this intent's form is being sent, and its refusal if the last answer
 * was one: each refused field's message (shown beside the field), or else the
 * refusal as a whole (shown under the form).
 */
export function useUserAction(intent: Intent) {
  const navigation = useNavigation();
  const answer = useActionData() as ActionAnswer;
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const refused = !pending && answer && answer.ok === false && answer.intent === intent ? answer : null;
  const fieldErrors: FieldErrors = refused ? actionFieldErrors(refused) : {};
  const error = refused && Object.keys(fieldErrors).length === 0 ? refused.error : null;
  return { pending, error, fieldErrors };
}

/** The ids an input is described by: its hint, and its message when it has one. */
const describedBy = (fieldId: string, hintId: string, message: string | undefined) => (message ? `${hintId} ${fieldErrorId(fieldId)}` : hintId);

function ActionError({ error, id }: { error: { title: string; message: string } | null; id: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-destructive text-sm">
      <span className="font-medium">{error.title}:</span> {error.message}
    </p>
  );
}

/** 'Adjust credits': a whole amount either way and the reason the user will read. */
export function AdjustCreditsForm() {
  const { pending, error, fieldErrors } = useUserAction("adjust-credits");
  return (
    <Form method="post" className="grid gap-3" aria-label="Adjust credits">
      <input type="hidden" name="intent" value="adjust-credits" />
      <div className="grid gap-1.5">
        <Label htmlFor="adjust-amount">Amount</Label>
        <Input
          id="adjust-amount"
          name="amount"
          inputMode="numeric"
          pattern="[+\-]?[0-9]{1,7}"
          required
          placeholder="e.g. 10 or -5"
          aria-invalid={fieldErrors.amount ? true : undefined}
          aria-describedby={describedBy("adjust-amount", "adjust-amount-hint", fieldErrors.amount)}
        />
        <FieldError fieldId="adjust-amount" message={fieldErrors.amount} />
        <p id="adjust-amount-hint" className="text-muted-foreground text-xs">
          A whole number: positive adds credits, negative takes them (never below zero; at most {MAX_CREDIT_ADJUSTMENT.toLocaleString("en-US")}).
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="adjust-reason">Reason</Label>
        <Textarea
          id="adjust-reason"
          name="reason"
          required
          minLength={3}
          maxLength={REASON_MAX_LENGTH}
          rows={2}
          placeholder="e.g. Refund for a failed picture"
          aria-invalid={fieldErrors.reason ? true : undefined}
          aria-describedby={describedBy("adjust-reason", "adjust-reason-hint", fieldErrors.reason)}
        />
        <FieldError fieldId="adjust-reason" message={fieldErrors.reason} />
        <p id="adjust-reason-hint" className="text-muted-foreground text-xs">
          The user sees it in their transactions.
        </p>
      </div>
      <ActionError error={error} id="adjust-error" />
      <Button type="submit" disabled={pending} className="w-fit">
        {pending ? <Spinner label="Adjusting credits" /> : null}
        Adjust credits
      </Button>
    </Form>
  );
}

/** A one-button action that needs no confirmation (mark verified, resend the link, unsuspend). */
export function SimpleAction({ intent, label, pendingLabel }: { intent: Intent; label: string; pendingLabel: string }) {
  const { pending, error } = useUserAction(intent);
  return (
    <Form method="post" className="grid gap-1">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant="outline" disabled={pending} className="w-full justify-start">
        {pending ? <Spinner label={pendingLabel} /> : null}
        {label}
      </Button>
      <ActionError error={error} id={`${intent}-error`} />
    </Form>
  );
}

/**
 * An action asked for again in a dialog (suspend, sign out everywhere, the
 * admin role). The button is disabled until the page runs, since the dialog
 * needs JavaScript; the dialog closes when the page comes back.
 */
export function ConfirmedAction({
  intent,
  label,
  title,
  description,
  confirmLabel,
  pendingLabel,
  destructive = false,
  children,
}: {
  intent: Intent;
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  /** Extra fields sent with the confirmation (the suspension's reason). */
  children?: ReactNode;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const { pending, error } = useUserAction(intent);
  // Opened on this page visit only: the redirect after the action is a new visit, which closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  return (
    <div className="grid gap-1">
      <AlertDialog open={open} onOpenChange={(next) => !pending && setOpenOn(next ? location.key : null)}>
        <AlertDialogTrigger asChild>
          <Button type="button" variant={destructive ? "destructive" : "outline"} disabled={!hydrated} className="w-full justify-start">
            {label}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="intent" value={intent} />
            <AlertDialogHeader>
              <AlertDialogTitle>{title}</AlertDialogTitle>
              <AlertDialogDescription>{description}</AlertDialogDescription>
            </AlertDialogHeader>
            {children}
            <ActionError error={error} id={`${intent}-dialog-error`} />
            <AlertDialogFooter>
              <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
              <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending}>
                {pending ? <Spinner label={pendingLabel} /> : null}
                {confirmLabel}
              </Button>
            </AlertDialogFooter>
          </Form>
        </AlertDialogContent>
      </AlertDialog>
      {open ? null : <ActionError error={error} id={`${intent}-error`} />}
    </div>
  );
}

/** The suspension's reason field, inside its confirmation. */
export function SuspendReasonField() {
  const { fieldErrors } = useUserAction("suspend");
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="suspend-reason">Reason</Label>
      <Textarea
        id="suspend-reason"
        name="reason"
        required
        minLength={3}
        maxLength={REASON_MAX_LENGTH}
        rows={2}
        placeholder="e.g. Chargebacks with stolen cards"
        aria-invalid={fieldErrors.reason ? true : undefined}
        aria-describedby={describedBy("suspend-reason", "suspend-reason-hint", fieldErrors.reason)}
      />
      <FieldError fieldId="suspend-reason" message={fieldErrors.reason} />
      <p id="suspend-reason-hint" className="text-muted-foreground text-xs">
        Kept in the audit log; the user is told only that the account is suspended.
      </p>
    </div>
  );
}
