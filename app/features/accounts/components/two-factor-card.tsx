import ShieldCheck from "lucide-react/icons/shield-check";
import ShieldOff from "lucide-react/icons/shield-off";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { failureToast, useFetcherToast } from "~/components/use-fetcher-toast";
import { useNewFetcherAnswer } from "~/components/use-new-fetcher-answer";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { OneTimeCodeInput } from "./credential-inputs";
import type { ProfileActionData } from "../profile-schema";

type Setup = { totpURI: string; secret: string; backupCodes: string[] };

/** TOTP two-factor authentication: enable (password, then one code) or disable (password). */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const fetcher = useFetcher<ProfileActionData>();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const busy = fetcher.state !== "idle";

  const arrived = useNewFetcherAnswer(fetcher);
  if (arrived) setError(arrived.ok ? null : arrived.error.message);
  if (arrived?.ok && arrived.intent === "enable-2fa")
    setSetup({ totpURI: arrived.totpURI, secret: arrived.secret, backupCodes: arrived.backupCodes });
  if (arrived?.ok && arrived.intent === "verify-2fa") setSetup(null);
  useFetcherToast(fetcher, (answer) => {
    if (!answer.ok) return failureToast(answer);
    if (answer.intent === "verify-2fa") return { variant: "success", title: "Two-factor authentication enabled" };
    if (answer.intent === "disable-2fa") return { variant: "success", title: "Two-factor authentication disabled" };
    return null;
  });

  const errorText = error ? (
    <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
      {error}
    </p>
  ) : null;
  const describedBy = error ? `${id}-error` : undefined;

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle className="text-lg">Two-factor authentication</CardTitle>
          <Badge variant={enabled ? "default" : "secondary"}>{enabled ? "On" : "Off"}</Badge>
        </div>
        <CardDescription>Ask for a code from an authenticator app (Google Authenticator, 1Password, Authy…) each time you sign in.</CardDescription>
      </CardHeader>
      <CardContent>
        {enabled ? (
          <PasswordStepForm fetcher={fetcher} intent="disable-2fa" inputId={`${id}-disable-password`} describedBy={describedBy} errorText={errorText}>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? <Spinner label="Disabling" /> : <ShieldOff aria-hidden="true" />}
              Disable two-factor authentication
            </Button>
          </PasswordStepForm>
        ) : setup ? (
          <div className="grid max-w-2xl gap-5">
            <ol className="text-muted-foreground list-decimal space-y-1 pl-5 text-sm">
              <li>In your authenticator app, add an account with the setup key below (or open the link on this device).</li>
              <li>Enter the 6-digit code the app shows to finish.</li>
            </ol>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-secret`}>Setup key</Label>
              <Input id={`${id}-secret`} value={setup.secret} readOnly className="font-mono" onFocus={(e) => e.currentTarget.select()} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-uri`}>Setup link (otpauth)</Label>
              <textarea
                id={`${id}-uri`}
                readOnly
                rows={3}
                value={setup.totpURI}
                onFocus={(e) => e.currentTarget.select()}
                className="border-input dark:bg-input/30 w-full resize-none rounded-md border bg-transparent px-3 py-2 font-mono text-xs break-all"
              />
              <a href={setup.totpURI} className="text-primary w-fit text-sm underline-offset-4 hover:underline">
                Open in authenticator app
              </a>
            </div>
            <div className="grid gap-2">
              <p className="text-sm font-medium">Backup codes</p>
              <p className="text-muted-foreground text-xs">Keep these somewhere safe; each one signs you in once if you lose your device.</p>
              <ul className="bg-muted grid grid-cols-2 gap-x-6 gap-y-1 rounded-md p-3 font-mono text-sm sm:grid-cols-3">
                {setup.backupCodes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            </div>
            <fetcher.Form method="post" className="grid max-w-sm gap-4">
              <input type="hidden" name="intent" value="verify-2fa" />
              <div className="grid gap-2">
                <Label htmlFor={`${id}-code`}>Code from your app</Label>
                <OneTimeCodeInput id={`${id}-code`} aria-describedby={describedBy} />
              </div>
              {errorText}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={busy}>
                  {busy ? <Spinner label="Verifying" /> : <ShieldCheck aria-hidden="true" />}
                  Verify and turn on
                </Button>
                <Button type="button" variant="ghost" onClick={() => setSetup(null)} disabled={busy}>
                  Cancel
                </Button>
              </div>
            </fetcher.Form>
          </div>
        ) : (
          <PasswordStepForm fetcher={fetcher} intent="enable-2fa" inputId={`${id}-enable-password`} describedBy={describedBy} errorText={errorText}>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner label="Starting" /> : <ShieldCheck aria-hidden="true" />}
              Enable two-factor authentication
            </Button>
          </PasswordStepForm>
        )}
      </CardContent>
    </Card>
  );
}

type PasswordStepFormProps = {
  fetcher: ReturnType<typeof useFetcher<ProfileActionData>>;
  intent: "enable-2fa" | "disable-2fa";
  inputId: string;
  describedBy: string | undefined;
  errorText: React.ReactNode;
  children: React.ReactNode;
};

/** Turning two-factor authentication on or off starts with the account's password. */
function PasswordStepForm({ fetcher, intent, inputId, describedBy, errorText, children }: PasswordStepFormProps) {
  return (
    <fetcher.Form method="post" className="grid max-w-lg gap-4">
      <input type="hidden" name="intent" value={intent} />
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Password</Label>
        <Input id={inputId} name="password" type="password" autoComplete="current-password" required aria-describedby={describedBy} />
      </div>
      {errorText}
      <div>{children}</div>
    </fetcher.Form>
  );
}
