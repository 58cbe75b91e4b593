import CreditCard from "lucide-react/icons/credit-card";
import { useEffect } from "react";
import { Link, useActionData, useNavigation } from "react-router";
import { PageHeading } from "~/components/page-heading";
import { Pager } from "~/components/pager";
import { toast } from "~/components/toaster";
import { cn } from "~/utils/misc";
import { urls } from "~/utils/urls";
import { PAYMENTS_PAGE_SIZE, PAYMENTS_TABS, isFiltered, paymentsHref, type PaymentsPageData, type PaymentsQuery } from "./payments-query";
import { PaymentsCalls } from "./payments-calls";
import { PaymentsCallsFilter, PaymentsFilters } from "./payments-filters";
import { PaymentsExportForm } from "./payments-export-form";
import { PaymentsSubscriptions } from "./payments-subscriptions";
import { PaymentsTable } from "./payments-table";

/** A failed retry (a successful one redirects with a toast). */
type RetryFailure = { ok: false; error: { title: string; message: string } };

const NOUNS = { payments: ["payment", "payments"], subscriptions: ["subscription", "subscriptions"], calls: ["call", "calls"] } as const;

/** Payments, subscriptions and the provider calls owed, one tab each (plain links, so it works without JavaScript). */
export function PaymentsPage({ data }: { data: PaymentsPageData }) {
  const { query, page, total, totalPages, today } = data;
  const actionData = useActionData<RetryFailure>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === urls.adminPayments();

  useEffect(() => {
    if (actionData && !actionData.ok) toast.error(actionData.error.title, { description: actionData.error.message });
  }, [actionData]);

  const shown = "payments" in data ? data.payments.length : "subscriptions" in data ? data.subscriptions.length : data.calls.length;
  const [one, many] = NOUNS[query.tab];
  const noun = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
  const first = (page - 1) * PAYMENTS_PAGE_SIZE + 1;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <PageHeading icon={CreditCard} title="Payments">
        Every payment and subscription, newest first, and the calls we owe the payment provider after a change here.
      </PageHeading>

      <PaymentsTabs current={query.tab} />

      <section aria-labelledby="payments-section-title" className="grid gap-4" aria-busy={loading || undefined}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="payments-section-title" className="text-lg font-semibold">
            {PAYMENTS_TABS.find((t) => t.value === query.tab)?.label}
          </h2>
          <p className="text-muted-foreground text-sm" data-testid="payments-count" aria-live="polite">
            {total === 0 || shown === 0 ? noun(total) : `${first}–${first + shown - 1} of ${noun(total)}`}
          </p>
        </div>

        {query.tab === "payments" ? <PaymentsFilters query={query} /> : null}
        {query.tab === "calls" ? <PaymentsCallsFilter query={query} /> : null}

        <div className={cn("grid gap-4", loading && "opacity-70")}>
          {shown === 0 ? (
            <EmptyState query={query} total={total} noun={many} />
          ) : "payments" in data ? (
            <PaymentsTable payments={data.payments} />
          ) : "subscriptions" in data ? (
            <PaymentsSubscriptions subscriptions={data.subscriptions} />
          ) : (
            <PaymentsCalls calls={data.calls} alertAfter={data.alertAfter} formAction={paymentsHref(query, page)} />
          )}
          <Pager page={page} totalPages={totalPages} hrefFor={(to) => paymentsHref(query, to)} />
        </div>
      </section>

      <PaymentsExportForm today={today} />
    </div>
  );
}

function PaymentsTabs({ current }: { current: PaymentsQuery["tab"] }) {
  return (
    <nav aria-label="Payments sections" className="bg-muted text-muted-foreground inline-flex w-fit flex-wrap items-center gap-1 rounded-lg p-1">
      {PAYMENTS_TABS.map((tab) => (
        <Link
          key={tab.value}
          to={paymentsHref({ tab: tab.value })}
          aria-current={tab.value === current ? "page" : undefined}
          className={cn(
            "focus-visible:ring-ring/50 rounded-md px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-[3px]",
            tab.value === current ? "bg-background text-foreground shadow-sm" : "hover:text-foreground",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

function EmptyState({ query, total, noun }: { query: PaymentsQuery; total: number; noun: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center" data-testid="payments-empty">
      {total > 0 ? (
        <>
          <p className="font-medium">This page is past the last one.</p>
          <Link to={paymentsHref(query)} className="text-primary text-sm underline-offset-4 hover:underline">
            Back to the first page
          </Link>
        </>
      ) : isFiltered(query) ? (
        <>
          <p className="font-medium">No {noun} match these filters.</p>
          <Link to={paymentsHref({ tab: query.tab })} className="text-primary text-sm underline-offset-4 hover:underline">
            Clear the filters
          </Link>
        </>
      ) : (
        <p className="font-medium">No {noun} recorded.</p>
      )}
    </div>
  );
}
