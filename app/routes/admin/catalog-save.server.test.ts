import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { generators } from "~/db/schema";
import { catalogSaveAction } from "./catalog-save.server";

function saveRequest(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return new Request("http://localhost/hidden/admin/generators/save", { method: "POST", body: form });
}

const base = (slug: string) => ({
  title: `Styled ${slug}`,
  slug,
  description: "A styled generator",
  link: "/generator-app",
  featured: "false",
  hidden: "false",
});
const preset = { presetModel: "flux", presetAspectRatio: "3:4", presetTemplate: "anime art of {prompt}", presetNegative: "photo" };

describe("the admin's generator save with a preset", () => {
  it("stores the preset, answers it back, and removes it when the model is set to 'No preset'", async () => {
    const slug = `styled-${Date.now()}`;
    const created = await catalogSaveAction(saveRequest({ ...base(slug), ...preset }), "generator");
    expect(created.status).toBe(200);
    const body = (await created.json()) as { record: { id: string; preset: unknown } };
    const stored = { model: "flux", aspectRatio: "3:4", promptTemplate: "anime art of {prompt}", negativePrompt: "photo" };
    expect(body.record.preset).toEqual(stored);
    const [row] = await getDb().select().from(generators).where(eq(generators.slug, slug));
    expect(row.preset).toEqual(stored);

    const cleared = await catalogSaveAction(saveRequest({ ...base(slug), id: body.record.id, ...preset, presetModel: "" }), "generator");
    expect(cleared.status).toBe(200);
    const [after] = await getDb().select().from(generators).where(eq(generators.slug, slug));
    expect(after.preset).toBeNull();
  });

  it("refuses a template without {prompt} and a model the site does not offer, saving nothing", async () => {
    const slug = `bad-${Date.now()}`;
    const noPlaceholder = await catalogSaveAction(saveRequest({ ...base(slug), ...preset, presetTemplate: "anime art" }), "generator");
    expect(noPlaceholder.status).toBe(400);
    expect(await noPlaceholder.json()).toMatchObject({
      ok: false,
      fieldErrors: { presetTemplate: "The prompt template must contain {prompt} exactly once." },
    });
    const offModel = await catalogSaveAction(saveRequest({ ...base(slug), ...preset, presetModel: "sdwebui:absent.safetensors" }), "generator");
    expect(offModel.status).toBe(400);
    expect(await offModel.json()).toMatchObject({ fieldErrors: { presetModel: expect.stringContaining("models the site offers") } });
    expect(await getDb().select().from(generators).where(eq(generators.slug, slug))).toHaveLength(0);
  });
});
