import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { UtcTime } from "~/components/utc-time";
import { urls } from "~/utils/urls";
import type { SubscriptionRow } from "./payments-query";

const CURRENT = ["active", "trialing", "past_due"];

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function StatusBadge({ status }: { status: string }) {
  const variant = CURRENT.includes(status) ? (status === "past_due" ? "destructive" : "secondary") : "outline";
  return <Badge variant={variant}>{capitalised(status.replace(/_/g, " "))}</Badge>;
}

/** The Subscriptions tab: every plan bought, current or ended. */
export function PaymentsSubscriptions({ subscriptions }: { subscriptions: SubscriptionRow[] }) {
  return (
    <div className="bg-card overflow-x-auto rounded-xl border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4">User</TableHead>
            <TableHead>Plan</TableHead>
            <TableHead>Cycle</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Provider</TableHead>
            <TableHead>Current period end</TableHead>
            <TableHead>Cancel at period end</TableHead>
            <TableHead className="pr-4">Created</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {subscriptions.map((subscription) => (
            <TableRow key={subscription.id} className="[&>td]:align-top [&>td]:whitespace-normal" data-testid="subscription-row">
              <TableCell className="pl-4 font-medium wrap-anywhere">
                <Link to={urls.adminUser(subscription.userId)} className="text-primary underline-offset-4 hover:underline">
                  {subscription.userEmail}
                </Link>
              </TableCell>
              <TableCell>{capitalised(subscription.planType)}</TableCell>
              <TableCell>{capitalised(subscription.billingCycle)}</TableCell>
              <TableCell>
                <StatusBadge status={subscription.status} />
              </TableCell>
              <TableCell>
                <span className="grid gap-0.5">
                  <span className="capitalize">{subscription.provider}</span>
                  <span className="text-muted-foreground font-mono text-xs wrap-anywhere">{subscription.subscriptionId}</span>
                  {subscription.customerId ? (
                    <span className="text-muted-foreground font-mono text-xs wrap-anywhere">{subscription.customerId}</span>
                  ) : null}
                </span>
              </TableCell>
              <TableCell className="text-xs">
                <UtcTime iso={subscription.currentPeriodEnd} />
              </TableCell>
              <TableCell>{subscription.cancelAtPeriodEnd ? "Yes" : "No"}</TableCell>
              <TableCell className="text-muted-foreground pr-4 text-xs">
                <UtcTime iso={subscription.createdAt} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
