import ShieldCheck from "lucide-react/icons/shield-check";
import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { useFetcherToast } from "~/components/use-fetcher-toast";
import type { Route } from "./+types/login";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { signOut } from "~/features/accounts/auth-actions.server";
import { getSessionUser, isAdmin } from "~/features/accounts/auth.server";
import { adminLoginSchema, LOGIN_FAILED, safeRedirectTo, signInWithPassword, verifyTotpCode } from "./login.server";
import { isAppError } from "~/utils/errors";
import { parseForm } from "~/utils/parse-form.server";
import { enforceRateLimit, withRetryAfter } from "~/services/rate-limit/rate-limit.server";
import { OneTimeCodeInput } from "~/features/accounts/components/credential-inputs";
import { urls } from "~/utils/urls";

export const handle = { chrome: "admin" };

export const meta: Route.MetaFunction = () => [{ title: "Admin Login" }, { name: "robots", content: "noindex, nofollow" }];

// A refused attempt's wait (429) reaches the client as Retry-After.
export const headers: Route.HeadersFunction = withRetryAfter;

// The login is public; the admin area behind it checks the role on every request.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user && isAdmin(user)) throw redirect(urls.adminDashboard());
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return { redirectTo: safeRedirectTo(redirectTo, ""), signedInAs: user?.email ?? null };
}

type ActionResult = { step: "password" | "totp"; error?: { title: string; message: string } };

export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(await request.formData(), adminLoginSchema);
  if (!parsed.ok) {
    return data<ActionResult>({ step: "password", error: { title: LOGIN_FAILED.title, message: parsed.message } }, { status: 400 });
  }
  const input = parsed.data;
  if (input.intent === "logout") {
    throw redirect(urls.adminLogin(), { headers: (await signOut(request)).headers });
  }
  try {
    await enforceRateLimit(request, "admin-login");
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<ActionResult>(
      { step: input.intent, error: { title: LOGIN_FAILED.title, message: error.message } },
      { status: error.status, headers: error.headers },
    );
  }
  const result =
    input.intent === "password"
      ? await signInWithPassword(request, input.email, input.password)
      : await verifyTotpCode(request, input.code, input.trustDevice);
  if (result.kind === "signed-in") throw redirect(safeRedirectTo(input.redirectTo), { headers: result.headers });
  if (result.kind === "two-factor") return data<ActionResult>({ step: "totp" }, { headers: result.headers });
  return data<ActionResult>(
    { step: input.intent, error: { title: result.title, message: result.message } },
    // A sign-in or second-factor limit answers 429 with Retry-After; any other failure is a failed login.
    { status: result.status === 429 ? 429 : 401, headers: result.headers },
  );
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === urls.adminLogin();
  const step = actionData?.step ?? "password";
  const error = actionData?.error;
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useFetcherToast({ state: navigation.state, data: actionData }, (answer) =>
    answer.error ? { variant: "error", title: answer.error.title, description: answer.error.message } : null,
  );
  // Each step starts in its first field, unless the visitor is already typing in another
  // one: at hydration, taking the focus would send the rest of the password into the email.
  useEffect(() => {
    const field = (step === "totp" ? codeRef : emailRef).current;
    const focused = document.activeElement;
    if (focused instanceof HTMLInputElement && focused !== field && focused.form === field?.form) return;
    field?.focus();
  }, [step]);

  return (
    <div className="flex min-h-dvh items-center justify-center px-4 py-12">
      <Card className="w-full max-w-sm">
        <CardHeader className="gap-2 text-center">
          <div className="bg-primary/15 text-primary mx-auto grid size-11 place-items-center rounded-full">
            <ShieldCheck aria-hidden="true" className="size-5" />
          </div>
          <CardTitle className="text-xl">
            <h1>{step === "totp" ? "Two-factor authentication" : "Admin Login"}</h1>
          </CardTitle>
          <CardDescription>
            {step === "totp" ? "Enter the 6-digit code from your authenticator app." : "Sign in to manage apps, generators and media."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {loaderData.signedInAs && step === "password" && (
            <p className="bg-muted text-muted-foreground mb-4 rounded-md p-3 text-xs">
              You are signed in as {loaderData.signedInAs}, which has no admin access. Sign in with an admin account.
            </p>
          )}
          {step === "password" ? (
            <Form method="post" className="grid gap-4" aria-describedby={error ? "login-error" : undefined}>
              <input type="hidden" name="intent" value="password" />
              <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
              <div className="grid gap-2">
                <Label htmlFor="email">Email</Label>
                <Input id="email" name="email" type="email" autoComplete="username" required disabled={busy} ref={emailRef} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="password">Password</Label>
                <Input id="password" name="password" type="password" autoComplete="current-password" required disabled={busy} />
              </div>
              {error && (
                <p id="login-error" role="alert" className="text-destructive text-sm">
                  {error.message}
                </p>
              )}
              <Button type="submit" disabled={busy}>
                {busy ? "Signing in..." : "Sign In"}
              </Button>
            </Form>
          ) : (
            <Form method="post" className="grid gap-4">
              <input type="hidden" name="intent" value="totp" />
              <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
              <div className="grid gap-2">
                <Label htmlFor="code">Authentication code</Label>
                <OneTimeCodeInput ref={codeRef} id="code" pattern="\d{6}" disabled={busy} />
              </div>
              <div className="flex items-center gap-2">
                <Checkbox id="trustDevice" name="trustDevice" value="on" disabled={busy} />
                <Label htmlFor="trustDevice" className="font-normal">
                  Trust this device for 30 days
                </Label>
              </div>
              {error && (
                <p role="alert" className="text-destructive text-sm">
                  {error.message}
                </p>
              )}
              <Button type="submit" disabled={busy}>
                {busy ? "Verifying..." : "Verify"}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
