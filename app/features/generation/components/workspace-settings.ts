import { hasVisibleText } from "~/utils/text-checks";
import {
  ASPECT_RATIO_IDS,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_MODEL,
  MODEL_IDS,
  modelForSettings,
  parseSelfHostedModelId,
  type GenerationView,
  type ModelOption,
} from "../generation-options";
import { presetModel, type StyleOption } from "../style-options";
import type { WorkspaceSettings } from "./options-panel";

// The workspace form's settings: where they start, how a change applies, and the request they become.

export const initialSettings: WorkspaceSettings = {
  prompt: "",
  negativePrompt: "",
  mode: "generate",
  nsfw: false,
  model: DEFAULT_MODEL,
  aspectRatio: DEFAULT_ASPECT_RATIO,
  count: 1,
  isPrivate: false,
  seed: null,
  source: null,
  preset: null,
};

/** The models the operator offers now (GET /api/models), in order: the form only ever picks one of them. */
type Offered = readonly Pick<ModelOption, "id" | "supports">[];

/** Where the form starts: the operator's default model when one is offered. */
export function startingWorkspaceSettings(defaultModel: string | null): WorkspaceSettings {
  return { ...initialSettings, model: defaultModel ?? DEFAULT_MODEL };
}

/** The settings a generation was made with, to make another like it (NSFW only for a confirmed adult). */
export function settingsFrom(view: GenerationView, adultConfirmed: boolean, offered?: Offered): Partial<WorkspaceSettings> {
  const nsfw = view.isNsfw && adultConfirmed;
  const known = (MODEL_IDS as string[]).includes(view.model) || parseSelfHostedModelId(view.model) !== null;
  const model = known ? view.model : DEFAULT_MODEL;
  return {
    prompt: view.prompt,
    negativePrompt: view.negativePrompt,
    mode: "generate",
    nsfw,
    model: modelForSettings(model, { nsfw, mode: "generate" }, offered),
    aspectRatio: (ASPECT_RATIO_IDS as string[]).includes(view.aspectRatio)
      ? (view.aspectRatio as WorkspaceSettings["aspectRatio"])
      : DEFAULT_ASPECT_RATIO,
    isPrivate: view.private,
    source: null,
    // The stored prompt already has its style's template in it.
    preset: null,
  };
}

/** The settings a 'Style' starts with: its model (as the server would pick it) and aspect ratio; null clears it. */
export function styleSettings(
  style: StyleOption | null,
  current: WorkspaceSettings,
  offered: Offered,
  defaultModel: string | null,
): Partial<WorkspaceSettings> {
  if (!style) return { preset: null };
  const mode = current.mode;
  return { preset: style.slug, model: presetModel(style, offered, { nsfw: current.nsfw, mode }, defaultModel), aspectRatio: style.aspectRatio };
}

/** A change to the settings, keeping the model one that fits NSFW and the mode (and one of the offered models). */
export function applySettings(current: WorkspaceSettings, patch: Partial<WorkspaceSettings>, offered?: Offered): WorkspaceSettings {
  const next = { ...current, ...patch };
  next.model = modelForSettings(next.model, { nsfw: next.nsfw, mode: next.mode }, offered);
  return next;
}

/** What has to happen before a generate request may go out, if anything. */
type GenerateBlocker = "prompt" | "sign-in" | "credits-loading" | "source" | "adult";

export function blockerFor(
  settings: WorkspaceSettings,
  account: { signedIn: boolean; creditsLoading: boolean; adultConfirmed: boolean },
): GenerateBlocker | null {
  if (!hasVisibleText(settings.prompt)) return "prompt";
  if (!account.signedIn) return "sign-in";
  if (account.creditsLoading) return "credits-loading";
  if (settings.mode === "edit" && !settings.source) return "source";
  if (settings.nsfw && !account.adultConfirmed) return "adult";
  return null;
}

/** The body of POST /api/generations (multipart when an uploaded picture is the source). */
export function generateRequestBody(settings: WorkspaceSettings) {
  const body = new FormData();
  body.set("prompt", settings.prompt);
  body.set("negativePrompt", settings.negativePrompt);
  body.set("mode", settings.mode);
  body.set("model", settings.model);
  body.set("aspectRatio", settings.aspectRatio);
  body.set("isNsfw", String(settings.nsfw));
  body.set("isPrivate", String(settings.isPrivate));
  if (settings.seed !== null) body.set("seed", String(settings.seed));
  if (settings.preset) body.set("preset", settings.preset);
  body.set("count", String(settings.count));
  if (settings.mode === "edit" && settings.source?.kind === "generation") body.set("sourceGenerationId", settings.source.id);
  if (settings.mode === "edit" && settings.source?.kind === "upload") body.set("sourceImage", settings.source.file);
  return body;
}
