import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { UtcTime } from "~/components/utc-time";
import { urls } from "~/utils/urls";
import { moneyStatus } from "~/features/billing/money-status";
import { dollars, paymentKindLabel, paymentStatusLabel, paymentsHref, type PaymentRow } from "./payments-query";
import { RefundDialog } from "./payments-refund-dialog";

/** The payment's own status, then what refunds and disputes did to it (and the credits they could not take back). */
function StatusCell({ payment }: { payment: PaymentRow }) {
  const { status } = payment;
  const variant = status === "paid" ? "secondary" : status === "duplicate" ? "destructive" : "outline";
  const money = moneyStatus(payment);
  return (
    <span className="grid justify-items-start gap-1 text-xs">
      <Badge variant={variant}>{paymentStatusLabel(status)}</Badge>
      {money !== "Paid" ? (
        <Badge variant={money === "Disputed" ? "destructive" : "outline"} data-testid="payment-money-status">
          {money}
        </Badge>
      ) : null}
      {payment.refundedCents > 0 ? <span>{dollars(payment.refundedCents)} refunded</span> : null}
      {payment.disputedCents > 0 ? <span>{dollars(payment.disputedCents)} disputed</span> : null}
      {payment.creditsTakenBack > 0 ? <span>{payment.creditsTakenBack.toLocaleString("en-US")} credits taken back</span> : null}
      {payment.creditsShortfall > 0 ? (
        <span className="text-destructive font-medium" data-testid="payment-shortfall">
          {payment.creditsShortfall.toLocaleString("en-US")} credits already spent
        </span>
      ) : null}
    </span>
  );
}

/** The refund owed for a payment: its call's state, or that none was recorded. */
function RefundInfo({ payment }: { payment: PaymentRow }) {
  const { refund } = payment;
  if (!refund) {
    return payment.status === "duplicate" ? (
      <span className="text-destructive text-xs">No refund call recorded: refund it by hand.</span>
    ) : (
      <span className="text-muted-foreground">—</span>
    );
  }
  const callsLink = (
    <Link to={paymentsHref({ tab: "calls", status: refund.status })} className="text-primary underline-offset-4 hover:underline">
      see the call
    </Link>
  );
  if (refund.status === "done") {
    return (
      <span className="grid gap-0.5 text-xs">
        <span className="font-medium">Refunded</span>
        <UtcTime iso={refund.doneAt} />
      </span>
    );
  }
  return (
    <span className="grid gap-0.5 text-xs">
      <span className="font-medium">
        {refund.status === "failed" ? "Refund failed" : "Refund pending"}
        {refund.attempts > 0 ? ` after ${refund.attempts} ${refund.attempts === 1 ? "attempt" : "attempts"}` : ""}
      </span>
      {refund.lastError ? <span className="font-mono wrap-anywhere">{refund.lastError}</span> : null}
      <span>{callsLink}</span>
    </span>
  );
}

/** The Payments tab: one row per provider payment that moved (or was refused) credits. */
export function PaymentsTable({ payments }: { payments: PaymentRow[] }) {
  return (
    <div className="bg-card overflow-x-auto rounded-xl border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4">Date</TableHead>
            <TableHead>User</TableHead>
            <TableHead>Kind</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead className="text-right">Credits</TableHead>
            <TableHead>Provider</TableHead>
            <TableHead className="pr-4">Refund</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id} className="[&>td]:align-top [&>td]:whitespace-normal" data-testid="payment-row">
              <TableCell className="text-muted-foreground pl-4 text-xs">
                <UtcTime iso={payment.createdAt} />
              </TableCell>
              <TableCell className="font-medium wrap-anywhere">
                <Link to={urls.adminUser(payment.userId)} className="text-primary underline-offset-4 hover:underline">
                  {payment.userEmail}
                </Link>
              </TableCell>
              <TableCell>{paymentKindLabel(payment.kind)}</TableCell>
              <TableCell>
                <StatusCell payment={payment} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{dollars(payment.amountCents)}</TableCell>
              <TableCell className="text-right tabular-nums">{payment.credits.toLocaleString("en-US")}</TableCell>
              <TableCell>
                <span className="grid gap-0.5">
                  <span className="capitalize">{payment.provider}</span>
                  <span className="text-muted-foreground font-mono text-xs wrap-anywhere">{payment.providerId}</span>
                </span>
              </TableCell>
              <TableCell className="pr-4">
                <span className="grid justify-items-start gap-2">
                  <RefundInfo payment={payment} />
                  {payment.refundable ? <RefundDialog payment={payment} /> : null}
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
