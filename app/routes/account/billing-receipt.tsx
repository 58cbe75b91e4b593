// /account/billing/receipts/{id}: the receipt of one of the user's payments. A
// Stripe payment goes on to Stripe's own receipt; a test-checkout payment's is shown here.
import { formatDay } from "~/utils/dates";
import { getSettings } from "~/features/settings/settings.server";
import { data, redirect } from "react-router";
import type { Route } from "./+types/billing-receipt";
import { getDb } from "~/db/db.server";
import { requireUser } from "~/features/accounts/auth.server";
import { moneyStatus, paymentTitle } from "~/features/billing/money-status";
import { formatUsd } from "~/features/billing/pricing";
import { getOwnPayment, stripeReceiptUrl } from "~/features/billing/receipts.server";
import { siteTitle } from "~/features/seo/site-title";
import { isAppError } from "~/utils/errors";
import { urls } from "~/utils/urls";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: siteTitle(matches, "Receipt") }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  try {
    const payment = await getOwnPayment(getDb(), user.id, params.paymentId);
    if (payment.provider === "stripe") {
      const url = await stripeReceiptUrl(getDb(), payment);
      if (url) throw redirect(url);
    }
    return {
      receipt: {
        id: payment.id,
        number: payment.id.slice(0, 8).toUpperCase(),
        dateLabel: formatDay(payment.createdAt),
        what: paymentTitle(payment.kind, payment.details, (await getSettings()).plans),
        amount: formatUsd(payment.amountCents),
        refunded: payment.refundedCents > 0 ? formatUsd(payment.refundedCents) : null,
        status: moneyStatus(payment),
        credits: payment.credits,
        testCheckout: payment.provider === "test",
        email: user.email,
      },
    };
  } catch (error) {
    if (isAppError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { receipt } = loaderData;
  const rows: Array<[string, string]> = [
    ["Receipt", `#${receipt.number}`],
    ["Date", receipt.dateLabel],
    ["Billed to", receipt.email],
    ["Item", receipt.what],
    ["Credits", receipt.credits.toLocaleString("en-US")],
    ["Amount paid", receipt.amount],
    ...(receipt.refunded ? ([["Refunded", receipt.refunded]] as Array<[string, string]>) : []),
    ["Status", receipt.status],
  ];
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold md:text-3xl">Receipt</h1>
        {receipt.testCheckout ? (
          <p className="text-muted-foreground mt-1">Paid through the built-in test checkout (offline stand-in): no card was charged.</p>
        ) : null}
      </header>
      <section aria-label="Receipt details" className="bg-card max-w-xl rounded-xl border p-5 sm:p-6">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <a href={urls.billing()} className="text-primary w-fit text-sm underline-offset-4 hover:underline">
        Back to billing
      </a>
    </div>
  );
}
