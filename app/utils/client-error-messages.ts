import type { ErrorEntry } from "./error-messages";

// The failure texts the workspace and the sign-in form show on their own, kept apart so
// that their first load does not carry every failure text of the site (4.4 KB gzip).
// ERROR_MESSAGES (error-messages.ts) includes them: the server answers with the same words.
export const CLIENT_ERROR_MESSAGES = {
  unexpectedError: { code: "INTERNAL", title: "An unexpected error occurred", message: "Please try again." },
  generationInProgress: { code: "CONFLICT", title: "Please wait", message: "A generation is already in progress" },
  insufficientCredits: { code: "PAYMENT_REQUIRED", title: "Insufficient credits", message: "You need at least 1 credit to generate an image" },
  creditsNotFound: { code: "NOT_FOUND", title: "Credits not found", message: "Your account doesn't have a credits record. Please contact support." },
  creditCheckFailed: { code: "INTERNAL", title: "Credit check failed", message: "Could not verify your available credits. Please try again." },
  checkoutFailed: { code: "INTERNAL", title: "Error", message: "Could not start the checkout. Please try again." },
  /** The message names the operator's support address (accountSuspendedMessage). */
  accountSuspended: {
    code: "FORBIDDEN",
    title: "Account suspended",
    message: "This account is suspended. If you think this is a mistake, write to our support team.",
  },
  promptNotAllowed: { code: "FORBIDDEN", title: "This prompt is not allowed", message: "{reason}" },
  generationSuspended: {
    code: "FORBIDDEN",
    title: "Image generation is paused",
    message:
      "Several of your recent requests were refused for involving minors, so image generation is paused on your account until our team reviews it.",
  },
  safetyCheckUnavailable: {
    code: "UPSTREAM_FAILED",
    title: "Safety check unavailable",
    message: "Our safety checks are unavailable right now. Please try again in a moment.",
  },
} as const satisfies Record<string, ErrorEntry>;
