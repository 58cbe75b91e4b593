import { asc, eq, isNotNull } from "drizzle-orm";
import { getDb, type DbOrTx } from "~/db/db.server";
import { cachedCatalogRead } from "~/features/catalog/cache.server";
import { generators } from "~/db/schema";
import { appError } from "~/utils/error-messages";
import type { GenerateRequest } from "./generate-request-schema";
import type { AspectRatioId, ModelOption } from "./generation-options";
import { presetModel, type StyleOption } from "./style-options";
import { applyPromptTemplate, joinExclusions, parseStoredPreset, type GeneratorPreset } from "./generator-preset";

// Generator presets ('Style', ADR 032): read from the catalogue's generators and applied
// to a generate request before any check, so moderation and pricing see the final request.

/** One generator's preset by slug, hidden generators included (they are reachable by link); null if none. */
export async function findGeneratorPreset(db: DbOrTx, slug: string): Promise<{ slug: string; title: string; preset: GeneratorPreset } | null> {
  const [row] = await db
    .select({ slug: generators.slug, title: generators.title, preset: generators.preset })
    .from(generators)
    .where(eq(generators.slug, slug))
    .limit(1);
  const preset = parseStoredPreset(row?.preset);
  return row && preset ? { slug: row.slug, title: row.title, preset } : null;
}

/**
 * listStyleOptions through the catalogue cache: the same for every visitor of the workspace until
 * an admin writes a generator, and every such write clears the cache (issue 30).
 */
export const readStyleOptions = () => cachedCatalogRead("generators:styles", () => listStyleOptions(getDb()));

/** Every generator with a preset, by title: the workspace's 'Style' choice. */
export async function listStyleOptions(db: DbOrTx): Promise<StyleOption[]> {
  const rows = await db
    .select({ slug: generators.slug, title: generators.title, preset: generators.preset })
    .from(generators)
    .where(isNotNull(generators.preset))
    .orderBy(asc(generators.title), asc(generators.slug));
  return rows.flatMap((row) => {
    const preset = parseStoredPreset(row.preset);
    return preset ? [{ slug: row.slug, title: row.title, model: preset.model, aspectRatio: preset.aspectRatio as AspectRatioId }] : [];
  });
}

type Offered = { models: Pick<ModelOption, "id" | "supports">[]; defaultModel: string | null };

/**
 * A request with its preset applied (ADR 032): the preset's model and aspect ratio unless the
 * request named them, the template around the user's prompt (when there is one), the
 * preset's exclusions joined to the user's. An unknown slug or a generator without a
 * preset is a 400 before anything is charged.
 */
export async function withPreset(db: DbOrTx, request: GenerateRequest, offered: () => Promise<Offered>): Promise<GenerateRequest> {
  if (!request.preset) return request;
  const found = await findGeneratorPreset(db, request.preset);
  if (!found) throw appError("unknownPreset", { values: { preset: request.preset } });
  const { preset } = found;
  const named = new Set(request.namedSettings ?? []);
  const next: GenerateRequest = { ...request };
  if (!named.has("model")) {
    const { models, defaultModel } = await offered();
    const mode = request.mode === "edit" ? "edit" : "generate";
    next.model = presetModel(preset, models, { nsfw: request.isNsfw, mode }, defaultModel) as GenerateRequest["model"];
  }
  if (!named.has("aspectRatio")) next.aspectRatio = preset.aspectRatio as AspectRatioId;
  // A variation or upscale without a prompt keeps its source's prompt and exclusions as they are.
  if (request.prompt.trim() !== "") {
    next.prompt = applyPromptTemplate(preset.promptTemplate, request.prompt);
    next.negativePrompt = joinExclusions(request.negativePrompt, preset.negativePrompt);
  }
  return next;
}
