import RotateCw from "lucide-react/icons/rotate-cw";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { UtcTime } from "~/components/utc-time";
import { CALL_KIND_LABELS, type CallRow } from "./payments-query";

function StatusBadge({ call, alertAfter }: { call: CallRow; alertAfter: number }) {
  if (call.status === "done") return <Badge variant="secondary">Done</Badge>;
  if (call.status === "failed") return <Badge variant="destructive">Failed (needs a person)</Badge>;
  if (call.inProgress) return <Badge variant="outline">In progress</Badge>;
  return <Badge variant={call.attempts >= alertAfter ? "destructive" : "outline"}>{call.attempts > 0 ? "Retrying" : "Pending"}</Badge>;
}

/** Puts a failed or waiting call back in the queue and tries it now (a POST form, so it works without JavaScript). */
function RetryForm({ call, formAction }: { call: CallRow; formAction: string }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("id") === call.id;
  return (
    <Form method="post" action={formAction}>
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={call.id} />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={submitting}
        aria-label={`Retry ${CALL_KIND_LABELS[call.kind] ?? call.kind} ${call.target ?? ""}`.trim()}
      >
        <RotateCw aria-hidden="true" />
        {submitting ? "Retrying…" : "Retry"}
      </Button>
    </Form>
  );
}

/**
 * The Provider calls tab: calls owed to the payment provider after a change here
 * (ending a replaced plan, cancelling at period end, refunds), newest first.
 */
export function PaymentsCalls({ calls, alertAfter, formAction }: { calls: CallRow[]; alertAfter: number; formAction: string }) {
  return (
    <div className="grid gap-2">
      <p className="text-muted-foreground text-sm">
        Failed calls are retried with growing delays; after {alertAfter} failures each further one is logged as an alert. A call the provider refused
        for good waits for a person: Retry puts it back in the queue and tries it now.
      </p>
      <div className="bg-card overflow-x-auto rounded-xl border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="pl-4">Created</TableHead>
              <TableHead>Call</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Attempts</TableHead>
              <TableHead>Next attempt / done</TableHead>
              <TableHead>Last error</TableHead>
              <TableHead className="pr-4">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {calls.map((call) => (
              <TableRow key={call.id} className="[&>td]:align-top [&>td]:whitespace-normal" data-testid="provider-call">
                <TableCell className="text-muted-foreground pl-4 text-xs">
                  <UtcTime iso={call.createdAt} />
                </TableCell>
                <TableCell>
                  <div className="grid gap-0.5 text-sm">
                    <span className="font-medium">{CALL_KIND_LABELS[call.kind] ?? call.kind}</span>
                    <span className="font-mono text-xs wrap-anywhere">{call.target ?? "Unreadable payload"}</span>
                    {call.reason ? <span className="text-muted-foreground text-xs">{call.reason}</span> : null}
                  </div>
                </TableCell>
                <TableCell>
                  <StatusBadge call={call} alertAfter={alertAfter} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{call.attempts}</TableCell>
                <TableCell className="text-xs">
                  <UtcTime iso={call.status === "done" ? call.doneAt : call.nextAttemptAt} />
                </TableCell>
                <TableCell className="font-mono text-xs wrap-anywhere">{call.lastError ?? "—"}</TableCell>
                <TableCell className="pr-4">
                  {call.status !== "done" && !call.inProgress ? <RetryForm call={call} formAction={formAction} /> : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
