import { useStoredAfterHydration } from "~/components/use-stored-after-hydration";
import { ASPECT_RATIO_IDS, PROMPT_MAX_LENGTH, type AspectRatioId } from "../generation-options";

// The prompt typed by a visitor who pressed Generate before signing in, kept
// for the tab so it is still there after the sign-in page load, with the style
// the page was opened with (?generator=) and the model and aspect ratio it set:
// the link in the verification mail opens the plain workspace.
const REMEMBERED_PROMPT = "uai:workspace-prompt";

type RememberedPrompt = { prompt: string; negativePrompt: string; preset?: string | null; model?: string; aspectRatio?: AspectRatioId };

const SLUG_LIKE = /^[a-z0-9][a-z0-9-]{0,99}$/;
const MODEL_LIKE = /^[\w.:/-]{1,100}$/;

export function rememberPrompt(prompt: RememberedPrompt) {
  try {
    sessionStorage.setItem(REMEMBERED_PROMPT, JSON.stringify(prompt));
  } catch {
    // Storage may be unavailable (private browsing); the prompt is then only kept in memory.
  }
}

export function forgetRememberedPrompt() {
  try {
    sessionStorage.removeItem(REMEMBERED_PROMPT);
  } catch {
    // See above.
  }
}

function readRememberedPrompt() {
  try {
    return sessionStorage.getItem(REMEMBERED_PROMPT);
  } catch {
    return null;
  }
}

/** The prompt and exclusions in a remembered text, each cut to the form's limit. */
export function parseRememberedPrompt(saved: string): RememberedPrompt | null {
  try {
    const parsed = JSON.parse(saved) as { prompt?: unknown; negativePrompt?: unknown; preset?: unknown; model?: unknown; aspectRatio?: unknown };
    const remembered: RememberedPrompt = {
      prompt: String(parsed.prompt ?? "").slice(0, PROMPT_MAX_LENGTH),
      negativePrompt: String(parsed.negativePrompt ?? "").slice(0, PROMPT_MAX_LENGTH),
    };
    // Only a style, model and ratio of the right form come back; the server checks them again on Generate.
    if (typeof parsed.preset === "string" && SLUG_LIKE.test(parsed.preset)) {
      remembered.preset = parsed.preset;
      if (typeof parsed.model === "string" && MODEL_LIKE.test(parsed.model)) remembered.model = parsed.model;
      const ratio = ASPECT_RATIO_IDS.find((id) => id === parsed.aspectRatio);
      if (ratio) remembered.aspectRatio = ratio;
    }
    return remembered;
  } catch {
    return null;
  }
}

/**
 * The remembered prompt's text: `undefined` while the page is rendered on the
 * server or hydrated (storage is the browser's), then the text or null.
 */
export function useRememberedPromptText(): string | null | undefined {
  return useStoredAfterHydration(readRememberedPrompt);
}
