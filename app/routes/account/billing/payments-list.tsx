import WalletIcon from "lucide-react/icons/wallet";
import { Badge } from "~/components/ui/badge";
import { formatUsd } from "~/features/billing/pricing";
import type { MoneyStatus } from "~/features/billing/money-status";
import { cn } from "~/utils/misc";

type Payment = {
  id: string;
  createdAt: string;
  dateLabel: string;
  what: string;
  amountCents: number;
  refundedCents: number;
  status: MoneyStatus;
  receiptHref: string;
};

const STATUS_STYLE: Record<MoneyStatus, string> = {
  Paid: "border-transparent bg-emerald-500/15 text-emerald-300",
  Refunded: "border-sky-400/50 text-sky-300",
  "Partly refunded": "border-sky-400/50 text-sky-300",
  Disputed: "border-amber-400/50 text-amber-300",
};

/** 'Payments': what the user paid, in dollars, with its status and receipt. */
export function PaymentsList({ payments }: { payments: Payment[] }) {
  return (
    <section aria-labelledby="payments-title" className="bg-card rounded-xl border">
      <div className="flex items-center gap-2 border-b p-5 sm:px-6">
        <WalletIcon aria-hidden="true" className="text-primary size-5" />
        <h2 id="payments-title" className="font-semibold">
          Payments
        </h2>
      </div>
      {payments.length === 0 ? (
        <p className="text-muted-foreground p-6 text-center text-sm">No payments yet.</p>
      ) : (
        <ul className="divide-y" aria-label="Payments, newest first">
          {payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-3 sm:px-6" data-testid="user-payment">
              <div className="min-w-0">
                <p className="text-sm font-medium break-words">{p.what}</p>
                <p className="text-muted-foreground text-xs">
                  <time dateTime={p.createdAt}>{p.dateLabel}</time>
                  {p.refundedCents > 0 && p.status !== "Refunded" ? ` · ${formatUsd(p.refundedCents)} refunded` : ""}
                </p>
              </div>
              <div className="ml-auto flex shrink-0 items-center gap-3">
                <Badge variant="outline" className={cn(STATUS_STYLE[p.status])}>
                  {p.status}
                </Badge>
                <span className="font-semibold tabular-nums">{formatUsd(p.amountCents)}</span>
                <a
                  href={p.receiptHref}
                  className="text-primary text-sm underline-offset-4 hover:underline"
                  target={p.receiptHref.startsWith("http") ? "_blank" : undefined}
                  rel="noreferrer"
                >
                  Receipt
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
