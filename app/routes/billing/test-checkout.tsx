// /checkout/test/:sessionId — the built-in test checkout (CONTRACT.md), served
// only while Stripe is not configured.
import FlaskConicalIcon from "lucide-react/icons/flask-conical";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "~/components/toaster";
import { z } from "zod";
import type { Route } from "./+types/test-checkout";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Separator } from "~/components/ui/separator";
import { Spinner } from "~/components/ui/spinner";
import { getDb } from "~/db/db.server";
import { formatUsd } from "~/features/billing/pricing";
import { isStripeConfigured } from "~/features/billing/stripe-client.server";
import { sendReceiptMail } from "~/features/billing/receipts.server";
import { cancelTestCheckout, getTestCheckout, payTestCheckout } from "~/features/billing/test-checkout.server";
import { requireUser } from "~/features/accounts/auth.server";
import { appError } from "~/utils/error-messages";
import { errorBody, isAppError } from "~/utils/errors";
import { logger } from "~/utils/logger.server";
import { siteTitle } from "~/features/seo/site-title";
import { useSite } from "~/utils/user";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: siteTitle(matches, "Test checkout") }, { name: "robots", content: "noindex" }];

function assertTestCheckoutEnabled() {
  if (isStripeConfigured()) throw data("Not found", { status: 404 });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  assertTestCheckoutEnabled();
  try {
    // What the checkout was opened with, whatever the prices are now (ADR 029).
    const { row, addresses } = await getTestCheckout(getDb(), user.id, params.sessionId);
    return {
      checkout: {
        id: row.id,
        status: row.status,
        kind: row.kind,
        title: row.title,
        description: row.description,
        amountCents: row.amountCents,
        interval: row.kind === "subscription" ? (row.billingCycle === "yearly" ? "year" : "month") : null,
        isUpgrade: row.kind === "subscription" && row.replacesSubscriptionId !== null,
      },
      addresses,
    };
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") throw data("Checkout not found", { status: 404 });
    throw error;
  }
}

const intentSchema = z.object({ intent: z.enum(["pay", "cancel"]) });

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  assertTestCheckoutEnabled();
  const parsed = intentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data(errorBody(appError("testCheckoutChoice")), { status: 400 });
  try {
    if (parsed.data.intent === "cancel") return redirect(await cancelTestCheckout(getDb(), user.id, params.sessionId));
    const { redirectTo, result } = await payTestCheckout(getDb(), user.id, params.sessionId);
    if (result?.applied) await sendReceiptMail(getDb(), "test", params.sessionId);
    return redirect(redirectTo);
  } catch (error) {
    if (isAppError(error)) return data(errorBody(error), { status: error.status });
    logger.error({ err: error }, "test checkout failed");
    throw error;
  }
}

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { checkout, addresses } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const price = formatUsd(checkout.amountCents);
  const siteName = useSite().brand.siteName;

  useEffect(() => {
    if (actionData && !actionData.ok) toast.error(actionData.error.title, { description: actionData.error.message });
  }, [actionData]);

  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <div className="bg-card w-full max-w-md rounded-xl border shadow-sm">
        <div className="flex flex-col gap-3 p-6">
          <Badge variant="outline" className="border-amber-400/50 text-amber-300">
            <FlaskConicalIcon aria-hidden="true" />
            Test mode · offline stand-in
          </Badge>
          <h1 className="text-2xl font-bold">Test checkout</h1>
          <p className="text-sm font-medium">Payment to {siteName}</p>
          <p className="text-muted-foreground text-sm">
            This page stands in for the card payment provider while none is configured. No card is asked for and no money moves; Pay completes the
            purchase exactly as a confirmed payment would.
          </p>
        </div>
        <Separator />
        <dl className="flex flex-col gap-3 p-6">
          <div className="flex items-start justify-between gap-4">
            <dt className="sr-only">Item</dt>
            <dd>
              <p className="font-semibold">{checkout.title}</p>
              <p className="text-muted-foreground text-sm">{checkout.description}</p>
              {checkout.isUpgrade && <p className="text-muted-foreground text-sm">Replaces your current plan once paid.</p>}
            </dd>
            <dt className="sr-only">Price</dt>
            <dd className="text-right font-semibold whitespace-nowrap">
              {price}
              {checkout.interval && <span className="text-muted-foreground text-sm font-normal"> / {checkout.interval}</span>}
            </dd>
          </div>
          <Separator />
          <div className="flex items-center justify-between text-lg font-bold">
            <dt>Total due today</dt>
            <dd>{price}</dd>
          </div>
        </dl>
        <Separator />
        <div className="p-6">
          {checkout.status === "open" ? (
            <Form method="post" className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="submit" name="intent" value="cancel" variant="outline" size="lg" disabled={Boolean(submitting)}>
                Cancel
              </Button>
              <Button type="submit" name="intent" value="pay" size="lg" className="sm:min-w-32" disabled={Boolean(submitting)}>
                {submitting === "pay" && <Spinner label="Paying" />}
                Pay
              </Button>
            </Form>
          ) : (
            <div className="flex flex-col gap-3 text-center">
              <p className="text-muted-foreground" role="status">
                {checkout.status === "paid"
                  ? "This checkout has been paid."
                  : checkout.status === "refused"
                    ? "This checkout was refused: your account already has a plan. Nothing was charged."
                    : "This checkout was cancelled."}
              </p>
              <Button asChild variant="outline">
                <Link to={checkout.status === "paid" ? addresses.success : addresses.cancel}>Continue</Link>
              </Button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
