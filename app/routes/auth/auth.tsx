import { data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/auth";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { authFormSchema, type AuthActionData, type AuthMode } from "~/features/accounts/auth-schema";
import {
  resendVerificationEmail,
  signInWithEmail,
  signUpWithEmail,
  startGoogleSignIn,
  verifySignInCode,
} from "~/features/accounts/auth-actions.server";
import { AUTH_DESCRIPTIONS, AUTH_TITLES, AuthForm } from "~/features/accounts/components/auth-form";
import { AuthLinkErrorToast } from "~/features/accounts/components/auth-link-error-toast";
import { useRootData } from "~/utils/user";
import { getSessionUser } from "~/features/accounts/auth.server";
import { relayedFailure } from "~/utils/error-messages";
import { isAppError } from "~/utils/errors";
import { errorData } from "~/utils/http.server";
import { parseForm } from "~/utils/parse-form.server";
import { withRetryAfter } from "~/services/rate-limit/rate-limit.server";
import { urls } from "~/utils/urls";
import { siteTitle } from "~/features/seo/site-title";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteTitle(matches, "Sign in") },
  { name: "description", content: "Sign in or create an account to generate uncensored AI images." },
  { name: "robots", content: "noindex" },
];

// A refused attempt's wait (429) reaches the client as Retry-After.
export const headers: Route.HeadersFunction = withRetryAfter;

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect(urls.home());
  return null;
}

/** A refused form or better-auth answer; a sign-in, sign-up or second-factor limit (429) says to wait. */
function refused(message: string, status: number, headers?: Headers) {
  return errorData(relayedFailure(status, { title: status === 429 ? "Please wait" : "Error", message }, headers));
}

function success(result: "signed-in" | "signed-up" | "two-factor" | "verification-resent", headers: Headers) {
  return data<AuthActionData>({ ok: true, result }, { headers });
}

/**
 * Sign in, sign up, the second factor and Google, through better-auth's server
 * API (its cookies are forwarded; its hooks apply the per-address and
 * per-account limits). The page is redirected home once signed in;
 * the auth dialog gets JSON and waits for the root loader to see the session.
 */
export async function action({ request }: Route.ActionArgs) {
  // One message for the credentials: the spec's text names both fields at once, so the form shows it once.
  const parsed = await parseForm(await request.formData(), authFormSchema);
  if (!parsed.ok) return refused(parsed.message, 400);
  const input = parsed.data;

  try {
    if (input.intent === "google") {
      const result = await startGoogleSignIn(request);
      if (!result.ok) return refused(result.message, result.status, result.headers);
      return redirect(result.data.url, { headers: result.headers });
    }

    if (input.intent === "signup") {
      const result = await signUpWithEmail(request, input);
      if (!result.ok) return refused(result.message, result.status, result.headers);
      return success("signed-up", result.headers);
    }

    if (input.intent === "resend-verification") {
      const result = await resendVerificationEmail(request, input.email);
      if (!result.ok) return refused(result.message, result.status, result.headers);
      return success("verification-resent", result.headers);
    }

    const result = input.intent === "totp" ? await verifySignInCode(request, input.code) : await signInWithEmail(request, input);
    if (!result.ok) return refused(result.message, result.status, result.headers);
    if ("twoFactor" in result.data && result.data.twoFactor) return success("two-factor", result.headers);
    if (input.source === "page") return redirect(urls.home(), { headers: result.headers });
    return success("signed-in", result.headers);
  } catch (error) {
    if (isAppError(error)) return errorData(error);
    throw error;
  }
}

export default function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: AuthMode = searchParams.get("mode") === "signup" ? "signup" : "signin";
  const googleSignIn = useRootData()?.publicEnv.googleSignIn ?? false;

  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <AuthLinkErrorToast />
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold">{AUTH_TITLES[mode]}</h1>
          </CardTitle>
          <CardDescription>{AUTH_DESCRIPTIONS[mode]}</CardDescription>
        </CardHeader>
        <CardContent>
          <AuthForm
            key={mode}
            mode={mode}
            source="page"
            googleSignIn={googleSignIn}
            onModeChange={(next) => setSearchParams(next === "signup" ? { mode: "signup" } : {}, { replace: true, preventScrollReset: true })}
          />
        </CardContent>
      </Card>
    </div>
  );
}
