import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { toast } from "~/components/toaster";
import { failureToast, useFetcherToast } from "~/components/use-fetcher-toast";
import { useNewFetcherAnswer } from "~/components/use-new-fetcher-answer";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { urls } from "~/utils/urls";
import type { AuthActionData, AuthMode } from "../auth-schema";
import { validateCredentials } from "../credentials";
import { EmailInput, OneTimeCodeInput } from "./credential-inputs";
import { PASSWORD_HINT } from "../password-constants";

export const AUTH_TITLES: Record<AuthMode, string> = { signin: "Welcome Back", signup: "Create Account" };
export const AUTH_DESCRIPTIONS: Record<AuthMode, string> = {
  signin: "Sign in to your account to keep creating.",
  signup: "Sign up with your e-mail to start generating images.",
};

type AuthFormProps = {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** The page is redirected after signing in; the dialog waits for the session. */
  source: "page" | "dialog";
  googleSignIn: boolean;
};

/** The sign-in / sign-up form of /auth and of the auth dialog; posts to the /auth action. */
export function AuthForm({ mode, onModeChange, source, googleSignIn }: AuthFormProps) {
  const fetcher = useFetcher<AuthActionData>();
  const [step, setStep] = useState<"credentials" | "code">("credentials");
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The sign-up answer whose panel the visitor left ('Use a different address'), so the form shows again.
  const [dismissed, setDismissed] = useState<AuthActionData | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const busy = fetcher.state !== "idle";

  const arrived = useNewFetcherAnswer(fetcher);
  if (arrived) setFormError(arrived.ok ? null : arrived.error.message);
  if (arrived?.ok && arrived.result === "two-factor") setStep("code");
  // "signed-in": the page is redirected; the dialog watches the root loader's user.
  useFetcherToast(fetcher, (answer) => {
    if (!answer.ok) return failureToast(answer);
    if (answer.result === "signed-up") return { variant: "success", title: "Check your email", description: "We've sent you a verification link." };
    return null;
  });
  const signedUpAnswer = fetcher.data?.ok && fetcher.data.result === "signed-up" ? fetcher.data : null;
  useEffect(() => {
    if (signedUpAnswer && passwordRef.current) passwordRef.current.value = "";
  }, [signedUpAnswer]);
  useEffect(() => {
    if (step === "code") codeRef.current?.focus();
  }, [step]);

  function checkCredentials(event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const checked = validateCredentials({ email: form.get("email"), password: form.get("password") });
    if (!checked.ok) {
      event.preventDefault();
      setFormError(checked.message);
      toast.error("Error", { description: checked.message });
      return;
    }
    setFormError(null);
    setSentTo(mode === "signup" ? checked.email : null);
  }

  function switchMode(next: AuthMode) {
    setFormError(null);
    setSentTo(null);
    setStep("credentials");
    onModeChange(next);
  }

  const errorId = `${id}-error`;
  const errorText = formError ? (
    <p id={errorId} role="alert" className="text-destructive text-sm">
      {formError}
    </p>
  ) : null;

  if (step === "code") {
    return (
      <div className="grid gap-4">
        <fetcher.Form method="post" action={urls.auth()} className="grid gap-4">
          <input type="hidden" name="intent" value="totp" />
          <input type="hidden" name="source" value={source} />
          <p className="text-muted-foreground text-sm">Enter the 6-digit code from your authenticator app to finish signing in.</p>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-code`}>Authentication code</Label>
            <OneTimeCodeInput
              id={`${id}-code`}
              ref={codeRef}
              aria-invalid={formError ? true : undefined}
              aria-describedby={formError ? errorId : undefined}
            />
          </div>
          {errorText}
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner label="Verifying" /> : null}
            {busy ? "Verifying..." : "Verify"}
          </Button>
        </fetcher.Form>
        <Button type="button" variant="link" onClick={() => switchMode("signin")}>
          Back to sign in
        </Button>
      </div>
    );
  }

  const signedUp = fetcher.data?.ok && fetcher.data.result === "signed-up" && mode === "signup" && fetcher.data !== dismissed;

  // After a sign-up the form gives way to the panel: nothing left to submit twice.
  if (signedUp) {
    return (
      <SignedUpPanel
        email={sentTo}
        source={source}
        onDifferentAddress={() => {
          setDismissed(fetcher.data ?? null);
          setSentTo(null);
        }}
        onSignIn={() => {
          setDismissed(fetcher.data ?? null);
          switchMode("signin");
        }}
      />
    );
  }

  return (
    <div className="grid gap-5">
      <fetcher.Form method="post" action={urls.auth()} noValidate onSubmit={checkCredentials} className="grid gap-4">
        <input type="hidden" name="intent" value={mode} />
        <input type="hidden" name="source" value={source} />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <EmailInput id={`${id}-email`} aria-invalid={formError ? true : undefined} aria-describedby={formError ? errorId : undefined} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-password`}>Password</Label>
          <Input
            ref={passwordRef}
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete={mode === "signup" ? "new-password" : "current-password"}
            required
            aria-invalid={formError ? true : undefined}
            aria-describedby={[formError ? errorId : null, mode === "signup" ? `${id}-password-hint` : null].filter(Boolean).join(" ") || undefined}
          />
          {mode === "signup" ? (
            <p id={`${id}-password-hint`} className="text-muted-foreground text-xs">
              {PASSWORD_HINT}
            </p>
          ) : (
            // From the dialog, a full page load: the dialog belongs to the page being left.
            <Link
              to={urls.forgotPassword()}
              reloadDocument={source === "dialog"}
              className="text-primary w-fit justify-self-end text-sm font-medium underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
            >
              Forgot password?
            </Link>
          )}
        </div>
        {errorText}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? <Spinner label={mode === "signup" ? "Creating account" : "Signing in"} /> : null}
          {mode === "signup" ? (busy ? "Creating account..." : "Sign Up") : busy ? "Signing in..." : "Sign In"}
        </Button>
      </fetcher.Form>

      {googleSignIn ? (
        <>
          <div className="text-muted-foreground flex items-center gap-3 text-xs uppercase">
            <span className="bg-border h-px flex-1" />
            or
            <span className="bg-border h-px flex-1" />
          </div>
          <Form method="post" action={urls.auth()} reloadDocument>
            <input type="hidden" name="intent" value="google" />
            <Button type="submit" variant="outline" className="w-full">
              <GoogleMark />
              Continue with Google
            </Button>
          </Form>
        </>
      ) : null}

      <p className="text-muted-foreground text-center text-sm">
        {mode === "signin" ? "Don't have an account?" : "Already have an account?"}{" "}
        <button
          type="button"
          className="text-primary font-medium underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
          onClick={() => switchMode(mode === "signin" ? "signup" : "signin")}
        >
          {mode === "signin" ? "Create Account" : "Sign In"}
        </button>
      </p>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.24 1.4-1.66 4.1-5.5 4.1-3.3 0-6-2.74-6-6.2s2.7-6.2 6-6.2c1.88 0 3.14.8 3.86 1.49l2.63-2.53C16.8 3.2 14.6 2.2 12 2.2 6.6 2.2 2.2 6.6 2.2 12s4.4 9.8 9.8 9.8c5.66 0 9.4-3.98 9.4-9.58 0-.64-.07-1.13-.16-1.62H12z"
      />
    </svg>
  );
}

/** An e-mail address that wraps only before '@' and '.' (then anywhere, for a single very long part). */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="text-foreground font-medium [overflow-wrap:anywhere]" data-testid="sent-to">
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </span>
  );
}

/** 'Check your email' after a sign-up, in place of the form, with 'Resend'. */
function SignedUpPanel({
  email,
  source,
  onDifferentAddress,
  onSignIn,
}: {
  email: string | null;
  source: "page" | "dialog";
  onDifferentAddress: () => void;
  onSignIn: () => void;
}) {
  const resend = useFetcher<AuthActionData>();
  const busy = resend.state !== "idle";
  useFetcherToast(resend, (answer) =>
    answer.ok
      ? { variant: "success", title: "Verification link sent again", description: "Check your inbox (and the spam folder)." }
      : failureToast(answer),
  );
  return (
    <div className="grid gap-4">
      <div role="status" className="border-primary/40 bg-primary/10 grid gap-1 rounded-md border p-4 text-sm">
        <p className="text-base font-semibold">Check your email</p>
        <p className="text-muted-foreground">
          We&apos;ve sent you a verification link
          {email ? (
            <>
              {" "}
              to <BreakableEmail email={email} />
            </>
          ) : null}
          . Open it to finish creating your account.
        </p>
      </div>
      {email ? (
        <resend.Form method="post" action={urls.auth()} className="grid">
          <input type="hidden" name="intent" value="resend-verification" />
          <input type="hidden" name="source" value={source} />
          <input type="hidden" name="email" value={email} />
          <Button type="submit" variant="outline" disabled={busy}>
            {busy ? <Spinner label="Sending" /> : null}
            Resend
          </Button>
        </resend.Form>
      ) : null}
      <div className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
        <button
          type="button"
          className="text-primary font-medium underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
          onClick={onDifferentAddress}
        >
          Use a different address
        </button>
        <button
          type="button"
          className="text-primary font-medium underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
          onClick={onSignIn}
        >
          Sign In
        </button>
      </div>
    </div>
  );
}
