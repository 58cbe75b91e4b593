import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { urls } from "~/utils/urls";
import type { GenerationView, ModelOption } from "../generation-options";
import type { WorkspaceSettings } from "./options-panel";
import { forgetRememberedPrompt, parseRememberedPrompt, useRememberedPromptText } from "./remembered-prompt";
import { applySettings, settingsFrom, startingWorkspaceSettings } from "./workspace-settings";

type Start = {
  reuse: GenerationView | null;
  pending: GenerationView | null;
  adultConfirmed: boolean;
  signedIn: boolean;
  /** The models the operator offers, in order, and the one to start with. */
  models: ModelOption[];
  defaultModel: string | null;
};

/** The settings a page load starts from: 'Reuse' from My images, else the generation still running, else the operator's default model. */
function startingSettings(start: Start) {
  const initial = startingWorkspaceSettings(start.defaultModel);
  if (start.reuse)
    return applySettings(initial, { ...settingsFrom(start.reuse, start.adultConfirmed, start.models), seed: start.reuse.seed }, start.models);
  if (start.pending) return applySettings(initial, settingsFrom(start.pending, start.adultConfirmed, start.models), start.models);
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
  const update = useCallback((patch: Partial<WorkspaceSettings>) => setSettings((current) => applySettings(current, patch, offered)), [offered]);

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

  // 'Reuse' came as ?reuse=<id>: once its settings are in the form, the address goes back to /generator-app.
  const reuseCleared = useRef(false);
  useEffect(() => {
    if (!loadedWith.reuse || reuseCleared.current) return;
    reuseCleared.current = true;
    navigate(urls.workspace(), { replace: true });
  }, [loadedWith.reuse, navigate]);

  return { settings, update };
}
