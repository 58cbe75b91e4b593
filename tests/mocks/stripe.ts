// A local HTTP server speaking the part of Stripe's documented API we call
// (https://docs.stripe.com/api): POST /v1/customers, POST /v1/checkout/sessions,
// GET/POST /v1/subscriptions/:id (retrieve, update), DELETE /v1/subscriptions/:id
// (cancel), POST /v1/refunds (whole or, with `amount`, part) and GET /v1/refunds
// (list, by payment_intent), POST /v1/products, GET /v1/payment_intents/:id (with latest_charge
// expanded: its receipt_url), POST /v1/billing_portal/sessions, and a
// subscription update that changes its item's price with `proration_behavior`
// (always_invoice: an invoice for the prorated difference is made at once,
// `fake.invoices`). As Stripe does, a
// canceled subscription can no longer be canceled (404 resource_missing) or
// updated (400), a refunded payment cannot be refunded again (400
// charge_already_refunded), and a repeated Idempotency-Key gets the first answer.
// Point the SDK at it with STRIPE_API_BASE. Signed events are made with the
// SDK's own test-header helper.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import { resetEnvCache } from "~/utils/env.server";

export type RecordedRequest = {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
};

export type FakeRefund = {
  id: string;
  object: "refund";
  payment_intent: string;
  status: "succeeded";
  amount: number;
  metadata?: Record<string, string>;
  created?: number;
};

/** An invoice the fake made for a subscription update with proration_behavior=always_invoice. */
export type FakeInvoice = {
  id: string;
  object: "invoice";
  subscription: string;
  billing_reason: "subscription_update";
  amount_due: number;
  proration_behavior: string;
  payment_intent: string;
};

export type FakePortalSession = {
  id: string;
  object: "billing_portal.session";
  configuration: string;
  created: number;
  customer: string;
  flow: null;
  livemode: false;
  locale: null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
};

type FakeSubscription = {
  id: string;
  object: "subscription";
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    object: "list";
    data: Array<{
      id: string;
      object: "subscription_item";
      current_period_start: number;
      current_period_end: number;
      /** The item's price (unit_amount in cents): a proration compares the old with the new. */
      price?: { object: "price"; unit_amount: number; currency: "usd"; recurring: { interval: string } | null };
    }>;
  };
};

function id(prefix: string) {
  return `${prefix}_${randomBytes(8).toString("hex")}`;
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
}

/** `metadata[userId]=x` style keys back into an object. */
export function formObject(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.startsWith(`${prefix}[`) ? key.slice(prefix.length + 1).match(/^([^\]]+)\]$/) : null;
    if (match) out[match[1]] = value;
  }
  return out;
}

export type StripeFake = {
  baseUrl: string;
  requests: RecordedRequest[];
  subscriptions: Map<string, FakeSubscription>;
  refunds: FakeRefund[];
  invoices: FakeInvoice[];
  portalSessions: FakePortalSession[];
  /** Stripe keeps an Idempotency-Key for 24 hours: this forgets every key seen, as a day later. */
  forgetIdempotencyKeys(): void;
  /** Makes the next `times` requests fail with this status (Stripe error body). */
  failNext(status: number, times?: number): void;
  /**
   * Makes the next `times` requests to `method path` fail with this status, with
   * `Stripe-Should-Retry: false` so the SDK reports it at once instead of retrying.
   */
  failRoute(method: string, path: string, status: number, times: number): void;
  addSubscription(sub: Partial<FakeSubscription> & { metadata: Record<string, string>; customer: string }): FakeSubscription;
  /** A paid payment intent of this amount: refunds of it may not exceed it; retrieving it shows its charge. */
  addCharge(paymentIntent: string, amountCents: number): void;
  /** The clock the fake prorates by (seconds); defaults to now. */
  setNow(seconds: number | null): void;
  close(): Promise<void>;
};

export async function startStripeFake(): Promise<StripeFake> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  let failStatus: number | null = null;
  let failTimes = 0;
  const routeFailures: Array<{ method: string; path: string; status: number; times: number }> = [];
  const refunds: FakeRefund[] = [];
  const refundsByKey = new Map<string, FakeRefund>();
  /** Payment intents the fake knows the amount of (addCharge): their refunds are checked against it. */
  const charges = new Map<string, number>();
  const invoices: FakeInvoice[] = [];
  const portalSessions: FakePortalSession[] = [];
  let fixedNow: number | null = null;
  const nowSeconds = () => fixedNow ?? Math.floor(Date.now() / 1000);

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
    res.end(JSON.stringify(body));
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    // GET parameters come in the query string, POST ones in the form body (as the SDK sends them).
    const form = req.method === "GET" ? Object.fromEntries(url.searchParams) : await readForm(req);
    const idempotencyKey = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : undefined;
    requests.push({ method: req.method ?? "GET", path: url.pathname, form, authorization: req.headers.authorization, idempotencyKey });
    if (!req.headers.authorization?.startsWith("Bearer sk_test_")) {
      return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (failStatus && failTimes > 0) {
      failTimes -= 1;
      return send(res, failStatus, { error: { type: "api_error", message: "Simulated failure" } });
    }
    const routeFailure = routeFailures.find((f) => f.times > 0 && f.method === req.method && f.path === url.pathname);
    if (routeFailure) {
      routeFailure.times -= 1;
      res.writeHead(routeFailure.status, { "content-type": "application/json", "request-id": id("req"), "stripe-should-retry": "false" });
      return res.end(JSON.stringify({ error: { type: "api_error", message: "Simulated outage" } }));
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const paymentIntent = form.payment_intent;
      if (!paymentIntent)
        return send(res, 400, { error: { type: "invalid_request_error", message: "Missing payment_intent", param: "payment_intent" } });
      // As Stripe does, a repeated Idempotency-Key gets the first answer again.
      const replay = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
      if (replay) return send(res, 200, replay);
      const before = refunds.filter((r) => r.payment_intent === paymentIntent);
      const chargeAmount = charges.get(paymentIntent);
      if (form.amount !== undefined) {
        // A part refund (https://docs.stripe.com/api/refunds/create: amount, at most what is left).
        const amount = Number(form.amount);
        const refundedBefore = before.reduce((total, r) => total + r.amount, 0);
        if (chargeAmount !== undefined && refundedBefore >= chargeAmount) {
          return send(res, 400, {
            error: {
              type: "invalid_request_error",
              code: "charge_already_refunded",
              message: `Charge for ${paymentIntent} has already been refunded.`,
            },
          });
        }
        if (!Number.isInteger(amount) || amount <= 0 || (chargeAmount !== undefined && refundedBefore + amount > chargeAmount)) {
          return send(res, 400, {
            error: { type: "invalid_request_error", param: "amount", message: `Refund amount is greater than unrefunded amount on charge.` },
          });
        }
        const refund: FakeRefund = {
          id: id("re"),
          object: "refund",
          payment_intent: paymentIntent,
          status: "succeeded",
          amount,
          metadata: formObject(form, "metadata"),
          created: nowSeconds(),
        };
        refunds.push(refund);
        if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
        return send(res, 200, refund);
      }
      if (before.length > 0) {
        return send(res, 400, {
          error: {
            type: "invalid_request_error",
            code: "charge_already_refunded",
            message: `Charge for ${paymentIntent} has already been refunded.`,
          },
        });
      }
      const refund: FakeRefund = {
        id: id("re"),
        object: "refund",
        payment_intent: paymentIntent,
        status: "succeeded",
        amount: chargeAmount ?? 0,
        metadata: formObject(form, "metadata"),
        created: nowSeconds(),
      };
      refunds.push(refund);
      if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
      return send(res, 200, refund);
    }
    if (req.method === "GET" && url.pathname === "/v1/refunds") {
      // https://docs.stripe.com/api/refunds/list: newest first, `limit` (default 10), `starting_after`.
      const all = refunds.filter((r) => !form.payment_intent || r.payment_intent === form.payment_intent).reverse();
      const limit = Math.min(Number(form.limit ?? 10), 100);
      const start = form.starting_after ? all.findIndex((r) => r.id === form.starting_after) + 1 : 0;
      const data = all.slice(start, start + limit);
      return send(res, 200, { object: "list", url: "/v1/refunds", has_more: start + limit < all.length, data });
    }
    const intentMatch = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (req.method === "GET" && intentMatch) {
      const amount = charges.get(intentMatch[1]);
      if (amount === undefined) {
        return send(res, 404, {
          error: { type: "invalid_request_error", code: "resource_missing", param: "intent", message: `No such payment_intent: '${intentMatch[1]}'` },
        });
      }
      const chargeId = `ch_${intentMatch[1].replace(/^pi_/, "")}`;
      const refunded = refunds.filter((r) => r.payment_intent === intentMatch[1]).reduce((total, r) => total + r.amount, 0);
      const expanded = Object.entries(form).some(([key, value]) => key.startsWith("expand[") && value === "latest_charge");
      return send(res, 200, {
        id: intentMatch[1],
        object: "payment_intent",
        amount,
        amount_received: amount,
        currency: "usd",
        status: "succeeded",
        livemode: false,
        metadata: {},
        latest_charge: expanded ? stripeCharge({ paymentIntent: intentMatch[1], amount, amountRefunded: refunded, id: chargeId }) : chargeId,
      });
    }
    if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      if (!form.customer)
        return send(res, 400, { error: { type: "invalid_request_error", message: "Missing required param: customer.", param: "customer" } });
      const sessionId = id("bps");
      const session: FakePortalSession = {
        id: sessionId,
        object: "billing_portal.session",
        configuration: "bpc_fake_default",
        created: nowSeconds(),
        customer: form.customer,
        flow: null,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: form.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${sessionId}`,
      };
      portalSessions.push(session);
      return send(res, 200, session);
    }
    if (req.method === "POST" && url.pathname === "/v1/products") {
      return send(res, 200, {
        id: id("prod"),
        object: "product",
        active: true,
        name: form.name,
        description: form.description ?? null,
        metadata: {},
      });
    }
    if (req.method === "POST" && url.pathname === "/v1/customers") {
      return send(res, 200, { id: id("cus"), object: "customer", email: form.email ?? null, metadata: formObject(form, "metadata") });
    }
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const sessionId = `cs_test_${randomBytes(12).toString("hex")}`;
      return send(res, 200, {
        id: sessionId,
        object: "checkout.session",
        mode: form.mode,
        customer: form.customer ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata: formObject(form, "metadata"),
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        amount_total: Number(form["line_items[0][price_data][unit_amount]"] ?? 0),
        payment_status: "unpaid",
        status: "open",
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      });
    }
    const subMatch = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subMatch) {
      const sub = subscriptions.get(subMatch[1]);
      if (!sub) return send(res, 404, { error: { type: "invalid_request_error", message: `No such subscription: '${subMatch[1]}'` } });
      if (req.method === "GET") return send(res, 200, sub);
      if (sub.status === "canceled" && req.method === "DELETE") {
        return send(res, 404, {
          error: { type: "invalid_request_error", code: "resource_missing", param: "id", message: `No such subscription: '${sub.id}'` },
        });
      }
      if (sub.status === "canceled" && req.method === "POST") {
        return send(res, 400, {
          error: { type: "invalid_request_error", message: "A canceled subscription can only update its cancellation_details and metadata." },
        });
      }
      if (req.method === "POST") {
        if (form.cancel_at_period_end !== undefined) sub.cancel_at_period_end = form.cancel_at_period_end === "true";
        Object.assign(sub.metadata, formObject(form, "metadata"));
        const itemId = form["items[0][id]"];
        if (itemId !== undefined) {
          const item = sub.items.data.find((i) => i.id === itemId);
          if (!item)
            return send(res, 400, {
              error: { type: "invalid_request_error", param: "items[0][id]", message: `No such subscription item: '${itemId}'` },
            });
          const newAmount = Number(form["items[0][price_data][unit_amount]"]);
          if (!Number.isInteger(newAmount) || newAmount < 0) {
            return send(res, 400, {
              error: { type: "invalid_request_error", param: "items[0][price_data][unit_amount]", message: "Invalid integer" },
            });
          }
          const oldAmount = item.price?.unit_amount ?? 0;
          const interval = form["items[0][price_data][recurring][interval]"] ?? item.price?.recurring?.interval ?? "month";
          item.price = { object: "price", unit_amount: newAmount, currency: "usd", recurring: { interval } };
          // Stripe prorates by default (create_prorations); always_invoice bills the difference at once:
          // the unused time of the old price credited, the rest of the period at the new price charged.
          const behavior = form.proration_behavior ?? "create_prorations";
          if (behavior === "always_invoice") {
            const now = nowSeconds();
            const fraction = Math.max(0, item.current_period_end - now) / (item.current_period_end - item.current_period_start);
            const amountDue = Math.max(0, Math.round((newAmount - oldAmount) * fraction));
            invoices.push({
              id: id("in"),
              object: "invoice",
              subscription: sub.id,
              billing_reason: "subscription_update",
              amount_due: amountDue,
              proration_behavior: behavior,
              payment_intent: id("pi"),
            });
          }
        }
        return send(res, 200, sub);
      }
      if (req.method === "DELETE") {
        sub.status = "canceled";
        return send(res, 200, sub);
      }
    }
    send(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    refunds,
    invoices,
    portalSessions,
    forgetIdempotencyKeys() {
      refundsByKey.clear();
    },
    setNow(seconds) {
      fixedNow = seconds;
    },
    failNext(status, times = 1) {
      failStatus = status;
      failTimes = times;
    },
    failRoute(method, path, status, times) {
      routeFailures.push({ method, path, status, times });
    },
    addSubscription(partial) {
      const now = Math.floor(Date.now() / 1000);
      const sub: FakeSubscription = {
        id: partial.id ?? id("sub"),
        object: "subscription",
        status: partial.status ?? "active",
        customer: partial.customer,
        cancel_at_period_end: partial.cancel_at_period_end ?? false,
        metadata: partial.metadata,
        items: partial.items ?? {
          object: "list",
          data: [{ id: id("si"), object: "subscription_item", current_period_start: now, current_period_end: now + 30 * 86400 }],
        },
      };
      subscriptions.set(sub.id, sub);
      return sub;
    },
    addCharge(paymentIntent, amountCents) {
      charges.set(paymentIntent, amountCents);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let eventSeq = 0;

/** A Stripe event delivery: the JSON body and its Stripe-Signature header. */
export function signedStripeEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number; signedAt?: number } = {},
): { payload: string; signature: string; eventId: string } {
  const eventId = options.id ?? `evt_${Date.now().toString(36)}${(eventSeq++).toString(36)}${randomBytes(4).toString("hex")}`;
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    api_version: "2026-10-28.endive",
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = new Stripe("sk_test_signer").webhooks.generateTestHeaderString({ payload, secret, timestamp: options.signedAt });
  return { payload, signature, eventId };
}

/**
 * For a Vitest file: starts the fake before its tests and points the Stripe
 * settings at it (secret key, webhook secret, API base); undoes both after.
 */
export function useStripeFake(webhookSecret: string, onStarted: (fake: StripeFake) => void) {
  let fake: StripeFake | undefined;
  beforeAll(async () => {
    fake = await startStripeFake();
    process.env.STRIPE_SECRET_KEY = "sk_test_vitest";
    process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;
    process.env.STRIPE_API_BASE = fake.baseUrl;
    resetEnvCache();
    onStarted(fake);
  });
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_API_BASE;
    resetEnvCache();
    await fake?.close();
  });
}

/** A Charge as charge.refunded carries it (API 2026-10-28: no `invoice`; `refunds` only when expanded). */
export function stripeCharge(options: { paymentIntent: string; amount: number; amountRefunded: number; id?: string; customer?: string | null }) {
  return {
    id: options.id ?? `ch_${options.paymentIntent.replace(/^pi_/, "")}`,
    object: "charge",
    amount: options.amount,
    amount_captured: options.amount,
    amount_refunded: options.amountRefunded,
    captured: true,
    created: Math.floor(Date.now() / 1000),
    currency: "usd",
    customer: options.customer ?? null,
    disputed: false,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: options.paymentIntent,
    receipt_url: `https://pay.stripe.com/receipts/payment/${options.paymentIntent}`,
    refunded: options.amountRefunded >= options.amount,
    status: "succeeded",
  };
}

/** A Dispute as charge.dispute.created / charge.dispute.closed carry it. */
export function stripeDispute(options: { id: string; paymentIntent: string; amount: number; status: string }) {
  return {
    id: options.id,
    object: "dispute",
    amount: options.amount,
    balance_transactions: [],
    charge: `ch_${options.paymentIntent.replace(/^pi_/, "")}`,
    created: Math.floor(Date.now() / 1000),
    currency: "usd",
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: options.paymentIntent,
    reason: "fraudulent",
    status: options.status,
  };
}
