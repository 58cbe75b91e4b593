import { AppError, type ErrorCode } from "./errors";

// The spec's failure texts (SPEC section 8), written once: the server answers with
// them and the browser shows the same words when it decides on its own (a 401
// before parsing, a failed fetch). No server imports, so the client bundle can use it.

/** The words a user sees for a failure: the toast's title and description. */
export type ErrorText = { title: string; message: string };

type ErrorEntry = ErrorText & { code: ErrorCode };

const AUTHENTICATION_REQUIRED = "Authentication required";

export const ERROR_MESSAGES = {
  signInToGenerate: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to generate images." },
  signInToPurchase: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to purchase credits" },
  signInToCancelSubscription: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to cancel your subscription" },
  signInToSeePlan: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to see your plan" },
  signInToSeeCredits: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to see your credits" },
  signInToManageApi: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to manage your API keys and webhooks" },

  generationInProgress: { code: "CONFLICT", title: "Please wait", message: "A generation is already in progress" },
  insufficientCredits: { code: "PAYMENT_REQUIRED", title: "Insufficient credits", message: "You need at least 1 credit to generate an image" },
  creditsNotFound: { code: "NOT_FOUND", title: "Credits not found", message: "Your account doesn't have a credits record. Please contact support." },
  creditCheckFailed: { code: "INTERNAL", title: "Credit check failed", message: "Could not verify your available credits. Please try again." },

  checkoutFailed: { code: "INTERNAL", title: "Error", message: "Could not start the checkout. Please try again." },
  cancelSubscriptionFailed: { code: "INTERNAL", title: "Error cancelling subscription", message: "Please try again later." },
  webhookFailed: { code: "INTERNAL", title: "Error", message: "The event could not be processed." },

  bodyNotJson: { code: "BAD_REQUEST", title: "Error", message: "The request body must be JSON." },
  invalidRequest: { code: "BAD_REQUEST", title: "Invalid request", message: "Invalid request" },
  /** The generic answer to an unexpected failure: says nothing of what broke. */
  somethingWentWrong: { code: "INTERNAL", title: "Error", message: "Something went wrong. Please try again." },
  unexpectedError: { code: "INTERNAL", title: "An unexpected error occurred", message: "Please try again." },

  // Generation and pictures.
  insufficientCreditsForImages: {
    code: "PAYMENT_REQUIRED",
    title: "Insufficient credits",
    message: "You need at least {pictures} credits to generate {pictures} images",
  },
  adultConfirmationRequired: {
    code: "FORBIDDEN",
    title: "Age confirmation required",
    message: "Confirm that you are 18 or older before generating NSFW images.",
  },
  imageNotFound: { code: "NOT_FOUND", title: "Image not found", message: "This image does not exist or is not yours." },
  engineUnavailable: {
    code: "UPSTREAM_FAILED",
    title: "Image engine unavailable",
    message: "The image engine cannot be reached right now. Please try again later, or choose another model.",
  },
  idempotencyKeyReused: { code: "UNPROCESSABLE", title: "Request already used", message: "This request was already used for a different generation" },

  // Checkout.
  checkoutForOtherAccount: { code: "FORBIDDEN", title: "Error", message: "You can only buy credits for your own account." },
  unknownTopUp: { code: "BAD_REQUEST", title: "Error", message: "Unknown top-up amount" },
  alreadySubscribed: { code: "CONFLICT", title: "Error", message: "You are already subscribed to this plan." },
  agencyBuysTopUps: { code: "CONFLICT", title: "Error", message: "You are on the {plan}: buy a credit top-up instead." },
  testCheckoutNotFound: { code: "NOT_FOUND", title: "Checkout not found", message: "This checkout does not exist or belongs to another account." },
  testPaymentUnknownTopUp: { code: "BAD_REQUEST", title: "Payment refused", message: "Unknown top-up amount." },
  testPaymentUnknownPlan: { code: "BAD_REQUEST", title: "Payment refused", message: "Unknown plan." },
  checkoutRecordRefused: { code: "BAD_REQUEST", title: "Payment refused", message: "This payment does not match its checkout." },
  billingFormInvalid: { code: "BAD_REQUEST", title: "Error", message: "Unknown request." },
  billingPortalUnconfigured: { code: "NOT_FOUND", title: "Could not open billing", message: "Card payments are not configured here." },
  billingPortalNoCustomer: { code: "NOT_FOUND", title: "Could not open billing", message: "You have no card payments to manage yet." },
  billingPortalUnreachable: { code: "UPSTREAM_FAILED", title: "Could not open billing", message: "Stripe could not be reached. Please try again." },
  receiptNotFound: { code: "NOT_FOUND", title: "Receipt not found", message: "This receipt does not exist or belongs to another account." },
  resumeNothingCancelled: { code: "NOT_FOUND", title: "Error resuming plan", message: "You have no cancelled plan to resume." },
  resumeTooLate: { code: "CONFLICT", title: "Error resuming plan", message: "Your plan has already ended or was resumed." },

  // Operator refunds.
  refundRefused: { code: "BAD_REQUEST", title: "Refund failed", message: "This refund was refused." },
  refundFormInvalid: { code: "BAD_REQUEST", title: "Refund failed", message: "Unknown request." },
  refundPaymentNotFound: { code: "NOT_FOUND", title: "Refund failed", message: "This payment does not exist." },

  // API keys.
  apiKeyNotFound: { code: "NOT_FOUND", title: "Key not found", message: "There is no such key on your account." },
  apiKeyMonthlyLimit: {
    code: "UNPROCESSABLE",
    title: "Monthly limit reached",
    message: "This API key may spend {limit} credits a month and has {left} left this month. Nothing was charged.",
  },

  // The admin's account deletion.
  deleteOwnAccountHere: {
    code: "BAD_REQUEST",
    title: "Could not delete the account",
    message: "You cannot delete your own account here; use your profile page.",
  },
  deleteAccountMissing: { code: "NOT_FOUND", title: "Could not delete the account", message: "This account does not exist (any more)." },
  deleteAdminAccount: { code: "CONFLICT", title: "Could not delete the account", message: "This account is an admin: remove its admin role first." },
  deleteEmailMismatch: {
    code: "BAD_REQUEST",
    title: "Could not delete the account",
    message: "The e-mail address typed does not match this account.",
  },

  // The media library.
  mediaNotStored: { code: "INTERNAL", title: "Upload failed", message: "The file could not be stored" },
  mediaCreateUnconfirmed: { code: "INTERNAL", title: "Upload failed", message: "Failed to confirm create operation" },
  mediaUpdateUnconfirmed: { code: "NOT_FOUND", title: "Update failed", message: "Failed to confirm update operation" },
  mediaGone: { code: "NOT_FOUND", title: "Delete failed", message: "The media item no longer exists." },

  // Generator presets ('Style', ADR 032).
  unknownPreset: {
    code: "BAD_REQUEST",
    title: "Unknown style",
    message: "There is no style \"{preset}\". Choose a generator with a preset (the workspace's 'Style' list), or leave 'preset' out.",
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

/** The texts of a 401: what the caller has to sign in for. */
export type SignInMessageKey = { [K in ErrorMessageKey]: (typeof ERROR_MESSAGES)[K]["code"] extends "UNAUTHENTICATED" ? K : never }[ErrorMessageKey];

/** An unexpected failure of an admin screen's action, under that action's toast title ('Error saving app'). */
export function unexpectedFailure(title: string): ErrorText {
  return { title, message: "An unexpected error occurred. Please try again." };
}

const MiB = 1024 * 1024;

/** A request body over the limit of its address (answered with 413). */
export function requestTooLarge(maxBytes: number): ErrorText {
  return {
    title: "Request too large",
    message: `The request is larger than ${Number((maxBytes / MiB).toFixed(1))} MB, the most this address accepts.`,
  };
}

/** A text with its `{name}` placeholders filled in. */
export function fillPlaceholders(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/**
 * The AppError of a failure, with its entry's code, title and message (its
 * `{name}` placeholders filled from `values`); `message` replaces the entry's
 * text where the server has a more precise one (a schema's own message).
 */
export function appError(
  key: ErrorMessageKey,
  options: { values?: Record<string, string | number>; message?: string; cause?: unknown; headers?: HeadersInit } = {},
): AppError {
  const { code, title, message } = ERROR_MESSAGES[key];
  return new AppError(code, {
    key,
    title,
    message: options.message ?? fillPlaceholders(message, options.values),
    cause: options.cause,
    headers: options.headers,
  });
}
