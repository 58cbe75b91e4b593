import { CLIENT_ERROR_MESSAGES } from "~/utils/client-error-messages";
import { urls } from "~/utils/urls";
import type { GenerationPage, GenerationView } from "./generation-options";
import { pollUntilDone, type PollClock } from "./poll-backoff";

// Browser calls of the generation API. Every answer is `{ ok: true, ... }` or
// `{ ok: false, error: { code, title, message } }`.

export type ApiFailure = { code: string; title: string; message: string; status: number };
type ApiResult<T> = ({ ok: true } & T) | { ok: false; error: ApiFailure };

async function readJson<T>(response: Response): Promise<ApiResult<T>> {
  const body = (await response.json().catch(() => null)) as { ok?: boolean; error?: Omit<ApiFailure, "status"> } | null;
  if (response.ok && body?.ok) return body as { ok: true } & T;
  const error = body?.error ?? { code: "INTERNAL", title: CLIENT_ERROR_MESSAGES.unexpectedError.title, message: `HTTP ${response.status}` };
  return { ok: false, error: { ...error, status: response.status } };
}

/** A random idempotency key (crypto.randomUUID is missing outside secure contexts). */
export function newIdempotencyKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a generation. A dropped connection is retried with the same
 * idempotency key, so the server charges at most once.
 */
export async function postGeneration(body: FormData, idempotencyKey: string) {
  body.set("idempotencyKey", idempotencyKey);
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(urls.apiGenerations(), { method: "POST", body, headers: { "Idempotency-Key": idempotencyKey } });
      return readJson<{ generation: GenerationView; generations?: GenerationView[]; balance: number; created: boolean }>(response);
    } catch (error) {
      if (attempt >= 2) throw error;
      await sleep(500 * 2 ** attempt);
    }
  }
}

type GenerationAnswer = ApiResult<{ generation: GenerationView; balance: number | null }>;

/**
 * Waits until a generation is no longer pending: long polls (`?wait=1`),
 * backing off when the server answers "pending" quickly, and survives short
 * network drops. `onPending` sees each pending answer (its queue state).
 */
export async function waitUntilFinished(
  id: string,
  options: { signal?: AbortSignal; onPending?: (generation: GenerationView) => void; clock?: PollClock; baseUrl?: string } = {},
) {
  const address = `${options.baseUrl ?? ""}${urls.apiGeneration(id)}?wait=1`;
  // The server answers early when the engine reports progress: such an answer is news, not a reason to slow down.
  let lastProgress = "";
  const isNews = (answer: GenerationAnswer) => {
    if (!answer.ok) return false;
    const progress = answer.generation.queue?.progress;
    const mark = progress ? `${progress.fraction}|${progress.step}|${progress.preview?.length ?? 0}` : "";
    const news = mark !== lastProgress && progress?.fraction != null;
    lastProgress = mark;
    return news;
  };
  return pollUntilDone<GenerationAnswer>(
    async (signal) => {
      const result = await readJson<{ generation: GenerationView; balance: number | null }>(await fetch(address, { signal, cache: "no-store" }));
      return { done: !result.ok || result.generation.status !== "pending", value: result };
    },
    {
      signal: options.signal,
      clock: options.clock,
      isNews,
      onPending: (answer) => {
        if (answer.ok) options.onPending?.(answer.generation);
      },
    },
  );
}

export async function fetchGenerationPage(cursor: string, limit = 8) {
  const response = await fetch(`${urls.apiGenerations()}?cursor=${encodeURIComponent(cursor)}&limit=${limit}`, { cache: "no-store" });
  return readJson<GenerationPage>(response);
}

export async function postAdultConfirmation() {
  const response = await fetch(urls.apiAdultConfirmation(), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ confirmed: true }),
  });
  return readJson<Record<string, never>>(response);
}

/** The current balance, read fresh before a generation (null: the account has no credits record). */
export async function fetchCredits() {
  const response = await fetch(urls.apiCredits(), { cache: "no-store" });
  return readJson<{ balance: number | null }>(response);
}
