/** How far the engine is with a running generation: its own progress where it reports one, else the time it has taken so far. */
export type EngineProgressView = {
  /** 0–1 from the engine, null when it reports none. */
  fraction: number | null;
  step: number | null;
  steps: number | null;
  /** A tiny blurred data URL of the engine's preview, when it sends one. */
  preview: string | null;
  /** Time since the engine was asked (server clock), null before that. */
  elapsedMs: number | null;
  /** How long this engine usually takes (median of its recent pictures), null before it has made any. */
  usualMs: number | null;
};

/** Where a pending generation is: waiting in line (position 1 = next) or being made by a worker. */
export type QueueView = { state: "queued" | "running"; position: number | null; progress?: EngineProgressView };
