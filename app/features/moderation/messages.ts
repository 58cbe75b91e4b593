// What users are told when the content rules stop a request. Client-safe: the
// workspace shows these texts too.
import type { RefusalCategory } from "./types";

export const PROMPT_NOT_ALLOWED = "This prompt is not allowed";
export const OUTPUT_BLOCKED = "This image was blocked by our safety checks";
export const GENERATION_SUSPENDED_TITLE = "Image generation is paused";
export const GENERATION_SUSPENDED_MESSAGE =
  "Several of your recent requests were refused for involving minors, so image generation is paused on your account until our team reviews it.";
export const SAFETY_CHECK_UNAVAILABLE = "Our safety checks are unavailable right now. Please try again in a moment.";

/** The reason category a refusal names, as the user reads it (the language refusal names the languages: below). */
export const CATEGORY_MESSAGES: Record<Exclude<RefusalCategory, "uncovered-language">, string> = {
  "sexual-minors": "Reason: sexual content involving minors. This is never allowed.",
  "sexual-needs-nsfw": "Reason: adult content. Switch NSFW on (18+) to generate it.",
};

/**
 * The reason of an "uncovered-language" refusal. The server fills in the
 * covered languages' names from the lexicons (the client never needs the list).
 */
export const uncoveredLanguageMessage = (languageNames: string) =>
  `Reason: adult requests are accepted only in ${languageNames}. Write the prompt and 'Exclude from Image' in one of these languages.`;

export const OUTPUT_BLOCKED_DETAIL = "Your credit was refunded.";
