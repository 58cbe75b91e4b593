import Send from "lucide-react/icons/send";
import { data, Link } from "react-router";
import { z } from "zod";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { getDb } from "~/db/db.server";
import { ALERT_AFTER_ATTEMPTS, listProviderCalls, type ProviderCall } from "~/features/billing/outbox.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/provider-calls";
import { ListPageError } from "~/components/list-page-error";
import { PageHeading } from "~/components/page-heading";
import { Pager } from "~/components/pager";
import { UtcTime } from "~/components/utc-time";

export const meta: Route.MetaFunction = () => [{ title: "Provider calls | Admin Portal" }];

const PAGE_SIZE = 50;

const querySchema = z.strictObject({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, "The page must be a whole number from 1.")
    .transform(Number)
    .optional(),
});

function pageHref(page: number) {
  return page > 1 ? `${urls.adminProviderCalls()}?page=${page}` : urls.adminProviderCalls();
}

/** What the call is about, for people: its target and reason. */
function describe(call: ProviderCall | null): { target: string; reason: string } {
  if (!call) return { target: "Unreadable payload", reason: "" };
  return { target: call.kind === "stripe.refund-payment" ? call.paymentIntentId : call.subscriptionId, reason: call.reason };
}

const KIND_LABELS: Record<string, string> = {
  "stripe.cancel-subscription": "Cancel subscription now",
  "stripe.cancel-at-period-end": "Cancel at period end",
  "stripe.refund-payment": "Refund payment",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const fields: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in fields) throw data({ error: `"${key}" is given more than once.` }, { status: 400 });
    fields[key] = value;
  }
  const parsed = querySchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw data({ error: `Invalid "${issue?.path.join(".") || "query"}": ${issue?.message ?? "not allowed"}` }, { status: 400 });
  }
  const page = parsed.data.page ?? 1;
  const { calls, total } = await listProviderCalls(getDb(), { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  return {
    page,
    total,
    totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    alertAfter: ALERT_AFTER_ATTEMPTS,
    calls: calls.map((c) => ({
      id: c.id,
      kind: c.kind,
      ...describe(c.call),
      dedupeKey: c.dedupeKey,
      status: c.status,
      attempts: c.attempts,
      nextAttemptAt: c.status === "pending" ? c.nextAttemptAt.toISOString() : null,
      lastError: c.lastError,
      createdAt: c.createdAt.toISOString(),
      doneAt: c.doneAt ? c.doneAt.toISOString() : null,
    })),
  };
}

type CallView = Route.ComponentProps["loaderData"]["calls"][number];

function StatusBadge({ call, alertAfter }: { call: CallView; alertAfter: number }) {
  if (call.status === "done") return <Badge variant="secondary">Done</Badge>;
  if (call.status === "failed") return <Badge variant="destructive">Failed (needs a person)</Badge>;
  return <Badge variant={call.attempts >= alertAfter ? "destructive" : "outline"}>{call.attempts > 0 ? "Retrying" : "Pending"}</Badge>;
}

export default function ProviderCalls({ loaderData }: Route.ComponentProps) {
  const { page, total, totalPages, calls, alertAfter } = loaderData;
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <PageHeading icon={Send} title="Provider calls">
        Calls owed to the payment provider after a change here (ending a replaced plan, cancelling at period end, refunds), newest first. Failed calls
        are retried with growing delays; after {alertAfter} failures each further one is logged as an alert.
      </PageHeading>
      <p className="text-muted-foreground text-sm" data-testid="provider-calls-count">
        {total} {total === 1 ? "call" : "calls"}
      </p>
      {calls.length === 0 ? (
        <div className="rounded-xl border border-dashed px-6 py-12 text-center font-medium" data-testid="provider-calls-empty">
          {total > 0 ? <Link to={pageHref(1)}>This page is past the last call. Back to the first page</Link> : "No provider calls recorded."}
        </div>
      ) : (
        <div className="bg-card overflow-x-auto rounded-xl border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="pl-4">Created</TableHead>
                <TableHead>Call</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Attempts</TableHead>
                <TableHead>Next attempt / done</TableHead>
                <TableHead className="pr-4">Last error</TableHead>
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
                      <span className="font-medium">{KIND_LABELS[call.kind] ?? call.kind}</span>
                      <span className="font-mono text-xs wrap-anywhere">{call.target}</span>
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
                  <TableCell className="pr-4 font-mono text-xs wrap-anywhere">{call.lastError ?? "—"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <Pager page={page} totalPages={totalPages} hrefFor={pageHref} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ListPageError
      error={error}
      listUrl={urls.adminProviderCalls()}
      invalidTitle="This address is not valid"
      showAllLabel="Show all calls"
      loadFailure="The provider calls could not be loaded."
    />
  );
}
