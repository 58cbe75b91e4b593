import { useEffect, useEffectEvent, useReducer, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/toaster";
import { GENERATION_SUSPENDED_TITLE, OUTPUT_BLOCKED, OUTPUT_BLOCKED_DETAIL } from "~/features/moderation/messages";
import { CLIENT_ERROR_MESSAGES } from "~/utils/client-error-messages";
import { formatCredits } from "~/utils/format-number";
import { publishBalance } from "~/utils/live-balance";
import { useOptionalUser } from "~/utils/user";
import { fetchCredits, newIdempotencyKey, postGeneration, waitUntilFinished, type ApiFailure } from "../client-api";
import type { GenerationView } from "../generation-options";
import { failureDescription } from "../provider-messages";
import { initialRunState, runReducer } from "./generation-run-state";
import type { WorkspaceSettings } from "./options-panel";
import { useLoaderState } from "./use-loader-state";
import { generateRequestBody } from "./workspace-settings";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A request built apart from the form: its body, the shape of the picture to expect and how many credits it needs. */
export type PreparedRequest = { body: () => Promise<FormData>; aspectRatio: string; count: number };

type RunOptions = {
  /** The loader's balance, suspension and generation still running at load. */
  data: { balance: number | null; suspended: boolean; pending: GenerationView | null };
  onSignInNeeded: () => void;
  onBuyCredits: () => void;
  /** The request is going out: the mobile drawer closes to show the progress. */
  onReserving: () => void;
  onImageMade: (generation: GenerationView) => void;
};

/**
 * One generation at a time, from the click to the picture: a fresh credit
 * check, the reservation (1 credit), waiting for the picture, and the toasts
 * of SPEC section 8 on the way. A generation still running at page load is
 * followed the same way.
 */
export function useGenerationRun({ data, onSignInNeeded, onBuyCredits, onReserving, onImageMade }: RunOptions) {
  const revalidator = useRevalidator();
  const [state, dispatch] = useReducer(runReducer, data.pending, initialRunState);
  const [balance, setBalance] = useLoaderState(data.balance);
  const [suspended, setSuspended] = useState(data.suspended);
  // The nav bar shows the same balance as the workspace, at once.
  const userId = useOptionalUser()?.id ?? null;
  useEffect(() => {
    if (userId && balance !== null) publishBalance(userId, balance);
  }, [userId, balance]);

  // A click before the next render must already see that a generation is under way.
  const phaseNow = useRef(state.phase);
  useEffect(() => {
    phaseNow.current = state.phase;
  }, [state.phase]);

  // A generation that was running when the page loaded (or that a later load finds running): follow it.
  const [followedLoaded, setFollowedLoaded] = useState(data.pending !== null);
  if (data.pending && !followedLoaded) {
    setFollowedLoaded(true);
    dispatch({ type: "follow", generation: data.pending });
  }

  /** The end of a request for several pictures: one toast for what was made, one for what failed (each refunded). */
  const announceBatch = (settled: GenerationView[], newBalance: number | null) => {
    const made = settled.filter((g) => g.status === "succeeded");
    const failed = settled.find((g) => g.status !== "succeeded");
    if (made.length > 0) {
      toast.success("Images generated successfully", {
        description: `${made.length} of ${settled.length} made. Remaining credits: ${formatCredits(newBalance ?? balance ?? 0)}`,
      });
    }
    if (failed?.error === OUTPUT_BLOCKED) toast.error(OUTPUT_BLOCKED, { description: OUTPUT_BLOCKED_DETAIL });
    else if (failed) toast.error("Generation failed", { description: failureDescription(failed.error ?? "Function error") });
    void revalidator.revalidate();
  };

  const finish = (generation: GenerationView, newBalance: number | null) => {
    if (newBalance !== null) setBalance(newBalance);
    const batch = state.batch;
    dispatch({ type: "finished", generation });
    if (batch) {
      if (generation.status === "succeeded") onImageMade(generation);
      const settled = [...batch.settled, generation];
      if (settled.length === batch.ids.length) announceBatch(settled, newBalance);
      return;
    }
    if (generation.status === "succeeded") {
      onImageMade(generation);
      toast.success("Image generated successfully", { description: `Remaining credits: ${formatCredits(newBalance ?? balance ?? 0)}` });
    } else if (generation.error === OUTPUT_BLOCKED) {
      toast.error(OUTPUT_BLOCKED, { description: OUTPUT_BLOCKED_DETAIL });
    } else {
      toast.error("Generation failed", { description: failureDescription(generation.error ?? "Function error") });
    }
    void revalidator.revalidate();
  };

  const waitFor = useEffectEvent(async (id: string) => {
    try {
      const answer = await waitUntilFinished(id, { onPending: (generation) => dispatch({ type: "waiting", generation }) });
      if (!answer.ok) throw new Error(answer.error.message);
      finish(answer.generation, answer.balance);
    } catch (error) {
      const message = messageOf(error);
      dispatch({ type: "failed", message });
      toast.error("Generation failed", { description: `An unexpected error occurred: ${message}` });
    }
  });

  const awaited = useRef<string | null>(null);
  useEffect(() => {
    if (!state.following || awaited.current === state.following) return;
    awaited.current = state.following;
    void waitFor(state.following);
  }, [state.following]);

  const refuse = (error: ApiFailure) => {
    if (error.title === GENERATION_SUSPENDED_TITLE) setSuspended(true);
    if (error.status === 402) {
      toast.error(error.title, { description: error.message });
      onBuyCredits();
    } else if (error.status === 409) {
      toast(error.title, { description: error.message });
    } else if (error.status === 400 || error.status === 403 || error.status === 404 || error.status === 422 || error.status === 429) {
      toast.error(error.title, { description: error.message });
    } else {
      toast.error("Credit deduction failed", { description: error.message || "Unknown error occurred" });
    }
    dispatch({ type: "failed", message: error.message });
  };

  /** The balance shown may be stale (another tab, a purchase): ask the server. It still decides when reserving the credit. */
  const checkCredits = async () => {
    try {
      const answer = await fetchCredits();
      if (answer.ok) return { balance: answer.balance };
      if (answer.error.status !== 401) throw new Error(answer.error.message);
      toast.error(answer.error.title, { description: answer.error.message });
      onSignInNeeded();
    } catch {
      toast.error(CLIENT_ERROR_MESSAGES.creditCheckFailed.title, { description: CLIENT_ERROR_MESSAGES.creditCheckFailed.message });
    }
    return null;
  };

  /**
   * Starts the form's request, or `request` when one is given: a result's 'Variations' or 'Upscale 2×', or an edit
   * with its mask (built when the click comes, as encoding the mask takes a moment).
   */
  const start = async (settings: WorkspaceSettings, request?: PreparedRequest) => {
    const count = request?.count ?? settings.count;
    const stop = () => dispatch({ type: "phase", phase: "idle" });
    // A new attempt: what the previous one said (an error, a success) is stale now.
    toast.dismiss();
    phaseNow.current = "checking";
    dispatch({ type: "phase", phase: "checking" });
    const checked = await checkCredits();
    if (!checked) return stop();
    setBalance(checked.balance);
    if (checked.balance === null) {
      toast.error(CLIENT_ERROR_MESSAGES.creditsNotFound.title, { description: CLIENT_ERROR_MESSAGES.creditsNotFound.message });
      return stop();
    }
    if (checked.balance < count) {
      const description =
        count === 1 ? CLIENT_ERROR_MESSAGES.insufficientCredits.message : `You need at least ${count} credits to generate ${count} images`;
      toast.error(CLIENT_ERROR_MESSAGES.insufficientCredits.title, { description });
      onBuyCredits();
      return stop();
    }

    dispatch({ type: "phase", phase: "deducting" });
    onReserving();
    try {
      const body = request ? await request.body() : generateRequestBody(settings);
      const answer = await postGeneration(body, newIdempotencyKey());
      if (!answer.ok) return refuse(answer.error);
      setBalance(answer.balance);
      const generations = answer.generations ?? [answer.generation];
      const remaining = formatCredits(answer.balance);
      const description =
        generations.length === 1 ? `1 credit deducted. Remaining: ${remaining}` : `${generations.length} credits deducted. Remaining: ${remaining}`;
      toast.success("Credits deducted", { description });
      dispatch({ type: "started", aspectRatio: request?.aspectRatio ?? settings.aspectRatio, generations });
      if (generations.length === 1 && answer.generation.status !== "pending") finish(answer.generation, answer.balance);
    } catch (error) {
      const message = messageOf(error);
      toast.error("Credit deduction failed", { description: `Could not deduct credits: ${message}` });
      dispatch({ type: "failed", message });
    }
  };

  return {
    ...state,
    balance,
    suspended,
    /** True from the click until the outcome is known. */
    isUnderWay: () => phaseNow.current !== "idle",
    start,
    show: (generation: GenerationView) => dispatch({ type: "show", generation }),
    discard: () => dispatch({ type: "discard" }),
  };
}
