import Download from "lucide-react/icons/download";
import Trash2 from "lucide-react/icons/trash-2";
import { Form, useActionData, useNavigation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { urls } from "~/utils/urls";
import type { ProfileActionData } from "../profile-schema";

/**
 * 'Download my data' (a zip of everything the account holds) and 'Delete account'
 * (confirmed with the password, or the e-mail address for an account without one).
 * A plain form: it works before the page's JavaScript runs, and the answer is a
 * new page (home, signed out) or this one with the refusal under the field.
 */
export function AccountDataCard({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const answer = useActionData<ProfileActionData>();
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete-account";
  const refusal = answer && !answer.ok && answer.intent === "delete-account" ? answer.error : null;
  const label = hasPassword ? "Your password" : `Type your e-mail address (${email})`;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your data</CardTitle>
        <CardDescription>Take a copy of everything your account holds, or delete the account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <p className="text-muted-foreground text-sm">
            A zip file: your profile and settings (JSON), your credit transactions and payments (CSV), and every picture with its settings.
          </p>
          <a
            href={urls.apiAccountExport()}
            download
            className={buttonVariants({ variant: "outline", className: "w-fit" })}
            data-testid="download-my-data"
          >
            <Download aria-hidden="true" />
            Download my data
          </a>
        </div>
        <Form method="post" className="border-destructive/40 grid gap-3 rounded-md border p-4" aria-labelledby="delete-account-heading">
          <h3 id="delete-account-heading" className="font-semibold">
            Delete account
          </h3>
          <p className="text-muted-foreground text-sm">
            Your plan is cancelled, and your pictures, files and sign-ins are deleted at once. Payments and credit history are kept without your name
            or e-mail for accounting. This cannot be undone; you can sign up again with the same address later as a new account.
          </p>
          <input type="hidden" name="intent" value="delete-account" />
          <div className="grid gap-1.5">
            <Label htmlFor="delete-account-confirmation">{label}</Label>
            <Input
              id="delete-account-confirmation"
              name="confirmation"
              type={hasPassword ? "password" : "email"}
              autoComplete={hasPassword ? "current-password" : "off"}
              required
              className="max-w-sm"
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? "delete-account-error" : undefined}
            />
            {refusal ? (
              <p id="delete-account-error" role="alert" className="text-destructive text-sm">
                {refusal.message}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="destructive" className="w-fit" disabled={deleting}>
            {deleting ? <Spinner label="Deleting" /> : <Trash2 aria-hidden="true" />}
            Delete account
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
