import KeyRound from "lucide-react/icons/key-round";
import { useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { type FailedAnswer, failureToast, useFetcherToast } from "~/components/use-fetcher-toast";
import { UtcTime } from "~/components/utc-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Spinner } from "~/components/ui/spinner";
import { SCOPE_LABELS, SCOPES } from "~/features/api-access/api-key-schema";
import type { ApiKeyView } from "~/features/api-access/api-keys.server";

export type ApiKeysAction = { ok: true; intent: "create-key"; key: string; name: string } | { ok: true; intent: "revoke-key" } | FailedAnswer;

const EXPIRY_CHOICES = [
  { value: "", label: "Never" },
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
  { value: "365", label: "In a year" },
];

const STATUS_LABELS: Record<ApiKeyView["status"], string> = { active: "Active", revoked: "Revoked", expired: "Expired" };

/** 'API keys': a new key (shown once), and every key with its use and 'Revoke'. */
export function ApiKeysCard({ apiKeys }: { apiKeys: ApiKeyView[] }) {
  const createFetcher = useFetcher<ApiKeysAction>();
  const revokeFetcher = useFetcher<ApiKeysAction>();
  const creating = createFetcher.state !== "idle";
  const created = createFetcher.data?.ok && createFetcher.data.intent === "create-key" ? createFetcher.data : null;
  useFetcherToast(createFetcher, (answer) => (answer.ok ? { variant: "success", title: "API key created" } : failureToast(answer)));
  useFetcherToast(revokeFetcher, (answer) => (answer.ok ? { variant: "success", title: "API key revoked" } : failureToast(answer)));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">API keys</CardTitle>
        <CardDescription>
          A key acts for your account with the scopes you give it. It is shown once when it is made; we keep only a fingerprint of it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <createFetcher.Form method="post" className="grid gap-4" aria-label="New API key" key={created?.key ?? "form"}>
          <input type="hidden" name="intent" value="create-key" />
          <div className="grid gap-2">
            <Label htmlFor="api-key-name">Name</Label>
            <Input id="api-key-name" name="name" required maxLength={60} placeholder="e.g. My render script" autoComplete="off" />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Scopes</legend>
            {SCOPES.map((scope) => (
              <label key={scope} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="scopes" value={scope} defaultChecked={scope !== "delete"} className="accent-primary size-4" />
                {SCOPE_LABELS[scope]}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="api-key-expiry">Expires</Label>
              <NativeSelect id="api-key-expiry" name="expiresInDays" defaultValue="">
                {EXPIRY_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="api-key-limit">Monthly credit limit</Label>
              <Input id="api-key-limit" name="monthlyCreditLimit" inputMode="numeric" pattern="[0-9]*" placeholder="No limit" autoComplete="off" />
            </div>
          </div>
          <div>
            <Button type="submit" disabled={creating}>
              {creating ? <Spinner label="Creating the key" /> : <KeyRound aria-hidden="true" />}
              Create key
            </Button>
          </div>
        </createFetcher.Form>

        {created ? <NewKey name={created.name} token={created.key} /> : null}

        {apiKeys.length === 0 ? (
          <p className="text-muted-foreground text-sm">You have no API keys yet.</p>
        ) : (
          <ul className="divide-border grid divide-y rounded-md border" aria-label="Your API keys">
            {apiKeys.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} fetcher={revokeFetcher} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function NewKey({ name, token }: { name: string; token: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="grid gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-4">
      <p className="text-sm font-medium">Your new key “{name}”. Copy it now: it will not be shown again.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input readOnly value={token} aria-label="New API key" className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(token).then(() => setCopied(true));
          }}
        >
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}

function KeyRow({ apiKey, fetcher }: { apiKey: ApiKeyView; fetcher: ReturnType<typeof useFetcher<ApiKeysAction>> }) {
  const [confirming, setConfirming] = useState(false);
  const revoking = fetcher.state !== "idle" && fetcher.formData?.get("keyId") === apiKey.id;
  const limit = apiKey.monthlyCreditLimit;
  return (
    <li className="grid gap-2 p-4" aria-label={`API key ${apiKey.name}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{apiKey.name}</span>
        <code className="text-muted-foreground text-xs">{apiKey.prefix}…</code>
        <Badge variant={apiKey.status === "active" ? "secondary" : "outline"}>{STATUS_LABELS[apiKey.status]}</Badge>
      </div>
      <dl className="text-muted-foreground grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1">
          <dt>Scopes:</dt>
          <dd>{apiKey.scopes.join(", ")}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Spending this month:</dt>
          <dd>{limit === null ? `${apiKey.spentThisMonth} credits` : `${apiKey.spentThisMonth} of ${limit} credits`}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Last used:</dt>
          <dd>{apiKey.lastUsedAt ? <UtcTime iso={apiKey.lastUsedAt} /> : "Never"}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Expires:</dt>
          <dd>{apiKey.expiresAt ? <UtcTime iso={apiKey.expiresAt} /> : "Never"}</dd>
        </div>
      </dl>
      {apiKey.status === "active" ? (
        <div>
          <ConfirmDialog
            open={confirming || revoking}
            onOpenChange={setConfirming}
            title="Revoke this key?"
            description={`Programs using “${apiKey.name}” stop working at once. This cannot be undone.`}
            confirmLabel="Revoke"
            pendingLabel="Revoking"
            pending={revoking}
            destructive
            onConfirm={() => {
              void fetcher.submit({ intent: "revoke-key", keyId: apiKey.id }, { method: "post" });
              setConfirming(false);
            }}
            trigger={
              <Button type="button" variant="outline" size="sm">
                Revoke
              </Button>
            }
          />
        </div>
      ) : null}
    </li>
  );
}
