import { appError } from "~/utils/error-messages";
import { AppError } from "~/utils/errors";

/** The failures a generation or a picture answers with, under the spec's texts. */
export const generationErrors = {
  inProgress: () => appError("generationInProgress"),
  /** The spec's text for one picture; 'Images' 2–4 says how many credits the request needs. */
  insufficient: (pictures = 1) =>
    pictures === 1
      ? appError("insufficientCredits")
      : appError("insufficientCredits", { message: `You need at least ${pictures} credits to generate ${pictures} images` }),
  noCredits: () => appError("creditsNotFound"),
  adultRequired: () =>
    new AppError("FORBIDDEN", {
      title: "Age confirmation required",
      message: "Confirm that you are 18 or older before generating NSFW images.",
    }),
  badRequest: (message: string) => appError("invalidRequest", { message }),
  notFound: () => new AppError("NOT_FOUND", { title: "Image not found", message: "This image does not exist or is not yours." }),
  /** A self-hosted engine that cannot list its checkpoints now: nothing is charged. */
  engineUnavailable: () =>
    new AppError("UPSTREAM_FAILED", {
      title: "Image engine unavailable",
      message: "The image engine cannot be reached right now. Please try again later, or choose another model.",
    }),
  keyReused: () =>
    new AppError("UNPROCESSABLE", { title: "Request already used", message: "This request was already used for a different generation" }),
};
