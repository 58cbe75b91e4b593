import ImageOff from "lucide-react/icons/image-off";
import Lock from "lucide-react/icons/lock";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { UtcTime } from "~/components/utc-time";
import { formatUsd } from "~/features/billing/pricing";
import { modelLabel } from "~/features/generation/generation-options";
import { categoryLabel, layerLabel } from "~/features/moderation/safety-audit";
import type { UserDetail } from "~/routes/admin/users.server";

// The read-only sections of a user's page in the portal.

const number = (n: number) => n.toLocaleString("en-US");

export function Section({ title, description, children, testId }: { title: string; description?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId} className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="min-w-0">{children}</CardContent>
    </Card>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground rounded-lg border border-dashed px-4 py-6 text-center text-sm">{children}</p>;
}

function ScrollTable({ children }: { children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table>{children}</Table>
    </div>
  );
}

export function TransactionsSection({ transactions }: { transactions: UserDetail["transactions"] }) {
  const shown = transactions.rows.length;
  return (
    <Section
      title="Transactions"
      testId="user-transactions"
      description={shown < transactions.total ? `The newest ${shown} of ${number(transactions.total)}.` : `${number(transactions.total)} in all.`}
    >
      {shown === 0 ? (
        <Empty>No transactions yet.</Empty>
      ) : (
        <ScrollTable>
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Description</TableHead>
              <TableHead className="text-right">Credits</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {transactions.rows.map((t) => (
              <TableRow key={t.id} className="[&>td]:whitespace-normal">
                <TableCell className="text-muted-foreground text-xs">
                  <UtcTime iso={t.createdAt} />
                </TableCell>
                <TableCell className="min-w-48 wrap-anywhere">{t.description}</TableCell>
                <TableCell className={`text-right font-medium tabular-nums ${t.type === "credit" ? "text-emerald-700 dark:text-emerald-400" : ""}`}>
                  {t.type === "credit" ? "+" : "−"}
                  {number(t.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </Section>
  );
}

function GenerationStatus({ status }: { status: string }) {
  if (status === "succeeded") return <Badge variant="secondary">Succeeded</Badge>;
  if (status === "failed") return <Badge variant="destructive">Failed</Badge>;
  return <Badge variant="outline">Pending</Badge>;
}

export function GenerationsSection({ generations }: { generations: UserDetail["generations"] }) {
  return (
    <Section title="Generations" testId="user-generations" description="The newest pictures; private ones are not shown here.">
      {generations.length === 0 ? (
        <Empty>No generations yet.</Empty>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {generations.map((g) => (
            <li key={g.id} className="grid content-start gap-1.5 text-xs">
              <div className="bg-muted text-muted-foreground grid aspect-square place-items-center overflow-hidden rounded-md">
                {g.thumbUrl ? (
                  <img src={g.thumbUrl} alt={g.prompt} loading="lazy" width={160} height={160} className="size-full object-cover" />
                ) : g.private ? (
                  <Lock aria-label="Private picture" className="size-6" />
                ) : (
                  <ImageOff aria-label="No picture" className="size-6" />
                )}
              </div>
              <div className="flex flex-wrap items-center gap-1">
                <GenerationStatus status={g.status} />
                {g.isNsfw ? <Badge variant="outline">NSFW</Badge> : null}
              </div>
              <p className="line-clamp-2 wrap-anywhere" title={g.prompt}>
                {g.prompt}
              </p>
              <p className="text-muted-foreground">
                {modelLabel(g.model)} · <UtcTime iso={g.createdAt} />
              </p>
              {g.error ? <p className="text-destructive wrap-anywhere">{g.error}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function RefusalsSection({ refusals }: { refusals: UserDetail["refusals"] }) {
  return (
    <Section title="Refusals" testId="user-refusals" description="Requests the content rules refused.">
      {refusals.length === 0 ? (
        <Empty>No refusals.</Empty>
      ) : (
        <ScrollTable>
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Layer</TableHead>
              <TableHead>Category</TableHead>
              <TableHead>Prompt</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {refusals.map((r) => (
              <TableRow key={r.id} className="[&>td]:align-top [&>td]:whitespace-normal">
                <TableCell className="text-muted-foreground text-xs">
                  <UtcTime iso={r.createdAt} />
                </TableCell>
                <TableCell>{layerLabel(r.layer)}</TableCell>
                <TableCell>
                  {categoryLabel(r.category)}
                  {r.minorSignal ? (
                    <Badge variant="destructive" className="ml-1">
                      Minor signal
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell className="min-w-48 text-xs wrap-anywhere">{r.prompt}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </Section>
  );
}

export function PaymentsSection({ payments, subscriptions }: Pick<UserDetail, "payments" | "subscriptions">) {
  return (
    <Section title="Payments" testId="user-payments">
      {payments.length === 0 ? (
        <Empty>No payments.</Empty>
      ) : (
        <ScrollTable>
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Kind</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead className="text-right">Credits</TableHead>
              <TableHead>Provider id</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell className="text-muted-foreground text-xs">
                  <UtcTime iso={p.createdAt} />
                </TableCell>
                <TableCell className="capitalize">{p.kind}</TableCell>
                <TableCell>{p.status === "duplicate" ? <Badge variant="outline">Refunded (duplicate plan)</Badge> : p.status}</TableCell>
                <TableCell className="text-right tabular-nums">{formatUsd(p.amountCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{number(p.credits)}</TableCell>
                <TableCell className="font-mono text-xs">
                  {p.provider}: {p.providerId}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
      {subscriptions.length > 0 ? (
        <div className="mt-4 grid gap-2">
          <h3 className="text-sm font-medium">Subscriptions</h3>
          <ul className="grid gap-1 text-sm">
            {subscriptions.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  {s.plan} ({s.cycle})
                </span>
                <Badge variant={s.status === "active" ? "secondary" : "outline"}>{s.status}</Badge>
                <span className="text-muted-foreground font-mono text-xs">
                  {s.provider}: {s.subscriptionId}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

export function DevicesSection({ devices }: { devices: UserDetail["devices"] }) {
  return (
    <Section title="Signed-in devices" testId="user-devices">
      {devices.length === 0 ? (
        <Empty>Not signed in anywhere.</Empty>
      ) : (
        <ScrollTable>
          <TableHeader>
            <TableRow>
              <TableHead>Device</TableHead>
              <TableHead>Address</TableHead>
              <TableHead>Signed in</TableHead>
              <TableHead>Last active</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {devices.map((d) => (
              <TableRow key={d.id}>
                <TableCell>
                  {d.browser} on {d.os}
                </TableCell>
                <TableCell className="font-mono text-xs">{d.ipAddress ?? "—"}</TableCell>
                <TableCell className="text-xs">
                  <UtcTime iso={d.signedInAt} />
                </TableCell>
                <TableCell className="text-xs">
                  <UtcTime iso={d.lastActiveAt} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </Section>
  );
}
