import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { MoneyFigures as Figures } from "~/routes/admin/dashboard-money.server";

const usd = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Monthly recurring revenue, active subscribers, churn and refunds of the last 30 days. */
export function MoneyFigures({ figures }: { figures: Figures }) {
  const items = [
    { label: "Monthly recurring revenue", value: usd(figures.mrrCents), note: "Active plans, yearly ones at a twelfth" },
    { label: "Active subscribers", value: figures.activeSubscribers.toLocaleString("en-US"), note: "Accounts on a paid plan now" },
    {
      label: "Churn (30 days)",
      value: figures.churnRate === null ? "—" : `${(figures.churnRate * 100).toFixed(1)}%`,
      note: `${figures.churned.toLocaleString("en-US")} ${figures.churned === 1 ? "account" : "accounts"} left a paid plan`,
    },
    {
      label: "Refunds (30 days)",
      value: usd(figures.refunds.cents),
      note: `${figures.refunds.count.toLocaleString("en-US")} ${figures.refunds.count === 1 ? "payment" : "payments"} refunded`,
    },
  ];
  return (
    <section aria-labelledby="money-figures-title" className="grid gap-3">
      <h2 id="money-figures-title" className="text-lg font-semibold">
        Subscriptions and refunds
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <Card key={item.label}>
            <CardHeader>
              <CardDescription className="text-sm font-medium">{item.label}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-1">
              <CardTitle className="text-3xl font-bold tabular-nums" data-testid={`money-${item.label}`}>
                {item.value}
              </CardTitle>
              <p className="text-muted-foreground text-xs">{item.note}</p>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
