import CheckIcon from "lucide-react/icons/check";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { cn } from "~/utils/misc";
import { formatCredits, formatUsd, PLAN_TYPES, yearlySavingLabel, type BillingCycle, type PlanType } from "../pricing";
import { usePriceTable } from "./use-price-table";

export type PlanDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentPlan: PlanType | null;
  /** Starts the checkout; resolves when it failed (on success the page navigates away). */
  onChoose: (choice: { planType: PlanType; billingCycle: BillingCycle; isUpgrade: boolean }) => Promise<void>;
  /** Opens the top-up dialog instead (offered when the operator sells packs to every plan). */
  onBuyCredits: () => void;
};

/** SPEC section 4 plan dialog: Monthly / Yearly, Creator and Agency. */
export function PlanDialog({ open, onOpenChange, currentPlan, onChoose, onBuyCredits }: PlanDialogProps) {
  const table = usePriceTable();
  const saving = yearlySavingLabel(table);
  const [cycle, setCycle] = useState<BillingCycle>("monthly");
  const [processing, setProcessing] = useState<PlanType | null>(null);

  // Each opening starts afresh: set while rendering the change, so the old choice never shows.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setCycle("monthly");
      setProcessing(null);
    }
  }

  async function choose(planType: PlanType) {
    if (planType === currentPlan) {
      onOpenChange(false);
      return;
    }
    if (processing) return;
    setProcessing(planType);
    try {
      await onChoose({ planType, billingCycle: cycle, isUpgrade: currentPlan !== null });
    } finally {
      setProcessing(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (processing ? undefined : onOpenChange(next))}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="text-2xl">{currentPlan ? "Upgrade your plan" : "Choose your plan"}</DialogTitle>
          <DialogDescription>Plans are priced per editor; limits renew every month.</DialogDescription>
        </DialogHeader>

        <div role="group" aria-label="Billing cycle" className="bg-muted mx-auto inline-flex rounded-lg p-1">
          {(["monthly", "yearly"] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={cycle === value}
              onClick={() => setCycle(value)}
              className={cn(
                "focus-visible:ring-ring/50 inline-flex items-center gap-2 rounded-md px-4 py-1.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px]",
                cycle === value ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {value === "monthly" ? "Monthly" : "Yearly"}
              {value === "yearly" && saving && (
                <Badge variant="secondary" className="bg-primary/15 text-primary">
                  {saving}
                </Badge>
              )}
            </button>
          ))}
        </div>

        <div className="grid gap-4 md:grid-cols-2">
          {PLAN_TYPES.map((planType) => {
            const plan = table.plans[planType];
            const isCurrent = currentPlan === planType;
            const busy = processing === planType;
            return (
              <section
                key={planType}
                aria-labelledby={`plan-${planType}-title`}
                className={cn(
                  "bg-card flex flex-col gap-4 rounded-xl border p-5",
                  planType === "agency" && "border-primary/60",
                  isCurrent && "ring-primary ring-2",
                )}
              >
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <h3 id={`plan-${planType}-title`} className="text-lg font-semibold">
                      {plan.name}
                    </h3>
                    <p className="text-muted-foreground text-sm">{plan.audience}</p>
                  </div>
                  {isCurrent && <Badge>Current</Badge>}
                </div>
                <p>
                  <span className="text-3xl font-bold">{formatUsd(plan.priceCents[cycle])}</span>
                  <span className="text-muted-foreground text-sm"> / {cycle === "yearly" ? "year" : "month"} per editor</span>
                </p>
                <p className="text-sm font-medium">
                  {formatCredits(plan.creditsPerPeriod)} credits every {cycle === "yearly" ? "year" : "month"}
                </p>
                <ul className="flex flex-1 flex-col gap-2 text-sm">
                  {plan.features.map((feature, index) => (
                    <li key={`${index}-${feature}`} className="flex items-start gap-2">
                      <CheckIcon aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Button
                  type="button"
                  size="lg"
                  variant={isCurrent ? "secondary" : "default"}
                  aria-disabled={isCurrent || (processing !== null && !busy) ? true : undefined}
                  disabled={processing !== null && !busy && !isCurrent}
                  className={cn("w-full", isCurrent && "opacity-60")}
                  onClick={() => void choose(planType)}
                >
                  {busy ? "Processing..." : isCurrent ? "Current Plan" : currentPlan ? `Upgrade to ${plan.name}` : `Choose ${plan.name}`}
                </Button>
              </section>
            );
          })}
        </div>
        {table.offerPacksToEveryPlan && (
          <div className="flex flex-wrap items-center justify-center gap-2 border-t pt-4 text-sm">
            <span className="text-muted-foreground">Need credits without changing your plan?</span>
            <Button type="button" variant="outline" size="sm" disabled={processing !== null} onClick={onBuyCredits}>
              Buy a credit pack
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
