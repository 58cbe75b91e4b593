import { useSyncExternalStore } from "react";
import { PROMPT_MAX_LENGTH } from "../generation-options";

// The prompt typed by a visitor who pressed Generate before signing in, kept
// for the tab so it is still there after the sign-in page load.
const REMEMBERED_PROMPT = "uai:workspace-prompt";

type RememberedPrompt = { prompt: string; negativePrompt: string };

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
    const parsed = JSON.parse(saved) as { prompt?: unknown; negativePrompt?: unknown };
    return {
      prompt: String(parsed.prompt ?? "").slice(0, PROMPT_MAX_LENGTH),
      negativePrompt: String(parsed.negativePrompt ?? "").slice(0, PROMPT_MAX_LENGTH),
    };
  } catch {
    return null;
  }
}

const unchanging = () => () => {};

/**
 * The remembered prompt's text: `undefined` while the page is rendered on the
 * server or hydrated (storage is the browser's), then the text or null.
 */
export function useRememberedPromptText(): string | null | undefined {
  return useSyncExternalStore(unchanging, readRememberedPrompt, () => undefined);
}
