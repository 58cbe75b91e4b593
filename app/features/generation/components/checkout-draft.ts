import { useSyncExternalStore } from "react";
import * as z from "zod/mini";
import { ASPECT_RATIO_IDS, MAX_IMAGES_PER_REQUEST, PROMPT_MAX_LENGTH } from "../generation-options";
import type { WorkspaceSettings } from "./options-panel";

// The workspace's settings, kept for the tab while its buyer is away at the
// checkout: returning with ?success=true or ?canceled=true puts them back
// (issue 31). An uploaded source picture cannot be kept; the mode then says generate.
const CHECKOUT_DRAFT = "uai:checkout-draft";

// zod's small build (zod/mini): the full one would be the largest module of the
// workspace's first load (26 KB gzip, issue 30).
const draftSchema = z.strictObject({
  prompt: z.string().check(z.maxLength(PROMPT_MAX_LENGTH)),
  negativePrompt: z.string().check(z.maxLength(PROMPT_MAX_LENGTH)),
  model: z.string().check(z.minLength(1), z.maxLength(200)),
  aspectRatio: z.enum(ASPECT_RATIO_IDS),
  count: z.int().check(z.minimum(1), z.maximum(MAX_IMAGES_PER_REQUEST)),
  isPrivate: z.boolean(),
  nsfw: z.boolean(),
  seed: z.nullable(z.int()),
});

export type CheckoutDraft = z.infer<typeof draftSchema>;

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
    const parsed = draftSchema.safeParse(JSON.parse(saved));
    return parsed.success ? parsed.data : null;
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

const unchanging = () => () => {};

/** The stored draft's text: `undefined` on the server and while hydrating (storage is the browser's), then the text or null. */
export function useCheckoutDraftText(): string | null | undefined {
  return useSyncExternalStore(unchanging, readDraft, () => undefined);
}
