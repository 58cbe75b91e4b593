// What users are told when the content rules stop a request. Client-safe: the
// workspace shows these texts too.
import { CLIENT_ERROR_MESSAGES } from "~/utils/client-error-messages";
import type { RefusalCategory } from "./types";

export const PROMPT_NOT_ALLOWED = CLIENT_ERROR_MESSAGES.promptNotAllowed.title;
export const OUTPUT_BLOCKED = "This image was blocked by our safety checks";
export const GENERATION_SUSPENDED_TITLE = CLIENT_ERROR_MESSAGES.generationSuspended.title;
export const GENERATION_SUSPENDED_MESSAGE = CLIENT_ERROR_MESSAGES.generationSuspended.message;
export const SAFETY_CHECK_UNAVAILABLE = CLIENT_ERROR_MESSAGES.safetyCheckUnavailable.message;

/** The reason category a refusal names, as the user reads it (the language refusal names the languages: below). */
export const CATEGORY_MESSAGES: Record<Exclude<RefusalCategory, "uncovered-language">, string> = {
  "sexual-minors": "Reason: sexual content involving minors. This is never allowed.",
  "sexual-needs-nsfw": "Reason: adult content. Switch NSFW on (18+) to generate it.",
};

/** A minor in a request whose only adult cue is the NSFW switch. */
export const MINOR_WITH_NSFW_SWITCH = "Reason: people under 18 never appear in NSFW pictures. Switch NSFW off to generate it.";

/**
 * The reason of an "uncovered-language" refusal. The server fills in the
 * covered languages' names from the lexicons (the client never needs the list).
 */
export const uncoveredLanguageMessage = (languageNames: string) =>
  `Reason: adult requests are accepted only in ${languageNames}. Write the prompt and 'Exclude from Image' in one of these languages.`;

export const OUTPUT_BLOCKED_DETAIL = "Your credit was refunded.";
