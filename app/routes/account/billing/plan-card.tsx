import CreditCardIcon from "lucide-react/icons/credit-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useBuyFlow } from "~/features/billing/components/buy-flow";
import { CancelPlanDialog } from "~/features/billing/components/cancel-plan-dialog";
import { usePriceTable } from "~/features/billing/components/use-price-table";
import { formatCredits, formatUsd, planLabel, type BillingCycle, type PlanType } from "~/features/billing/pricing";

/** What the card shows of the billing overview (the loader's, with the period end already written out). */
type PlanCardBilling = {
  subscription: {
    planType: PlanType;
    billingCycle: BillingCycle;
    cancelAtPeriodEnd: boolean;
    provider: string;
    subscriptionId: string;
  } | null;
  /** What the subscriber pays and gets each period (their own terms, not today's prices). */
  planTerms: { amountCents: number; credits: number } | null;
  periodEndLabel: string | null;
};

/** The plan, its price and renewal, and what the user can do with it (upgrade, cancel). */
export function PlanCard({ billing, onCancelled }: { billing: PlanCardBilling; onCancelled: () => void }) {
  const { openBuyFlow } = useBuyFlow();
  const table = usePriceTable();
  const subscription = billing.subscription;
  const terms = billing.planTerms;
  const cycle = subscription?.billingCycle === "yearly" ? "year" : "month";

  return (
    <section aria-labelledby="plan-title" className="bg-card flex flex-col gap-4 rounded-xl border p-5 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <CreditCardIcon aria-hidden="true" className="text-primary size-5" />
          <h2 className="font-semibold">Plan</h2>
        </div>
        {subscription &&
          (subscription.cancelAtPeriodEnd ? (
            <Badge variant="outline" className="border-amber-400/50 text-amber-300">
              Cancelled
            </Badge>
          ) : (
            <Badge className="border-transparent bg-emerald-500/15 text-emerald-300">Active</Badge>
          ))}
      </div>
      <p id="plan-title" className="text-3xl font-bold">
        {planLabel(subscription?.planType, table)}
      </p>
      {subscription && terms ? (
        <div className="text-muted-foreground flex flex-col gap-1 text-sm">
          <p>
            {formatUsd(terms.amountCents)} / {cycle} · {formatCredits(terms.credits)} credits every {cycle}
          </p>
          {billing.periodEndLabel && (
            <p>
              {subscription.cancelAtPeriodEnd
                ? `Cancelled: your plan stays active until ${billing.periodEndLabel}.`
                : `Renews on ${billing.periodEndLabel}.`}
            </p>
          )}
          {subscription.provider === "test" && <p>Paid through the built-in test checkout (offline stand-in).</p>}
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">
          Subscribe to {table.plans.creator.name} or {table.plans.agency.name} for monthly credits and premium features.
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        {subscription?.planType !== "agency" && (
          <Button type="button" variant={subscription ? "secondary" : "default"} onClick={openBuyFlow}>
            {subscription ? "Upgrade Plan" : "View Plans"}
          </Button>
        )}
        {subscription && !subscription.cancelAtPeriodEnd && (
          <CancelPlanDialog subscriptionId={subscription.subscriptionId} periodEndLabel={billing.periodEndLabel} onCancelled={onCancelled} />
        )}
      </div>
    </section>
  );
}
