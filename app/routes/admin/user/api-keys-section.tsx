import { Form } from "react-router";
import { UtcTime } from "~/components/utc-time";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import type { ApiKeyView } from "~/features/api-access/api-keys.server";
import { Empty, Section } from "./user-sections";
import { useUserAction } from "./user-action-forms";

const STATUS = { active: "Active", revoked: "Revoked", expired: "Expired" } as const;

/** The account's API keys with their use, and 'Revoke' on each active one (audited). */
export function ApiKeysSection({ apiKeys }: { apiKeys: ApiKeyView[] }) {
  const { pending, error } = useUserAction("revoke-api-key");
  return (
    <Section title="API keys" testId="user-api-keys" description="Keys this account made for the public API; a revoked key stops at once.">
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          <span className="font-medium">{error.title}:</span> {error.message}
        </p>
      ) : null}
      {apiKeys.length === 0 ? (
        <Empty>No API keys.</Empty>
      ) : (
        <ul className="divide-border grid divide-y rounded-md border text-sm">
          {apiKeys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="grid gap-1">
                <span className="font-medium">
                  {key.name} <code className="text-muted-foreground text-xs">{key.prefix}…</code> · {STATUS[key.status]}
                </span>
                <span className="text-muted-foreground text-xs">
                  {key.scopes.join(", ")} · {key.spentThisMonth}
                  {key.monthlyCreditLimit === null ? "" : ` of ${key.monthlyCreditLimit}`} credits this month · last used{" "}
                  {key.lastUsedAt ? <UtcTime iso={key.lastUsedAt} /> : "never"}
                </span>
              </div>
              {key.status === "active" ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke-api-key" />
                  <input type="hidden" name="keyId" value={key.id} />
                  <Button type="submit" variant="outline" size="sm" disabled={pending} aria-label={`Revoke ${key.name}`}>
                    {pending ? <Spinner label="Revoking" /> : null}
                    Revoke
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
