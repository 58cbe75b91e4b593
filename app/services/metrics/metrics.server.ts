import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { singleton } from "~/utils/singleton.server";

// The process's Prometheus metrics (GET /metrics, server/metrics.ts). One registry;
// each counter is incremented at the one place its event happens. Labels take
// bounded values only (route patterns, engine ids, outcomes), never ids or URLs.
// Counters are per process: sum them over processes in Prometheus.

export type QueueSnapshot = { depth: number; oldestWaitingSeconds: number };

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const generations = new Counter({
    name: "generations_total",
    help: "Generations settled by this process, by engine and outcome (succeeded, failed, timeout, blocked, handed-back)",
    labelNames: ["engine", "outcome"] as const,
    registers: [registry],
  });
  const providerCalls = new Counter({
    name: "provider_calls_total",
    help: "Calls owed to the payment provider (outbox), by kind and outcome (done, retry, failed)",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  const webhooks = new Counter({
    name: "stripe_webhooks_total",
    help: "Stripe webhook deliveries, by outcome (handled, refused, error)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const creditsSold = new Counter({ name: "credits_sold_total", help: "Credits added by paid payments", registers: [registry] });
  const creditsSpent = new Counter({
    name: "credits_spent_total",
    help: "Credits debited for generations (refunds counted apart)",
    registers: [registry],
  });
  const creditsRefunded = new Counter({ name: "credits_refunded_total", help: "Credits given back for failed generations", registers: [registry] });
  // Read from the database when scraped (readQueue), so every process reports the shared queue.
  const queueDepth = new Gauge({ name: "generation_queue_depth", help: "Generations waiting or running (pending)", registers: [registry] });
  const queueOldest = new Gauge({
    name: "generation_queue_oldest_waiting_seconds",
    help: "Age of the oldest pending generation, 0 when none",
    registers: [registry],
  });
  return { registry, httpDuration, generations, providerCalls, webhooks, creditsSold, creditsSpent, creditsRefunded, queueDepth, queueOldest };
}

export const metrics = singleton("metrics", createMetrics);

/** The registry's text, with the queue gauges read just before. */
export async function renderMetrics(readQueue: () => Promise<QueueSnapshot>): Promise<{ contentType: string; body: string }> {
  const queue = await readQueue();
  metrics.queueDepth.set(queue.depth);
  metrics.queueOldest.set(queue.oldestWaitingSeconds);
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

/** The ledger's movements: sold (keyed 'payment:…'), spent (debits other than an admin's 'adjustment:…'), refunded ('refund:…'). */
export function countLedgerEntry(type: "credit" | "debit", amount: number, idempotencyKey: string | undefined) {
  const key = idempotencyKey ?? "";
  if (type === "debit") {
    if (!key.startsWith("adjustment:")) metrics.creditsSpent.inc(amount);
  } else if (key.startsWith("payment:")) metrics.creditsSold.inc(amount);
  else if (key.startsWith("refund:")) metrics.creditsRefunded.inc(amount);
}
