// What users are told when the image service fails. Client-safe: the workspace
// shows these texts as they are; the raw detail goes to the log only.
import { SAFETY_CHECK_UNAVAILABLE } from "~/features/moderation/messages";

export type ProviderFailureKind = "timeout" | "refused" | "busy" | "bad_answer" | "unavailable";

export const PROVIDER_FAILURE_MESSAGES: Record<ProviderFailureKind, string> = {
  timeout: "The image service did not answer in time. Your credit was refunded.",
  refused: "The image service refused this prompt. Your credit was refunded.",
  busy: "The image service is busy right now. Please try again in a few minutes. Your credit was refunded.",
  bad_answer: "The image service sent an unusable answer. Your credit was refunded.",
  unavailable: "Image generation is unavailable right now. Please try again later. Your credit was refunded.",
};

export const SOURCE_IMAGE_GONE = "The source image is no longer available. Your credit was refunded.";
export const RESTART_FAILURE = "The server restarted before the image was ready. Your credit was refunded.";
export const GENERATION_FAILED = "Something went wrong while making your image. Your credit was refunded.";
/** A self-hosted engine (SD_WEBUI_URL, COMFYUI_URL) did not answer, or refused our credentials. */
export const ENGINE_UNREACHABLE = "The image engine cannot be reached right now. Please try again later. Your credit was refunded.";
const CHECKPOINT_MISSING_END = " is no longer available on the image engine. Your credit was refunded.";
/** The model (checkpoint) picked is not on the self-hosted engine any more. */
export function checkpointMissing(checkpoint: string) {
  return `The model “${checkpoint}”${CHECKPOINT_MISSING_END}`;
}

/** Failure texts written by the server for the user, shown without an "unexpected error" prefix. */
const KNOWN_FAILURE_MESSAGES: ReadonlySet<string> = new Set([
  ...Object.values(PROVIDER_FAILURE_MESSAGES),
  SOURCE_IMAGE_GONE,
  RESTART_FAILURE,
  GENERATION_FAILED,
  SAFETY_CHECK_UNAVAILABLE,
  ENGINE_UNREACHABLE,
]);

/** The description of the "Generation failed" toast: a known text as it is, anything else as an unexpected error. */
export function failureDescription(message: string) {
  const known = KNOWN_FAILURE_MESSAGES.has(message) || (message.startsWith("The model “") && message.endsWith(CHECKPOINT_MISSING_END));
  return known ? message : `An unexpected error occurred: ${message}`;
}
