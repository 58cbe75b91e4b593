import CreditCardIcon from "lucide-react/icons/credit-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useBuyFlow } from "~/features/billing/components/buy-flow";
import { CancelPlanDialog } from "~/features/billing/components/cancel-plan-dialog";
import { formatCredits, formatUsd, planLabel, PLANS } from "~/features/billing/pricing";

type PlanType = keyof typeof PLANS;

/** What the card shows of the billing overview (the loader's, with the period end already written out). */
type PlanCardBilling = {
  subscription: {
    planType: PlanType;
    billingCycle: keyof (typeof PLANS)[PlanType]["priceCents"];
    cancelAtPeriodEnd: boolean;
    provider: string;
    subscriptionId: string;
  } | null;
  periodEndLabel: string | null;
};

/** The plan, its price and renewal, and what the user can do with it (upgrade, cancel). */
export function PlanCard({ billing, onCancelled }: { billing: PlanCardBilling; onCancelled: () => void }) {
  const { openBuyFlow } = useBuyFlow();
  const subscription = billing.subscription;
  const plan = subscription ? PLANS[subscription.planType] : null;
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
        {planLabel(subscription?.planType)}
      </p>
      {subscription && plan ? (
        <div className="text-muted-foreground flex flex-col gap-1 text-sm">
          <p>
            {formatUsd(plan.priceCents[subscription.billingCycle])} / {cycle} · {formatCredits(plan.creditsPerPeriod)} credits every {cycle}
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
        <p className="text-muted-foreground text-sm">Subscribe to Creator or Agency for monthly credits and premium features.</p>
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
