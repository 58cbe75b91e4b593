import { modelForSettings, type AspectRatioId, type ModelOption } from "./generation-options";

// The workspace's 'Style' choice (generator presets, ADR 032). No zod: the workspace is a public page.

/** A style the workspace offers: a generator with a valid preset. */
export type StyleOption = { slug: string; title: string; model: string; aspectRatio: AspectRatioId };

/**
 * The model a style starts on: its own when the site offers it now (and it fits NSFW and the
 * mode), else what the workspace would pick instead, else the site's default. The server
 * applies the same rule to a request that names a preset and no model.
 */
export function presetModel(
  preset: { model: string },
  offered: readonly Pick<ModelOption, "id" | "supports">[],
  settings: { nsfw: boolean; mode: "generate" | "edit" },
  defaultModel: string | null,
): string {
  const own = offered.some((model) => model.id === preset.model) ? preset.model : (defaultModel ?? preset.model);
  return modelForSettings(own, settings, offered);
}
