import { CLIENT_ERROR_MESSAGES } from "./client-error-messages";
import { AppError, codeOfStatus, type ErrorCode } from "./errors";

// The spec's failure texts (SPEC section 8), written once: the server answers with
// them and the browser shows the same words when it decides on its own (a 401
// before parsing, a failed fetch). No server imports, so the client bundle can use it.

/** The words a user sees for a failure: the toast's title and description. */
export type ErrorText = { title: string; message: string };

export type ErrorEntry = ErrorText & { code: ErrorCode };

const AUTHENTICATION_REQUIRED = "Authentication required";

export const ERROR_MESSAGES = {
  ...CLIENT_ERROR_MESSAGES,
  signInToGenerate: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to generate images." },
  signInToPurchase: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to purchase credits" },
  signInToCancelSubscription: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to cancel your subscription" },
  signInToSeePlan: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to see your plan" },
  signInToSeeCredits: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to see your credits" },
  signInToManageApi: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to manage your API keys and webhooks" },
  signInToReport: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to report a picture." },

  cancelSubscriptionFailed: { code: "INTERNAL", title: "Error cancelling subscription", message: "Please try again later." },
  webhookFailed: { code: "INTERNAL", title: "Error", message: "The event could not be processed." },

  bodyNotJson: { code: "BAD_REQUEST", title: "Error", message: "The request body must be JSON." },
  invalidRequest: { code: "BAD_REQUEST", title: "Invalid request", message: "Invalid request" },
  /** The generic answer to an unexpected failure: says nothing of what broke. */
  somethingWentWrong: { code: "INTERNAL", title: "Error", message: "Something went wrong. Please try again." },

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
  collectionNotFound: { code: "NOT_FOUND", title: "Collection not found", message: "This collection does not exist or is not yours." },
  collectionNameTaken: {
    code: "CONFLICT",
    title: "Name already used",
    message: "You already have a collection named “{name}”. Choose another name.",
  },
  engineUnavailable: {
    code: "UPSTREAM_FAILED",
    title: "Image engine unavailable",
    message: "The image engine cannot be reached right now. Please try again later, or choose another model.",
  },
  idempotencyKeyReused: { code: "UNPROCESSABLE", title: "Request already used", message: "This request was already used for a different generation" },
  invalidSourceImage: { code: "BAD_REQUEST", title: "Invalid image", message: "The source image must be a PNG, JPEG or WebP picture." },
  /** The message is the pixel rule's own (upload-rules.ts). */
  sourceImageTooManyPixels: { code: "BAD_REQUEST", title: "Invalid image", message: "The source image has too many pixels." },
  maskGivenTwice: { code: "BAD_REQUEST", title: "Invalid image", message: "Send the mask once: as a file or as a data URL." },
  maskNotPng: { code: "BAD_REQUEST", title: "Invalid image", message: "The mask must be a PNG image." },
  sourceFileTooLarge: { code: "BAD_REQUEST", title: "Invalid image", message: "File is larger than {maxBytes} bytes" },
  sourceFileWrongType: { code: "BAD_REQUEST", title: "Invalid image", message: "File type must be image/png, image/jpeg or image/webp" },

  // Content safety (features/moderation/messages.ts reads its titles from here).
  imageNotAllowed: { code: "FORBIDDEN", title: "This image is not allowed", message: "{reason}" },
  suspensionNotActive: { code: "NOT_FOUND", title: "Could not lift the suspension", message: "This account is not suspended (any more)." },

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
  checkoutUnreachable: { code: "UPSTREAM_FAILED", title: "Error", message: "Could not start the checkout. Please try again." },
  checkoutRequestInvalid: { code: "BAD_REQUEST", title: "Error", message: "Invalid request." },
  testCheckoutChoice: { code: "BAD_REQUEST", title: "Error", message: "Choose Pay or Cancel." },
  testCheckoutClosed: { code: "CONFLICT", title: "Checkout closed", message: "This checkout was cancelled. Start a new one to buy." },
  testCheckoutRefused: {
    code: "CONFLICT",
    title: "Payment refused",
    message: "This checkout was refused: your account already has a plan. Start a new one.",
  },
  testCheckoutSamePlan: { code: "CONFLICT", title: "Payment refused", message: "Your account already has this plan." },
  testCheckoutPlanChanged: {
    code: "CONFLICT",
    title: "Payment refused",
    message: "Your plan changed since this checkout was opened. Start a new one.",
  },
  noSubscriptionToCancel: { code: "NOT_FOUND", title: "Error cancelling subscription", message: "You have no active subscription to cancel." },

  // Fulfilment and subscriptions (what a payment event is refused for).
  paymentUnknownPlan: { code: "BAD_REQUEST", title: "Payment refused", message: 'Unknown plan "{plan}".' },
  paymentUnknownCycle: { code: "BAD_REQUEST", title: "Payment refused", message: 'Unknown billing cycle "{cycle}".' },
  paymentUnknownTopUp: { code: "BAD_REQUEST", title: "Payment refused", message: 'Unknown top-up amount "{dollars}".' },
  paymentAmountMismatch: { code: "BAD_REQUEST", title: "Payment refused", message: "The amount paid does not match the price of the {product}." },
  payingAccountMissing: { code: "NOT_FOUND", title: "Payment refused", message: "The paying account does not exist." },
  accountAlreadyHasPlan: { code: "CONFLICT", title: "Payment refused", message: "Your account already has a plan." },
  subscriptionOtherAccount: { code: "FORBIDDEN", title: "Subscription refused", message: "The subscription belongs to another account." },

  // Stripe webhooks.
  webhooksNotConfigured: { code: "NOT_FOUND", title: "Not configured", message: "Stripe webhooks are not configured." },
  webhookUnreadable: { code: "BAD_REQUEST", title: "Webhook refused", message: "Unreadable webhook event." },
  webhookSignatureMissing: { code: "BAD_REQUEST", title: "Webhook refused", message: "Missing Stripe-Signature header." },
  webhookSignatureInvalid: { code: "BAD_REQUEST", title: "Webhook refused", message: "Invalid webhook signature." },
  webhookNoAccount: { code: "FORBIDDEN", title: "Webhook refused", message: "The event names no account." },
  webhookManyAccounts: { code: "FORBIDDEN", title: "Webhook refused", message: "The event names more than one account." },
  webhookOtherAccount: { code: "FORBIDDEN", title: "Webhook refused", message: "The checkout was started for another account." },
  webhookCustomerUnknown: {
    code: "INTERNAL",
    title: "Webhook not ready",
    message: "The event's customer is not known yet; it will be processed when Stripe retries.",
  },

  // Provider calls (the operator's 'Retry' on Payments).
  providerCallMissing: { code: "NOT_FOUND", title: "Could not retry the call", message: "This provider call does not exist." },
  providerCallDone: { code: "CONFLICT", title: "Could not retry the call", message: "This call is already done." },
  providerCallLeased: {
    code: "CONFLICT",
    title: "Could not retry the call",
    message: "This call is being performed right now. Look again in a few minutes.",
  },
  providerCallChanged: {
    code: "CONFLICT",
    title: "Could not retry the call",
    message: "This call changed meanwhile. Reload the page and look again.",
  },

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
  apiKeyTooMany: { code: "CONFLICT", title: "Too many keys", message: "You can have at most {max} keys. Revoke one you no longer use first." },
  apiKeyAlreadyRevoked: { code: "CONFLICT", title: "Already revoked", message: "This key is already revoked." },
  apiKeyOwnerGone: { code: "NOT_FOUND", title: "Could not revoke the key", message: "The account no longer exists." },
  apiKeyNotOnAccount: { code: "NOT_FOUND", title: "Could not revoke the key", message: "The account has no such key." },

  // Accounts: what an admin's change of an account is refused for (the title names the change).
  accountGone: { code: "NOT_FOUND", title: "Could not change the account", message: "This account does not exist (any more)." },
  cannotSuspendSelf: { code: "BAD_REQUEST", title: "Could not suspend the account", message: "You cannot suspend your own account." },
  suspendAdminAccount: {
    code: "CONFLICT",
    title: "Could not suspend the account",
    message: "This account is an admin: remove its admin role first.",
  },
  alreadySuspended: { code: "CONFLICT", title: "Could not suspend the account", message: "This account is already suspended." },
  notSuspended: { code: "CONFLICT", title: "Could not unsuspend the account", message: "This account is not suspended." },
  emailAlreadyVerified: { code: "CONFLICT", title: "Could not mark the e-mail verified", message: "This e-mail address is already verified." },
  alreadyAdmin: { code: "CONFLICT", title: "Could not make the account an admin", message: "This account is already an admin." },
  notAdmin: { code: "CONFLICT", title: "Could not remove the admin role", message: "This account is not an admin." },
  suspendedCannotBeAdmin: {
    code: "CONFLICT",
    title: "Could not make the account an admin",
    message: "This account is suspended: unsuspend it first.",
  },
  lastAdmin: { code: "CONFLICT", title: "Could not remove the admin role", message: "This is the last admin: make another account an admin first." },
  formTakesNoFiles: { code: "BAD_REQUEST", title: "Could not do that", message: "This form takes no files." },
  deletionWrongPassword: { code: "BAD_REQUEST", title: "Could not delete the account", message: "The password is not correct." },
  deletionWrongEmail: { code: "BAD_REQUEST", title: "Could not delete the account", message: "Type your e-mail address exactly to confirm." },
  exportAccountMissing: { code: "NOT_FOUND", title: "Could not export your data", message: "Your account could not be found." },
  profileMissing: { code: "NOT_FOUND", title: "Error loading profile", message: "Your account could not be found." },

  // Credits.
  adjustAmountInvalid: { code: "BAD_REQUEST", title: "Could not adjust credits", message: "The amount must be a whole number other than 0." },
  adjustBelowZero: { code: "CONFLICT", title: "Could not adjust credits", message: "The balance is {before}: taking {amount} would go below zero." },
  balanceLimit: { code: "CONFLICT", title: "Balance limit reached", message: "A balance can hold at most {max} credits: this would go above it." },

  // The catalogue and its editors ({noun}: app or generator).
  catalogSlugTaken: {
    code: "CONFLICT",
    title: "Error saving {noun}",
    message: 'The slug "{slug}" is already used by another {noun}. Choose a different slug.',
  },
  catalogSlugReserved: { code: "BAD_REQUEST", title: "Error saving generator", message: 'The slug "home" is reserved. Choose a different slug.' },
  catalogCreateUnconfirmed: { code: "INTERNAL", title: "Error saving {noun}", message: "Failed to confirm create operation" },
  catalogUpdateUnconfirmed: { code: "NOT_FOUND", title: "Error saving {noun}", message: "Failed to confirm update operation" },
  catalogRecordGone: { code: "NOT_FOUND", title: "Error deleting {noun}", message: "The {noun} no longer exists." },
  detailsRecordGone: { code: "NOT_FOUND", title: "Failed to save changes", message: "This {noun} no longer exists. It may have been deleted." },
  editorRecordGone: { code: "NOT_FOUND", title: "Failed to save changes", message: "This {noun} no longer exists." },
  faqGone: { code: "NOT_FOUND", title: "Failed to update FAQ", message: "This FAQ no longer exists. Reload the page to see the current list." },

  // Uploads (the operator's and the user's files).
  /** The message is the upload rule's own (upload-rules.ts). */
  uploadRefused: { code: "BAD_REQUEST", title: "Upload failed", message: "The file could not be uploaded." },
  fileNotReadableImage: { code: "BAD_REQUEST", title: "Upload failed", message: "The file is not a readable image" },
  uploadBodyTooLarge: { code: "BAD_REQUEST", title: "Upload failed", message: "Request is larger than {maxBytes} bytes" },
  uploadFormUnreadable: { code: "BAD_REQUEST", title: "Upload failed", message: "The form data could not be read" },
  noFileToUpload: { code: "BAD_REQUEST", title: "Upload failed", message: "No file to upload" },
  uploadUrlMissing: { code: "INTERNAL", title: "Upload failed", message: "Failed to get public URL for uploaded file" },
  logoNotSaved: { code: "BAD_REQUEST", title: "Upload failed", message: "The logo could not be saved" },
  svgWithDoctype: { code: "BAD_REQUEST", title: "Upload failed", message: "SVG files with a DOCTYPE are not accepted" },
  svgTooSlow: {
    code: "BAD_REQUEST",
    title: "Upload failed",
    message: "The SVG takes too long to draw (more than {seconds} seconds). Simplify it or upload a PNG.",
  },
  svgTooLarge: { code: "BAD_REQUEST", title: "Upload failed", message: "The SVG's width and height are too large to draw" },
  mediaUnknown: { code: "BAD_REQUEST", title: "Update failed", message: "Unknown media item." },
  mediaListInvalid: { code: "BAD_REQUEST", title: "Failed to fetch media", message: "Invalid request." },

  // Forms: a refused form's first message under its action's title (parseForm).
  invalidForm: { code: "BAD_REQUEST", title: "Error", message: "Invalid request." },
  unknownRequest: { code: "BAD_REQUEST", title: "Error", message: "Unknown request." },
  bodyUnreadable: { code: "BAD_REQUEST", title: "Invalid request", message: "The request body could not be read." },
  bodyInvalidJson: { code: "BAD_REQUEST", title: "Invalid request", message: "The request body is not valid JSON." },
  bodyNotObject: { code: "BAD_REQUEST", title: "Invalid request", message: "Expected a JSON object." },
  fieldGivenTwice: { code: "BAD_REQUEST", title: "Invalid request", message: "{name} is given more than once." },
  filesNotAccepted: { code: "BAD_REQUEST", title: "Invalid request", message: "Files are not accepted here." },
  chooseKeyToRevoke: { code: "BAD_REQUEST", title: "Invalid request", message: "Choose a key to revoke." },

  // Webhooks (CONTRACT.md "Public API").
  webhookNotFound: { code: "NOT_FOUND", title: "Webhook not found", message: "There is no such webhook on your account." },
  webhookDeliveryNotFound: { code: "NOT_FOUND", title: "Delivery not found", message: "This webhook has no such delivery." },
  webhookLimit: {
    code: "CONFLICT",
    title: "Too many webhooks",
    message: "You can have at most {max} webhooks. Delete one you no longer use first.",
  },
  webhookTargetRefused: { code: "UNPROCESSABLE", title: "Webhook address refused", message: "{reason}" },
  webhookDisabled: {
    code: "CONFLICT",
    title: "Webhook disabled",
    message: "This webhook is disabled: nothing is sent to it. Delete it and add it again once its address works.",
  },
  webhookDisabledByOperator: {
    code: "FORBIDDEN",
    title: "Could not enable the webhook",
    message: "An operator disabled this webhook. Contact support to have it enabled again.",
  },
  webhookAlreadyDisabled: { code: "CONFLICT", title: "Could not disable the webhook", message: "This webhook is already disabled." },

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
  mediaNsfwNotFeatured: {
    code: "CONFLICT",
    title: "Update failed",
    message: "This picture is NSFW: it cannot be featured on public pages.",
  },

  // 'Report' on a published picture, and the Safety page's 'Reports' queue (CONTRACT.md "Library and Explore").
  reportPictureNotFound: { code: "NOT_FOUND", title: "Report not sent", message: "This picture is not published or no longer exists." },
  reportOwnPicture: { code: "FORBIDDEN", title: "Report not sent", message: "You cannot report your own picture." },
  reportAlreadySent: {
    code: "CONFLICT",
    title: "Already reported",
    message: "You have already reported this picture. Thank you: an operator will review it.",
  },
  reportsAlreadyHandled: {
    code: "CONFLICT",
    title: "Already handled",
    message: "This picture has no open reports: another operator may have handled them.",
  },

  // Prorated upgrades (money, issue 25).
  upgradeUnreachable: { code: "UPSTREAM_FAILED", title: "Error", message: "Could not change the plan. Please try again." },
  upgradeRefused: { code: "BAD_REQUEST", title: "Payment refused", message: "This upgrade does not match its checkout." },
  upgradePlanChanged: { code: "CONFLICT", title: "Payment refused", message: "Your plan changed since this checkout was opened. Start a new one." },

  // Publishing, /explore and /p/{id} (issue 28).
  signInToPublish: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to publish pictures" },
  signInToLike: { code: "UNAUTHENTICATED", title: AUTHENTICATION_REQUIRED, message: "Please sign in to like pictures" },
  privatePictureNotPublishable: { code: "CONFLICT", title: "Could not publish", message: "Private pictures cannot be published." },
  publishInvalid: { code: "BAD_REQUEST", title: "Could not publish", message: "Invalid request." },
  publishedPictureNotFound: { code: "NOT_FOUND", title: "Picture not found", message: "This picture is not published (any more)." },

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
 * The AppError of a failure, with its entry's code, title and message (their
 * `{name}` placeholders filled from `values`); `message` replaces the entry's
 * text where the server has a more precise one (a schema's own message), and
 * `title` its title where the failed action names itself ('Failed to add FAQ').
 */
export function appError(
  key: ErrorMessageKey,
  options: {
    values?: Record<string, string | number>;
    title?: string;
    message?: string;
    cause?: unknown;
    headers?: HeadersInit;
    fieldErrors?: Record<string, string>;
  } = {},
): AppError {
  const { code, title, message } = ERROR_MESSAGES[key];
  return new AppError(code, {
    key,
    title: options.title ?? fillPlaceholders(title, options.values),
    message: options.message ?? fillPlaceholders(message, options.values),
    cause: options.cause,
    headers: options.headers,
    fieldErrors: options.fieldErrors,
  });
}

/**
 * A failure another system worded (better-auth's answers): its status becomes
 * the code, its words are shown as they came.
 */
export function relayedFailure(status: number, text: ErrorText, headers?: HeadersInit): AppError {
  return new AppError(codeOfStatus(status), { title: text.title, message: text.message, headers });
}
