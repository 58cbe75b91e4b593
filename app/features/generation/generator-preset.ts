import { z } from "zod";
import type { GeneratorPreset } from "~/db/schema";
import { ASPECT_RATIO_IDS, MODEL_IDS, SELF_HOSTED_MODEL_ID } from "./generation-options";
import { text } from "~/utils/strict-input";

// A generator's preset (issue 27, ADR 032): model, aspect ratio, a prompt template with
// `{prompt}` and an exclusion text. Client-safe: the admin form checks with the same schema.

export type { GeneratorPreset };

export const PROMPT_PLACEHOLDER = "{prompt}";
export const PRESET_TEMPLATE_MAX_LENGTH = 1000;
export const PRESET_NEGATIVE_MAX_LENGTH = 1000;

const TEMPLATE_MESSAGE = `The prompt template must contain ${PROMPT_PLACEHOLDER} exactly once.`;

function placeholderCount(template: string) {
  return template.split(PROMPT_PLACEHOLDER).length - 1;
}

export const presetTemplateField = text("The prompt template")
  .trim()
  .max(PRESET_TEMPLATE_MAX_LENGTH, `The prompt template can be at most ${PRESET_TEMPLATE_MAX_LENGTH} characters.`)
  .refine((template) => placeholderCount(template) === 1, TEMPLATE_MESSAGE);

/** A preset as stored and as an admin saves it (strict: no other keys). */
export const generatorPresetSchema = z.strictObject({
  model: z.union([z.enum(MODEL_IDS), z.string().regex(SELF_HOSTED_MODEL_ID)], { error: "Choose one of the site's models." }),
  aspectRatio: z.enum(ASPECT_RATIO_IDS, { error: `Choose an aspect ratio: ${ASPECT_RATIO_IDS.join(", ")}.` }),
  promptTemplate: presetTemplateField,
  negativePrompt: text("The exclusion text")
    .trim()
    .max(PRESET_NEGATIVE_MAX_LENGTH, `The exclusion text can be at most ${PRESET_NEGATIVE_MAX_LENGTH} characters.`),
});

/**
 * The admin form's preset fields (all text). No model chosen = no preset; an empty
 * template means the user's prompt as it is ("{prompt}").
 */
export const presetFormSchema = z.object({
  presetModel: text("The preset model").trim().max(300, "Choose one of the site's models.").default(""),
  presetAspectRatio: text("The preset aspect ratio").trim().max(10, "Choose an aspect ratio.").default(""),
  presetTemplate: text("The prompt template").default(""),
  presetNegative: text("The exclusion text").default(""),
});

type PresetFormValues = z.infer<typeof presetFormSchema>;

/** The preset the form's fields describe (null: none), or the field and message of what is wrong. */
export function presetFromForm(values: PresetFormValues): { preset: GeneratorPreset | null } | { field: string; message: string } {
  if (values.presetModel === "") return { preset: null };
  const parsed = generatorPresetSchema.safeParse({
    model: values.presetModel,
    aspectRatio: values.presetAspectRatio,
    promptTemplate: values.presetTemplate.trim() === "" ? PROMPT_PLACEHOLDER : values.presetTemplate,
    negativePrompt: values.presetNegative,
  });
  if (parsed.success) return { preset: parsed.data };
  const issue = parsed.error.issues[0];
  const key = issue?.path[0];
  const field =
    key === "model" ? "presetModel" : key === "aspectRatio" ? "presetAspectRatio" : key === "promptTemplate" ? "presetTemplate" : "presetNegative";
  return { field, message: issue?.message ?? "Invalid preset." };
}

/** A stored preset, or null when there is none or it no longer parses (never trusted as it is). */
export function parseStoredPreset(value: unknown): GeneratorPreset | null {
  if (value === null || value === undefined) return null;
  const parsed = generatorPresetSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The prompt a preset sends: its template with `{prompt}` replaced by what the user typed. */
export function applyPromptTemplate(template: string, prompt: string): string {
  const at = template.indexOf(PROMPT_PLACEHOLDER);
  if (at < 0) return prompt;
  return (template.slice(0, at) + prompt.trim() + template.slice(at + PROMPT_PLACEHOLDER.length)).trim();
}

/** The exclusions sent: the user's and the preset's, joined. */
export function joinExclusions(own: string, preset: string): string {
  return [own.trim(), preset.trim()].filter(Boolean).join(", ");
}
