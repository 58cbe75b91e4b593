import KeyRound from "lucide-react/icons/key-round";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { toast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { NewPasswordFields } from "~/features/accounts/components/new-password-fields";
import { EXPIRED_LINK_MESSAGE } from "~/features/accounts/password-constants";
import { findResetLinkAccount, resetPassword } from "~/features/accounts/password-reset.server";
import { resetPasswordSchema, resetTokenSchema } from "~/features/accounts/password-rules";
import { relayedFailure } from "~/utils/error-messages";
import { errorData } from "~/utils/http.server";
import { actionFieldErrors, FORM_ERROR, type FieldErrors } from "~/utils/parse-form";
import { formErrorData, parseForm } from "~/utils/parse-form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { urls } from "~/utils/urls";
import { siteTitle } from "~/features/seo/site-title";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteTitle(matches, "Choose a new password") },
  { name: "robots", content: "noindex" },
];

// The token is in the address: never send it on to another site, never cache the page.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const token = resetTokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  const account = token.success ? await findResetLinkAccount(token.data) : null;
  if (!token.success || !account) return { state: "expired" as const };
  return { state: "ready" as const, token: token.data, email: account.email };
}

/** A refused reset; `expired` tells the form to offer a new link instead of another try. */
function refused(expired: boolean, message: string, status: number, headers?: Headers) {
  const title = expired ? "Link expired" : status === 429 ? "Too many attempts" : "Error";
  return errorData(relayedFailure(status, { title, message }, headers), undefined, { expired });
}

/** Each field's message of a refused reset, or the server's refusal (a password too easy to guess) for the whole form. */
function resetErrors(answer: { error: { message: string } } | undefined): FieldErrors {
  if (!answer) return {};
  const fields = actionFieldErrors(answer);
  return Object.keys(fields).length > 0 ? fields : { [FORM_ERROR]: answer.error.message };
}

/** Sets the new password; better-auth spends the token and signs out every session of the account. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(await request.formData(), resetPasswordSchema);
  if (!parsed.ok) {
    if (parsed.fieldErrors.token) return refused(true, EXPIRED_LINK_MESSAGE, 400);
    return formErrorData(parsed, "Error", { expired: false });
  }
  const result = await resetPassword(request, parsed.data);
  if (!result.ok) return refused(result.expired, result.message, result.status, result.headers);
  return redirectWithToast(urls.auth(), {
    type: "success",
    title: "Password changed",
    description: "Sign in with your new password. Every device that was signed in to your account has been signed out.",
  });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const expired = loaderData.state === "expired" || (actionData && actionData.expired);

  useEffect(() => {
    if (actionData) toast.error(actionData.error.title, { description: actionData.error.message });
  }, [actionData]);

  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold">{expired ? "Link expired" : "Choose a new password"}</h1>
          </CardTitle>
          <CardDescription>
            {expired ? EXPIRED_LINK_MESSAGE : "Your new password signs out every device that is signed in to your account."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {expired || loaderData.state !== "ready" ? (
            <div className="grid gap-3">
              <p className="text-muted-foreground text-sm">Reset links work once and expire 1 hour after they are sent.</p>
              <Button asChild className="w-full">
                <Link to={urls.forgotPassword()}>Ask for a new link</Link>
              </Button>
              <Button asChild variant="ghost" className="w-full">
                <Link to={urls.auth()}>Back to sign in</Link>
              </Button>
            </div>
          ) : (
            <Form method="post" className="grid gap-4">
              <input type="hidden" name="token" value={loaderData.token} />
              {/* Lets a password manager file the new password under the right account. */}
              <input type="text" value={loaderData.email} autoComplete="username" readOnly hidden />
              <p className="text-sm">
                Account: <span className="font-medium break-all">{loaderData.email}</span>
              </p>
              <NewPasswordFields errors={resetErrors(actionData)} />
              <Button type="submit" disabled={busy} className="w-full">
                {busy ? <Spinner label="Saving" /> : <KeyRound aria-hidden="true" />}
                {busy ? "Saving..." : "Set new password"}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
