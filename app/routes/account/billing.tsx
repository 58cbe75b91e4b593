// /account/billing: plan, credits, transactions, Cancel Plan (SPEC section 2).
import { formatDay } from "~/utils/dates";
import AlertCircleIcon from "lucide-react/icons/circle-exclamation-point";
import CoinsIcon from "lucide-react/icons/coins";
import ReceiptTextIcon from "lucide-react/icons/receipt-text";
import { useEffect } from "react";
import { useNavigate, useRevalidator, useSearchParams } from "react-router";
import { toast } from "~/components/toaster";
import type { Route } from "./+types/billing";
import { Button } from "~/components/ui/button";
import { getDb } from "~/db/db.server";
import { getBillingOverview } from "~/features/billing/billing-overview.server";
import { hasBillingPortal } from "~/features/billing/billing-portal.server";
import { listUserPayments } from "~/features/billing/receipts.server";
import { getPastDueSubscription } from "~/features/billing/renewal-failures.server";
import { summarizeSubscription } from "~/features/billing/subscriptions.server";
import { billingAction } from "./billing-action.server";
import { DatedListSection, DatedRow } from "./billing/dated-list";
import { PaymentsList } from "./billing/payments-list";
import { BuyCreditsButton, useBuyFlow } from "~/features/billing/components/buy-flow";
import { formatCredits } from "~/features/billing/pricing";
import { requireUser } from "~/features/accounts/auth.server";
import { logger } from "~/utils/logger.server";
import { cn } from "~/utils/misc";
import { urls } from "~/utils/urls";
import { PlanCard } from "./billing/plan-card";
import { siteTitle } from "~/features/seo/site-title";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: siteTitle(matches, "Billing") }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  try {
    const db = getDb();
    const [overview, pastDue, payments, portal] = await Promise.all([
      getBillingOverview(db, user.id),
      getPastDueSubscription(db, user.id),
      listUserPayments(db, user.id),
      hasBillingPortal(db, user.id),
    ]);
    const periodEnd = overview.subscription?.currentPeriodEnd;
    return {
      billing: {
        ...overview,
        pastDue: summarizeSubscription(pastDue),
        portal,
        payments: payments.map((p) => ({ ...p, dateLabel: formatDay(p.createdAt) })),
        periodEndLabel: periodEnd ? formatDay(periodEnd) : null,
        transactions: overview.transactions.map((t) => ({ ...t, dateLabel: formatDay(t.createdAt) })),
      },
    };
  } catch (error) {
    logger.error({ err: error, userId: user.id }, "billing overview failed");
    return { billing: null };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return billingAction(getDb(), request, user.id);
}

const SUCCESS_TOASTS: Record<string, string> = {
  topup: "Credits purchased successfully",
  subscription: "Subscription activated",
};

/** ?success=… / ?canceled=true from a checkout: one toast, then the query is cleared (replace). */
function useCheckoutReturnToast() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const success = searchParams.get("success");
  const canceled = searchParams.get("canceled");
  useEffect(() => {
    if (!success && !canceled) return;
    if (success && SUCCESS_TOASTS[success]) {
      toast.success(SUCCESS_TOASTS[success], { id: `billing-${success}` });
    } else if (canceled === "true") {
      toast("Payment canceled", { id: "billing-canceled" });
    }
    navigate(urls.billing(), { replace: true, preventScrollReset: true });
  }, [success, canceled, navigate]);
}

export default function BillingPage({ loaderData }: Route.ComponentProps) {
  const { billing } = loaderData;
  const { refreshSubscription } = useBuyFlow();
  const revalidator = useRevalidator();
  useCheckoutReturnToast();

  useEffect(() => {
    if (!billing) toast.error("Error loading billing information", { id: "billing-error", description: "Please try again later." });
  }, [billing]);

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold md:text-3xl">Billing</h1>
        <p className="text-muted-foreground mt-1">Your plan, credits and transactions.</p>
      </header>

      {!billing ? (
        <div role="alert" className="bg-card flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
          <AlertCircleIcon aria-hidden="true" className="text-destructive size-8" />
          <p className="font-semibold">Error loading billing information</p>
          <p className="text-muted-foreground text-sm">Please try again later.</p>
          <Button type="button" variant="outline" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <PlanCard
              billing={billing}
              onCancelled={() => {
                refreshSubscription();
                void revalidator.revalidate();
              }}
            />
            <section aria-labelledby="credits-title" className="bg-card flex flex-col gap-4 rounded-xl border p-5 sm:p-6">
              <div className="flex items-center gap-2">
                <CoinsIcon aria-hidden="true" className="text-primary size-5" />
                <h2 id="credits-title" className="font-semibold">
                  Credits
                </h2>
              </div>
              <p>
                <span className="text-4xl font-bold" data-testid="credit-balance">
                  {formatCredits(billing.credits)}
                </span>
                <span className="text-muted-foreground"> credits available</span>
              </p>
              <p className="text-muted-foreground text-sm">Each image costs 1 credit.</p>
              <div className="mt-auto">
                <BuyCreditsButton />
              </div>
            </section>
          </div>

          <PaymentsList payments={billing.payments} />

          <DatedListSection
            id="transactions-title"
            title="Transactions"
            icon={ReceiptTextIcon}
            emptyText="No transactions yet."
            listLabel="Transactions, newest first"
          >
            {billing.transactions.map((t) => (
              <DatedRow
                key={t.id}
                what={t.description}
                createdAt={t.createdAt}
                dateLabel={t.dateLabel}
                aside={
                  <span className={cn("shrink-0 font-semibold tabular-nums", t.type === "credit" ? "text-emerald-400" : "text-muted-foreground")}>
                    {t.type === "credit" ? "+" : "-"}
                    {formatCredits(t.amount)}
                  </span>
                }
              />
            ))}
          </DatedListSection>
        </>
      )}
    </div>
  );
}
