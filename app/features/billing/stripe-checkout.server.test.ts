import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { stripeCustomers } from "~/db/schema";
import { isAppError } from "~/utils/errors";
import { createUser } from "../../../tests/factories";
import { formObject, type StripeFake, useStripeFake } from "../../../tests/mocks/stripe";
import { createCheckout } from "./checkout.server";

const WEBHOOK_SECRET = "whsec_test_secret_for_vitest";
let fake: StripeFake;

useStripeFake(WEBHOOK_SECRET, (started) => (fake = started));

beforeEach(() => {
  fake.requests.length = 0;
});

describe("Stripe adapter against the local fake", () => {
  it("opens a payment-mode Checkout Session priced from the server table and reuses the customer", async () => {
    const user = await createUser({ credits: 3 });
    const first = await createCheckout(getDb(), user, { topUpAmount: "25", returnTo: "billing" });
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const customerCalls = fake.requests.filter((r) => r.path === "/v1/customers");
    expect(customerCalls).toHaveLength(1);
    const session = fake.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(session.authorization).toBe("Bearer sk_test_vitest");
    expect(session.form.mode).toBe("payment");
    expect(session.form["line_items[0][price_data][unit_amount]"]).toBe("2500");
    expect(session.form["line_items[0][price_data][currency]"]).toBe("usd");
    expect(session.form["line_items[0][quantity]"]).toBe("1");
    expect(session.form.client_reference_id).toBe(user.id);
    expect(session.form.success_url).toBe("http://localhost:3999/account/billing?success=topup");
    expect(session.form.cancel_url).toBe("http://localhost:3999/account/billing?canceled=true");
    expect(formObject(session.form, "metadata")).toEqual({
      userId: user.id,
      checkoutId: expect.stringMatching(/^chk_[0-9a-f]+$/),
      kind: "topup",
      packDollars: "25",
    });

    const [customer] = await getDb().select().from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
    expect(session.form.customer).toBe(customer.customerId);

    fake.requests.length = 0;
    await createCheckout(getDb(), user, { topUpAmount: "10", returnTo: "workspace" });
    expect(fake.requests.filter((r) => r.path === "/v1/customers")).toHaveLength(0);
    const second = fake.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(second.form.customer).toBe(customer.customerId);
    expect(second.form.success_url).toBe("http://localhost:3999/generator-app?success=true");
    expect(second.form.cancel_url).toBe("http://localhost:3999/generator-app?canceled=true");
  });

  it("opens a subscription-mode session with an inline recurring price for a plan", async () => {
    const user = await createUser();
    await createCheckout(getDb(), user, { planType: "agency", billingCycle: "yearly", isUpgrade: false, returnTo: "workspace" });
    const session = fake.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(session.form.mode).toBe("subscription");
    expect(session.form["line_items[0][price_data][unit_amount]"]).toBe("45000");
    expect(session.form["line_items[0][price_data][recurring][interval]"]).toBe("year");
    expect(formObject(session.form, "subscription_data[metadata]")).toEqual({
      userId: user.id,
      checkoutId: expect.stringMatching(/^chk_[0-9a-f]+$/),
      kind: "subscription",
      planType: "agency",
      billingCycle: "yearly",
    });
  });

  it("reports a Stripe failure as a clear upstream error", async () => {
    const user = await createUser();
    fake.failNext(500, 3); // the first try and the SDK's two retries
    const error = await createCheckout(getDb(), user, { topUpAmount: "10", returnTo: "workspace" }).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("UPSTREAM_FAILED");
    expect(isAppError(error) && error.message).toBe("Could not start the checkout. Please try again.");
  });
});
