import { useStoredAfterHydration } from "~/components/use-stored-after-hydration";
import { ASPECT_RATIO_IDS, MAX_IMAGES_PER_REQUEST, PROMPT_MAX_LENGTH, type AspectRatioId } from "../generation-options";
import type { WorkspaceSettings } from "./options-panel";

// The workspace's settings, kept for the tab while its buyer is away at the
// checkout: returning with ?success=true or ?canceled=true puts them back
// (issue 31). An uploaded source picture cannot be kept; the mode then says generate.
const CHECKOUT_DRAFT = "uai:checkout-draft";

export type CheckoutDraft = {
  prompt: string;
  negativePrompt: string;
  model: string;
  aspectRatio: AspectRatioId;
  count: number;
  isPrivate: boolean;
  nsfw: boolean;
  seed: number | null;
};

const DRAFT_KEYS = ["prompt", "negativePrompt", "model", "aspectRatio", "count", "isPrivate", "nsfw", "seed"] as const;
const isText = (value: unknown, min: number, max: number) => typeof value === "string" && value.length >= min && value.length <= max;

// A strict check written out rather than a zod schema: zod would be the largest module of the
// workspace's first load (26 KB gzip, issue 30) for a value this tab wrote itself.
function isCheckoutDraft(value: unknown): value is CheckoutDraft {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const draft = value as Record<string, unknown>;
  const keys = Object.keys(draft);
  if (keys.length !== DRAFT_KEYS.length || !DRAFT_KEYS.every((key) => Object.hasOwn(draft, key))) return false;
  return (
    isText(draft.prompt, 0, PROMPT_MAX_LENGTH) &&
    isText(draft.negativePrompt, 0, PROMPT_MAX_LENGTH) &&
    isText(draft.model, 1, 200) &&
    (ASPECT_RATIO_IDS as readonly unknown[]).includes(draft.aspectRatio) &&
    Number.isInteger(draft.count) &&
    (draft.count as number) >= 1 &&
    (draft.count as number) <= MAX_IMAGES_PER_REQUEST &&
    typeof draft.isPrivate === "boolean" &&
    typeof draft.nsfw === "boolean" &&
    (draft.seed === null || Number.isInteger(draft.seed))
  );
}

export function saveCheckoutDraft(settings: WorkspaceSettings) {
  const draft: CheckoutDraft = {
    prompt: settings.prompt,
    negativePrompt: settings.negativePrompt,
    model: settings.model,
    aspectRatio: settings.aspectRatio,
    count: settings.count,
    isPrivate: settings.isPrivate,
    nsfw: settings.nsfw,
    seed: settings.seed,
  };
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT, JSON.stringify(draft));
  } catch {
    // Storage may be unavailable (private browsing): the settings are then not kept.
  }
}

/** The kept settings in a stored text, or null when it is not exactly a draft. */
export function parseCheckoutDraft(saved: string | null): CheckoutDraft | null {
  if (!saved) return null;
  try {
    const parsed: unknown = JSON.parse(saved);
    return isCheckoutDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function readDraft() {
  try {
    return sessionStorage.getItem(CHECKOUT_DRAFT);
  } catch {
    return null;
  }
}

/** The stored draft's text: `undefined` on the server and while hydrating (storage is the browser's), then the text or null. */
export function useCheckoutDraftText(): string | null | undefined {
  return useStoredAfterHydration(readDraft);
}
