import Download from "lucide-react/icons/download";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { urls } from "~/utils/urls";

/**
 * Downloads the credit transactions of a date range as CSV: a plain GET form to
 * the export (a file, not a page), so it needs no JavaScript. `today` is a UTC date.
 */
export function PaymentsExportForm({ today }: { today: string }) {
  const monthStart = `${today.slice(0, 8)}01`;
  return (
    <section aria-labelledby="export-transactions-title" className="bg-card grid gap-3 rounded-xl border p-4">
      <div>
        <h2 id="export-transactions-title" className="text-lg font-semibold">
          Export transactions
        </h2>
        <p className="text-muted-foreground text-sm">
          Every credit and debit, or every payment in dollars (status, refunded, disputed, shortfall), between two dates (UTC, both included, at most
          366 days), as CSV.
        </p>
      </div>
      <form method="get" action={urls.adminExportTransactions()} className="grid gap-3 sm:grid-cols-[12rem_12rem_1fr] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="export-from">From</Label>
          <Input id="export-from" name="from" type="date" required defaultValue={monthStart} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="export-to">To</Label>
          <Input id="export-to" name="to" type="date" required defaultValue={today} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="outline">
            <Download aria-hidden="true" />
            Download CSV
          </Button>
          <Button type="submit" variant="outline" formAction={urls.adminExportPayments()}>
            <Download aria-hidden="true" />
            Payments CSV
          </Button>
        </div>
      </form>
    </section>
  );
}
