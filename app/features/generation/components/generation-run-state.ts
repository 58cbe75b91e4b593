import { OUTPUT_BLOCKED } from "~/features/moderation/messages";
import { DEFAULT_ASPECT_RATIO, type GenerationView } from "../generation-options";
import type { QueueView } from "../queue-state";
import type { GeneratePhase } from "./generate-button";

// Where the workspace is with one generation: checking credits, reserving,
// waiting for the picture, or idle with the picture (or the failure) shown.

type RunState = {
  phase: GeneratePhase;
  /** The picture shown in the main area (a new one, or one opened from the gallery). */
  result: GenerationView | null;
  /** The last failure's message, shown in the options panel. */
  lastError: string | null;
  /** The ratio of the placeholder shown while the picture is made. */
  generatingRatio: string;
  /** The pending generation whose outcome is awaited. */
  following: string | null;
  /** Its last known place: waiting in line or being made (null: not known yet). */
  queue: QueueView | null;
  /** A request for several pictures: all their ids, and those already finished (followed one after the other). */
  batch: { ids: string[]; settled: GenerationView[] } | null;
  /** The pictures of the last batch that were made, shown together (null: a single picture). */
  batchResults: GenerationView[] | null;
};

type RunAction =
  | { type: "phase"; phase: "idle" | "checking" | "deducting" }
  | { type: "failed"; message: string }
  | { type: "started"; aspectRatio: string; generations: GenerationView[] }
  | { type: "follow"; generation: GenerationView }
  | { type: "waiting"; generation: GenerationView }
  | { type: "finished"; generation: GenerationView }
  | { type: "show"; generation: GenerationView }
  | { type: "discard" };

export function initialRunState(pending: GenerationView | null): RunState {
  return {
    phase: pending ? "generating" : "idle",
    result: null,
    lastError: null,
    generatingRatio: pending?.aspectRatio ?? DEFAULT_ASPECT_RATIO,
    following: pending?.id ?? null,
    queue: pending?.queue ?? null,
    batch: null,
    batchResults: null,
  };
}

/** Waits for the batch's next unfinished picture, or, when all are finished, shows those that were made. */
function followBatch(state: RunState, batch: NonNullable<RunState["batch"]>): RunState {
  const next = batch.ids.find((id) => !batch.settled.some((done) => done.id === id));
  if (next) return { ...state, batch, following: next, queue: null };
  const made = batch.ids.map((id) => batch.settled.find((g) => g.id === id)!).filter((g) => g.status === "succeeded");
  const failed = batch.settled.find((g) => g.status !== "succeeded");
  return {
    ...state,
    phase: "idle",
    following: null,
    queue: null,
    batch: null,
    result: made[0] ?? state.result,
    batchResults: made.length > 1 ? made : null,
    lastError: failed ? errorOf(failed) : null,
  };
}

/** The message a finished generation leaves in the panel: none for a picture. */
function errorOf(generation: GenerationView) {
  if (generation.status === "succeeded") return null;
  if (generation.error === OUTPUT_BLOCKED) return OUTPUT_BLOCKED;
  return generation.error ?? "Function error";
}

export function runReducer(state: RunState, action: RunAction): RunState {
  switch (action.type) {
    case "phase":
      return { ...state, phase: action.phase };
    case "failed":
      return { ...state, phase: "idle", lastError: action.message, following: null, queue: null, batch: null };
    case "started": {
      const started = { ...state, result: null, batchResults: null, generatingRatio: action.aspectRatio, queue: null, batch: null };
      if (action.generations.length > 1) {
        // A repeated request may answer with pictures already finished.
        const batch = { ids: action.generations.map((g) => g.id), settled: action.generations.filter((g) => g.status !== "pending") };
        return followBatch({ ...started, phase: "generating" }, batch);
      }
      const [first] = action.generations;
      return first.status === "pending" ? { ...started, phase: "generating", following: first.id, queue: first.queue ?? null } : started;
    }
    case "follow":
      return {
        ...state,
        phase: "generating",
        generatingRatio: action.generation.aspectRatio,
        following: action.generation.id,
        queue: action.generation.queue ?? null,
      };
    case "waiting":
      return state.following === action.generation.id ? { ...state, queue: action.generation.queue ?? state.queue } : state;
    case "finished": {
      if (state.batch) return followBatch(state, { ...state.batch, settled: [...state.batch.settled, action.generation] });
      const lastError = errorOf(action.generation);
      return {
        ...state,
        phase: "idle",
        following: null,
        queue: null,
        result: lastError === null ? action.generation : state.result,
        batchResults: lastError === null ? null : state.batchResults,
        lastError,
      };
    }
    case "show":
      return { ...state, result: action.generation, batchResults: null };
    case "discard":
      return { ...state, result: null, batchResults: null };
  }
}
