import type { OperatorSettings } from "~/features/settings/settings-schema";
import type { ModelOption } from "./generation-options";

// The operator's 'Models' settings applied to the models there are now: which
// are offered, under what label, in what order, and which one the workspace
// starts with. Settings are keyed by model id: an entry for a model not listed
// now (a checkpoint removed from its engine) is ignored, a model without one (a
// new checkpoint) is enabled, after the ordered models in the order listed.

type ModelSettings = OperatorSettings["models"];

export function isModelEnabled(settings: ModelSettings, id: string) {
  return settings.entries[id]?.enabled !== false;
}

/** Every model with the operator's label and order applied, disabled ones included (the Settings screen). */
export function orderedModels(models: ModelOption[], settings: ModelSettings): ModelOption[] {
  const rank = (id: string) => settings.entries[id]?.order ?? Number.MAX_SAFE_INTEGER;
  return models
    .map((model, index) => ({ model, index }))
    .sort((a, b) => rank(a.model.id) - rank(b.model.id) || a.index - b.index)
    .map(({ model }) => ({ ...model, label: settings.entries[model.id]?.label || model.label }));
}

/** The models offered to users and API callers: enabled ones, labelled and ordered. */
export function offeredModels(models: ModelOption[], settings: ModelSettings): ModelOption[] {
  return orderedModels(models, settings).filter((model) => isModelEnabled(settings, model.id));
}

/** The operator's default model when it is offered now, else the first offered one. */
export function defaultModelOf(offered: ModelOption[], settings: ModelSettings): string | null {
  return offered.find((model) => model.id === settings.defaultModel)?.id ?? offered[0]?.id ?? null;
}
