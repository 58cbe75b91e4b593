import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { urls } from "~/utils/urls";
import { useOptionalUser } from "~/utils/user";
import { nearestAspectRatio, type AspectRatioId, type GenerationView, type ModelOption } from "../generation-options";
import type { WorkspaceSettings } from "./options-panel";
import { parseCheckoutDraft, saveCheckoutDraft, useCheckoutDraftText } from "./checkout-draft";
import { forgetRememberedPrompt, parseRememberedPrompt, useRememberedPromptText } from "./remembered-prompt";
import type { StyleOption } from "../style-options";
import { applySettings, settingsFrom, startingWorkspaceSettings, styleSettings } from "./workspace-settings";

/** The offered ratio nearest to a picture's own shape, once it has loaded (null if it cannot be read). */
function measureAspectRatio(url: string): Promise<AspectRatioId | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(nearestAspectRatio(image.naturalWidth, image.naturalHeight));
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

const NSFW_CHOICE = "uai:nsfw-choice:";

/** The NSFW switch as a confirmed adult last left it, per account (this browser). */
function readNsfwChoice(userId: string): boolean {
  try {
    return localStorage.getItem(NSFW_CHOICE + userId) === "on";
  } catch {
    return false;
  }
}

function keepNsfwChoice(userId: string, on: boolean) {
  try {
    if (on) localStorage.setItem(NSFW_CHOICE + userId, "on");
    else localStorage.removeItem(NSFW_CHOICE + userId);
  } catch {
    // Storage may be unavailable: the choice is then not remembered.
  }
}

type Start = {
  reuse: GenerationView | null;
  pending: GenerationView | null;
  adultConfirmed: boolean;
  signedIn: boolean;
  /** The models the operator offers, in order, and the one to start with. */
  models: ModelOption[];
  defaultModel: string | null;
  /** The 'Style' the page was opened with (?generator=), if it has a preset. */
  style: StyleOption | null;
};

/** The settings a page load starts from: 'Reuse' from My images, else the generation still running, else the operator's default model. */
function startingSettings(start: Start) {
  const initial = startingWorkspaceSettings(start.defaultModel);
  if (start.reuse)
    return applySettings(initial, { ...settingsFrom(start.reuse, start.adultConfirmed, start.models), seed: start.reuse.seed }, start.models);
  if (start.pending) return applySettings(initial, settingsFrom(start.pending, start.adultConfirmed, start.models), start.models);
  if (start.style) return applySettings(initial, styleSettings(start.style, initial, start.models, start.defaultModel), start.models);
  return initial;
}

/**
 * The workspace form's settings. They start from 'Reuse' or the running
 * generation, else from the prompt remembered before sign-in (read once the
 * page is hydrated); a signed-in user's remembered prompt is then forgotten.
 */
export function useWorkspaceOptions(start: Start) {
  const navigate = useNavigate();
  const [settings, setSettings] = useState(() => startingSettings(start));
  // What the page was loaded with decides, once, where the settings come from.
  const [loadedWith] = useState(() => ({ reuse: start.reuse !== null, generation: start.reuse !== null || start.pending !== null }));
  const offered = start.models;
  const update = useCallback(
    (patch: Partial<WorkspaceSettings>) => {
      setSettings((current) => applySettings(current, patch, offered));
      // An edit keeps its source's shape: the ratio follows the chosen picture (the user may still change it after).
      const source = patch.source;
      if (source) {
        void measureAspectRatio(source.previewUrl).then(
          (aspectRatio) =>
            aspectRatio && setSettings((current) => (current.source === source ? applySettings(current, { aspectRatio }, offered) : current)),
        );
      }
    },
    [offered],
  );

  const rememberedText = useRememberedPromptText();
  const [rememberedRead, setRememberedRead] = useState(false);
  if (rememberedText !== undefined && !rememberedRead) {
    setRememberedRead(true);
    const remembered = !loadedWith.generation && rememberedText ? parseRememberedPrompt(rememberedText) : null;
    if (remembered) setSettings((current) => applySettings(current, remembered, offered));
  }

  useEffect(() => {
    if (start.signedIn && rememberedRead) forgetRememberedPrompt();
  }, [start.signedIn, rememberedRead]);

  // Back from the checkout (?success=true / ?canceled=true): the settings the buyer left with come back.
  const [searchParams] = useSearchParams();
  const [returnedFromCheckout] = useState(() => searchParams.get("success") === "true" || searchParams.get("canceled") === "true");
  const draftText = useCheckoutDraftText();
  const [draftRead, setDraftRead] = useState(false);
  if (draftText !== undefined && !draftRead) {
    setDraftRead(true);
    const draft = returnedFromCheckout && !loadedWith.generation ? parseCheckoutDraft(draftText) : null;
    if (draft) setSettings((current) => applySettings(current, { ...draft, nsfw: draft.nsfw && start.adultConfirmed }, offered));
  }
  // The NSFW choice of a confirmed adult is remembered (this browser), as the switch was left.
  const userId = useOptionalUser()?.id ?? null;
  const [nsfwRestored, setNsfwRestored] = useState(false);
  useEffect(() => {
    if (nsfwRestored || !draftRead) return;
    // A transition, as the reads above (use-stored-after-hydration.ts): re-rendering the workspace is not one long task.
    startTransition(() => {
      setNsfwRestored(true);
      if (userId && start.adultConfirmed && !loadedWith.generation && readNsfwChoice(userId)) update({ nsfw: true });
    });
  }, [nsfwRestored, draftRead, userId, start.adultConfirmed, loadedWith.generation, update]);
  useEffect(() => {
    if (nsfwRestored && userId && start.adultConfirmed) keepNsfwChoice(userId, settings.nsfw);
  }, [nsfwRestored, userId, start.adultConfirmed, settings.nsfw]);

  // Kept while the page is open, so whichever Buy Credits button leads to the checkout, they are there to come back to.
  useEffect(() => {
    if (draftRead) saveCheckoutDraft(settings);
  }, [draftRead, settings]);

  // 'Reuse' came as ?reuse=<id>: once its settings are in the form, the address goes back to /generator-app.
  const reuseCleared = useRef(false);
  useEffect(() => {
    if (!loadedWith.reuse || reuseCleared.current) return;
    reuseCleared.current = true;
    navigate(urls.workspace(), { replace: true });
  }, [loadedWith.reuse, navigate]);

  return { settings, update };
}
