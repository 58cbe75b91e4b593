import CreditCardIcon from "lucide-react/icons/credit-card";
import { Form } from "react-router";
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
  /** A plan whose renewal failed, waiting to be paid (it is not the current plan meanwhile). */
  pastDue?: { planType: PlanType } | null;
  /** 'Manage billing' is offered (Stripe configured, the user is a Stripe customer). */
  portal?: boolean;
};

/** A button posting one intent to the billing page's action. */
function IntentButton({ intent, label, variant = "outline" }: { intent: "portal" | "resume"; label: string; variant?: "outline" | "default" }) {
  return (
    <Form method="post" reloadDocument={intent === "portal"}>
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant}>
        {label}
      </Button>
    </Form>
  );
}

/** The plan, its price and renewal, and what the user can do with it (upgrade, cancel). */
export function PlanCard({ billing, onCancelled }: { billing: PlanCardBilling; onCancelled: () => void }) {
  const { openBuyFlow } = useBuyFlow();
  const table = usePriceTable();
  const subscription = billing.subscription;
  const terms = billing.planTerms;
  const cycle = subscription?.billingCycle === "yearly" ? "year" : "month";
  const pastDue = !subscription && billing.pastDue ? billing.pastDue : null;

  return (
    <section aria-labelledby="plan-title" className="bg-card flex flex-col gap-4 rounded-xl border p-5 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <CreditCardIcon aria-hidden="true" className="text-primary size-5" />
          <h2 className="font-semibold">Plan</h2>
        </div>
        {pastDue ? (
          <Badge variant="outline" className="border-destructive/60 text-destructive">
            Past due
          </Badge>
        ) : null}
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
        {planLabel(subscription?.planType ?? pastDue?.planType, table)}
      </p>
      {pastDue ? (
        <p className="text-muted-foreground text-sm" role="status">
          Your last renewal payment failed. No credits are added until it is paid; update your payment method to keep your plan.
        </p>
      ) : subscription && terms ? (
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
        {pastDue ? billing.portal ? <IntentButton intent="portal" label="Update payment method" variant="default" /> : null : null}
        {subscription?.cancelAtPeriodEnd ? <IntentButton intent="resume" label="Resume plan" variant="default" /> : null}
        {!pastDue && subscription?.planType !== "agency" && (
          <Button type="button" variant={subscription ? "secondary" : "default"} onClick={openBuyFlow}>
            {subscription ? "Upgrade Plan" : "View Plans"}
          </Button>
        )}
        {subscription && !subscription.cancelAtPeriodEnd && (
          <CancelPlanDialog subscriptionId={subscription.subscriptionId} periodEndLabel={billing.periodEndLabel} onCancelled={onCancelled} />
        )}
        {billing.portal && !pastDue ? <IntentButton intent="portal" label="Manage billing" /> : null}
      </div>
    </section>
  );
}
