import MailCheck from "lucide-react/icons/mail-check";
import { useEffect, useId } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { toast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { requestPasswordReset } from "~/features/accounts/password-reset.server";
import { RESET_SENT_MESSAGE } from "~/features/accounts/password-constants";
import { forgotPasswordSchema, type ForgotPasswordActionData } from "~/features/accounts/password-rules";
import { EmailInput } from "~/features/accounts/components/credential-inputs";
import { relayedFailure } from "~/utils/error-messages";
import { errorData } from "~/utils/http.server";
import { formErrorData, parseForm } from "~/utils/parse-form.server";
import { urls } from "~/utils/urls";
import { siteNameOf, siteTitle } from "~/features/seo/site-title";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteTitle(matches, "Forgot password") },
  { name: "description", content: `Get a link to choose a new password for your ${siteNameOf(matches)} account.` },
  { name: "robots", content: "noindex" },
];

/**
 * Asks for the e-mail address and has better-auth send the reset link. The
 * answer is the same whether or not the address has an account.
 */
export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(await request.formData(), forgotPasswordSchema);
  if (!parsed.ok) return formErrorData(parsed, "Error");
  // The per-address and per-account limits apply inside better-auth (sign-in-limits.server.ts).
  const result = await requestPasswordReset(request, parsed.data.email);
  if (!result.ok) {
    const title = result.status === 429 ? "Too many attempts" : "Error";
    return errorData(relayedFailure(result.status, { title, message: result.message }, result.headers));
  }
  return data<ForgotPasswordActionData>({ ok: true, message: RESET_SENT_MESSAGE });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === urls.forgotPassword();
  const id = useId();
  const error = actionData && !actionData.ok ? actionData.error.message : null;
  const sent = actionData?.ok ? actionData.message : null;

  useEffect(() => {
    if (actionData && !actionData.ok) toast.error(actionData.error.title, { description: actionData.error.message });
  }, [actionData]);

  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold">Forgot your password?</h1>
          </CardTitle>
          <CardDescription>Enter the e-mail address of your account and we'll send you a link to choose a new password.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {sent ? (
            <div role="status" className="border-primary/40 bg-primary/10 flex gap-3 rounded-md border p-3 text-sm">
              <MailCheck aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
              <div>
                <p className="font-medium">{sent}</p>
                <p className="text-muted-foreground">The link works once and expires in 1 hour. Check your spam folder if it does not arrive.</p>
              </div>
            </div>
          ) : null}
          <Form method="post" action={urls.forgotPassword()} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-email`}>Email</Label>
              <EmailInput id={`${id}-email`} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
            </div>
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
            <Button type="submit" disabled={busy} className="w-full">
              {busy ? <Spinner label="Sending" /> : null}
              {busy ? "Sending..." : sent ? "Send the link again" : "Send reset link"}
            </Button>
          </Form>
          <p className="text-muted-foreground text-center text-sm">
            Remembered it?{" "}
            <Link to={urls.auth()} className="text-primary font-medium underline-offset-4 hover:underline focus-visible:underline">
              Back to sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
