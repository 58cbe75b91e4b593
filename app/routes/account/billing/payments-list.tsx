import WalletIcon from "lucide-react/icons/wallet";
import { Badge } from "~/components/ui/badge";
import { formatUsd } from "~/features/billing/pricing";
import type { MoneyStatus } from "~/features/billing/money-status";
import { cn } from "~/utils/misc";
import { DatedListSection, DatedRow } from "./dated-list";

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
    <DatedListSection id="payments-title" title="Payments" icon={WalletIcon} emptyText="No payments yet." listLabel="Payments, newest first">
      {payments.map((p) => (
        <DatedRow
          key={p.id}
          className="flex-wrap gap-x-4 gap-y-2"
          testId="user-payment"
          what={p.what}
          createdAt={p.createdAt}
          dateLabel={p.dateLabel}
          note={p.refundedCents > 0 && p.status !== "Refunded" ? ` · ${formatUsd(p.refundedCents)} refunded` : undefined}
          aside={
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
          }
        />
      ))}
    </DatedListSection>
  );
}
