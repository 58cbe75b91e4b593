// A webhook replay tool: delivers a set of signed Stripe events, each several
// times, in an order drawn from a seed, so a test can prove that the outcome
// does not depend on order or repetition (as Stripe promises neither).
import { signedStripeEvent } from "./stripe";

export type ReplayEvent = { type: string; object: Record<string, unknown> };

/** A small seeded generator (mulberry32): the same seed, the same order. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const random = seeded(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Signs each event once (one event id, as Stripe redelivers it), then posts
 * `repeats` copies of each in a seeded order, `concurrency` at a time. Returns
 * the HTTP statuses in delivery order.
 */
export async function replayStripeEvents(
  post: (payload: string, signature: string) => Promise<Response>,
  secret: string,
  events: readonly ReplayEvent[],
  options: { seed: number; repeats?: number; concurrency?: number },
): Promise<number[]> {
  const signed = events.map((e) => signedStripeEvent(secret, e.type, e.object));
  const deliveries = shuffle(
    signed.flatMap((s) => Array.from({ length: options.repeats ?? 2 }, () => s)),
    options.seed,
  );
  const statuses: number[] = [];
  const width = options.concurrency ?? 1;
  for (let i = 0; i < deliveries.length; i += width) {
    const batch = deliveries.slice(i, i + width);
    const responses = await Promise.all(batch.map((d) => post(d.payload, d.signature)));
    statuses.push(...responses.map((r) => r.status));
  }
  return statuses;
}
