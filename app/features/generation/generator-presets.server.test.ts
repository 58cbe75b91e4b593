import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generations, generators, moderationEvents, transactions, type GeneratorPreset } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { PROMPT_NOT_ALLOWED } from "~/features/moderation/messages";
import { createGenerator, createUser } from "../../../tests/factories";
import { generateRequestSchema } from "./generate-request-schema";
import { expectAppError, key } from "./generation-test-helpers";
import { applyPromptTemplate, generatorPresetSchema, presetFromForm } from "./generator-preset";
import { listStyleOptions } from "./generator-presets.server";
import { reserveGeneration } from "./reserve-generation.server";
import { DEMO_GENERATORS } from "../../../server/demo/seed-content.server";
import { toView } from "./generation-view.server";
import { creativeSettingRows } from "./generation-options";

const ANIME: GeneratorPreset = {
  model: "flux",
  aspectRatio: "3:4",
  promptTemplate: "anime key visual of {prompt}, cel shading, vibrant colours",
  negativePrompt: "photorealistic, 3d render",
};

async function generatorWithPreset(preset: GeneratorPreset | null) {
  const row = await createGenerator();
  await getDb().update(generators).set({ preset }).where(eq(generators.id, row.id));
  return row;
}

/** A request as a caller sends it: only the fields given (model and aspect ratio left to the preset unless named). */
const body = (fields: Record<string, unknown>) => generateRequestSchema.parse({ idempotencyKey: key(), ...fields });

describe("a generator's preset schema", () => {
  it("takes a template with {prompt} exactly once", () => {
    expect(generatorPresetSchema.safeParse(ANIME).success).toBe(true);
    for (const promptTemplate of ["anime art", "{prompt} and {prompt}", "{ prompt }", "x".repeat(1001) + "{prompt}"]) {
      expect(generatorPresetSchema.safeParse({ ...ANIME, promptTemplate }).success, promptTemplate.slice(0, 30)).toBe(false);
    }
  });

  it("refuses unknown models, ratios and keys", () => {
    expect(generatorPresetSchema.safeParse({ ...ANIME, model: "midjourney" }).success).toBe(false);
    expect(generatorPresetSchema.safeParse({ ...ANIME, aspectRatio: "2:1" }).success).toBe(false);
    expect(generatorPresetSchema.safeParse({ ...ANIME, extra: true }).success).toBe(false);
  });

  it("reads the admin form: no model = no preset, an empty template = the prompt as typed, a bad field named", () => {
    const form = { presetModel: "flux", presetAspectRatio: "3:4", presetTemplate: "", presetNegative: "" };
    expect(presetFromForm({ ...form, presetModel: "" })).toEqual({ preset: null });
    expect(presetFromForm(form)).toEqual({ preset: { model: "flux", aspectRatio: "3:4", promptTemplate: "{prompt}", negativePrompt: "" } });
    expect(presetFromForm({ ...form, presetTemplate: "no placeholder" })).toMatchObject({ field: "presetTemplate" });
    expect(presetFromForm({ ...form, presetAspectRatio: "" })).toMatchObject({ field: "presetAspectRatio" });
  });

  it("gives every seeded generator a valid preset, the Anime one not GPT Image at 1:1", () => {
    for (const item of DEMO_GENERATORS) expect(generatorPresetSchema.safeParse(item.preset).success, item.slug).toBe(true);
    const anime = DEMO_GENERATORS.find((item) => item.slug === "ai-anime-generator");
    expect(anime?.preset).toMatchObject({ model: "flux", aspectRatio: "3:4", promptTemplate: expect.stringContaining("anime") });
  });

  it("puts the user's prompt in place of {prompt}", () => {
    expect(applyPromptTemplate(ANIME.promptTemplate, "  a fox knight ")).toBe("anime key visual of a fox knight, cel shading, vibrant colours");
  });
});

describe("POST /api/generations with a preset", () => {
  it("applies the template, exclusions, model and aspect ratio, records the slug and charges 1 credit", async () => {
    const db = getDb();
    const user = await createUser({ credits: 3 });
    const generator = await generatorWithPreset(ANIME);
    const { generation, balance } = await reserveGeneration(db, {
      userId: user.id,
      request: body({ prompt: "a fox knight", negativePrompt: "text", preset: generator.slug }),
    });
    expect(generation).toMatchObject({
      prompt: "anime key visual of a fox knight, cel shading, vibrant colours",
      negativePrompt: "text, photorealistic, 3d render",
      model: "flux",
      aspectRatio: "3:4",
      options: { preset: generator.slug },
    });
    expect(balance).toBe(2);
    // The picture's settings name the style it was made with.
    expect(toView(generation).options).toEqual({ preset: generator.slug });
    expect(creativeSettingRows(toView(generation).options)).toEqual([["Style", generator.slug]]);
  });

  it("keeps a model and an aspect ratio the request names itself", async () => {
    const db = getDb();
    const user = await createUser({ credits: 3 });
    const generator = await generatorWithPreset(ANIME);
    const { generation } = await reserveGeneration(db, {
      userId: user.id,
      request: body({ prompt: "a fox knight", preset: generator.slug, model: "dall-e-3", aspectRatio: "16:9" }),
    });
    expect(generation).toMatchObject({ model: "dall-e-3", aspectRatio: "16:9", prompt: expect.stringContaining("anime key visual") });
  });

  it("refuses an unknown slug and a generator without a preset with a 400, charging nothing", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    const plain = await generatorWithPreset(null);
    for (const preset of ["no-such-generator", plain.slug]) {
      const error = await expectAppError(
        reserveGeneration(db, { userId: user.id, request: body({ prompt: "a fox", preset }) }),
        "Unknown style",
        `There is no style "${preset}". Choose a generator with a preset (the workspace's 'Style' list), or leave 'preset' out.`,
      );
      expect(error.status).toBe(400);
    }
    expect(await getBalance(db, user.id)).toBe(2);
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toHaveLength(0);
    expect(generateRequestSchema.safeParse({ prompt: "x", idempotencyKey: key(), preset: "Not A Slug" }).success).toBe(false);
  });

  it("has the content rules read the final prompt: a harmless prompt inside a template is checked as a whole", async () => {
    const db = getDb();
    const user = await createUser({ credits: 2 });
    // The prompt alone passes the rules.
    const alone = await reserveGeneration(db, { userId: user.id, request: body({ prompt: "boy, 12" }) });
    expect(alone.created).toBe(true);
    await db.delete(generations).where(eq(generations.userId, user.id));

    const other = await createUser({ credits: 2 });
    const generator = await generatorWithPreset({ ...ANIME, promptTemplate: "nude {prompt}" });
    const error = await expectAppError(
      reserveGeneration(db, { userId: other.id, request: body({ prompt: "boy, 12", preset: generator.slug }) }),
      PROMPT_NOT_ALLOWED,
    );
    expect(error.status).toBe(403);
    const [event] = await db.select().from(moderationEvents).where(eq(moderationEvents.userId, other.id));
    expect(event).toMatchObject({ category: "sexual-minors", prompt: "nude boy, 12" });
    expect(await getBalance(db, other.id)).toBe(2);
    expect(await db.select().from(transactions).where(eq(transactions.userId, other.id))).toHaveLength(1);
  });

  it("lists every generator with a valid preset as a style, and none without", async () => {
    const db = getDb();
    const styled = await generatorWithPreset(ANIME);
    const plain = await generatorWithPreset(null);
    const styles = await listStyleOptions(db);
    expect(styles).toContainEqual({ slug: styled.slug, title: styled.title, model: "flux", aspectRatio: "3:4" });
    expect(styles.map((s) => s.slug)).not.toContain(plain.slug);
  });
});
