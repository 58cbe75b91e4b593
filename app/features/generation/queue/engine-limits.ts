// How many generations one process runs at once per engine. A provider's rate
// limit is per account, so each worker keeps to a few; more throughput means
// more worker processes (and a higher quota), not a higher number here. A
// self-hosted engine draws one picture at a time on its GPU and queues the rest
// itself: one each, so a picture's time limit is not spent waiting in its queue.
const LIMITS: Record<string, number> = { local: 2, openai: 4, fal: 4, sdwebui: 1, comfyui: 1 };
const DEFAULT_LIMIT = 2;

/** The engines that get their own queue (any other engine name uses the default limit). */
export const QUEUE_ENGINES = Object.keys(LIMITS);

export function engineConcurrency(engine: string) {
  return LIMITS[engine] ?? DEFAULT_LIMIT;
}

/** The engine a stored generation's job runs under (its queue). */
export function queueEngine(engine: string | null) {
  return engine && QUEUE_ENGINES.includes(engine) ? engine : "local";
}
