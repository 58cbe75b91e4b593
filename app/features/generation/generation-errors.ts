import { appError } from "~/utils/error-messages";

/** The failures a generation or a picture answers with, under the spec's texts. */
export const generationErrors = {
  inProgress: () => appError("generationInProgress"),
  /** The spec's text for one picture; 'Images' 2–4 says how many credits the request needs. */
  insufficient: (pictures = 1) =>
    pictures === 1 ? appError("insufficientCredits") : appError("insufficientCreditsForImages", { values: { pictures } }),
  noCredits: () => appError("creditsNotFound"),
  adultRequired: () => appError("adultConfirmationRequired"),
  badRequest: (message: string) => appError("invalidRequest", { message }),
  notFound: () => appError("imageNotFound"),
  /** A self-hosted engine that cannot list its checkpoints now: nothing is charged. */
  engineUnavailable: () => appError("engineUnavailable"),
  keyReused: () => appError("idempotencyKeyReused"),
};
