import Trash2 from "lucide-react/icons/trash-2";
import { useFetcher } from "react-router";
import { FieldError, fieldErrorProps } from "~/components/field-error";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { actionFieldErrors } from "~/utils/parse-form";
import { urls } from "~/utils/urls";

/**
 * 'Delete account' on a user's page: folded away until opened, the operator
 * types the account's e-mail and a reason (audited). Posted to its own route:
 * success redirects to the users list with a toast; a refusal shows here.
 */
export function DeleteAccountForm({ userId, email }: { userId: string; email: string }) {
  const fetcher = useFetcher<{ ok: false; error: { title: string; message: string }; fieldErrors?: Record<string, string> }>();
  const pending = fetcher.state !== "idle";
  const errors = pending ? {} : actionFieldErrors(fetcher.data);
  // A refused field shows its message beside it; any other refusal shows under the form.
  const refusal = !pending && fetcher.data?.ok === false && Object.keys(errors).length === 0 ? fetcher.data.error : null;
  return (
    <details className="group rounded-md border" data-testid="delete-account">
      <summary className="text-destructive hover:bg-accent flex h-9 cursor-pointer items-center gap-2 rounded-md px-3 text-sm font-medium">
        <Trash2 aria-hidden="true" className="size-4" /> Delete account
      </summary>
      <fetcher.Form method="post" action={urls.adminUserDelete(userId)} className="grid gap-3 border-t p-3" aria-label="Delete account">
        <input type="hidden" name="intent" value="delete-account" />
        <p className="text-muted-foreground text-sm">
          Cancels the plan at the provider and deletes the pictures, files and sessions now. Payments and the ledger are kept without personal data.
          This cannot be undone.
        </p>
        <div className="grid gap-1.5">
          <Label htmlFor="delete-account-email">Type the account&apos;s e-mail address</Label>
          <Input
            id="delete-account-email"
            name="confirmEmail"
            type="email"
            autoComplete="off"
            required
            placeholder={email}
            {...fieldErrorProps("delete-account-email", errors.confirmEmail)}
          />
          <FieldError fieldId="delete-account-email" message={errors.confirmEmail} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="delete-account-reason">Reason</Label>
          <Input
            id="delete-account-reason"
            name="reason"
            required
            minLength={3}
            maxLength={500}
            {...fieldErrorProps("delete-account-reason", errors.reason)}
          />
          <FieldError fieldId="delete-account-reason" message={errors.reason} />
        </div>
        {refusal ? (
          <p role="alert" className="text-destructive text-sm">
            <span className="font-medium">{refusal.title}:</span> {refusal.message}
          </p>
        ) : null}
        <Button type="submit" variant="destructive" disabled={pending} className="w-full">
          {pending ? <Spinner label="Deleting" /> : <Trash2 aria-hidden="true" />}
          Delete account
        </Button>
      </fetcher.Form>
    </details>
  );
}
