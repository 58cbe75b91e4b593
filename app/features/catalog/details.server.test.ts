import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { apps, generators } from "~/db/schema";
import { loadAppPage, loadGeneratorPage } from "~/features/catalog/pages.server";
import { createApp, createFaq, createGenerator } from "../../../tests/factories";
import { loadDetails, saveDetails } from "./details.server";
import { addFaq, deleteFaq, listOwnerFaqs, updateFaq } from "./faqs.server";
import type { ContentKind, DetailsContent } from "./details-types";

const step = (n: number) => ({ title: `Step ${n}`, description: `Does ${n}`, image: "/files/catalog/steps/s_1.webp" });
const benefit = { title: "Fast", description: "Quick\nand easy", image: "/files/media_library/b_1.webp", imagePosition: "right" };
const creation = { id: "c1", title: "Cat", image: "/files/media_library/c_1.webp" };

// Every shape older rows may hold (SPEC section 3 / DESIGN "Data").
const STORED_SHAPES: Array<{ name: string; steps: unknown; benefits: unknown; creations: unknown; expectSteps: number }> = [
  { name: "an array", steps: [step(1), step(2)], benefits: [benefit], creations: [creation], expectSteps: 2 },
  {
    name: "{steps} / {items} objects",
    steps: { steps: [step(1), step(2)] },
    benefits: { items: [benefit] },
    creations: { items: [creation] },
    expectSteps: 2,
  },
  { name: "numeric-key objects", steps: { "1": step(2), "0": step(1) }, benefits: { "0": benefit }, creations: { "0": creation }, expectSteps: 2 },
  {
    name: "JSON text",
    steps: JSON.stringify([step(1), step(2)]),
    benefits: JSON.stringify({ items: [benefit] }),
    creations: JSON.stringify([creation]),
    expectSteps: 2,
  },
];

const create = (kind: ContentKind, values: Parameters<typeof createApp>[0]) => (kind === "app" ? createApp(values) : createGenerator(values));

describe.each(["app", "generator"] as const)("%s details", (kind) => {
  it.each(STORED_SHAPES)("reads lists stored as $name", async (shape) => {
    const row = await create(kind, {
      howItWorks: shape.steps,
      benefits: shape.benefits,
      popularCreations: shape.creations,
      longDescription: "Hero text",
    });
    const record = await loadDetails(getDb(), kind, row.slug);
    expect(record).toMatchObject({ id: row.id, slug: row.slug, title: row.title, longDescription: "Hero text" });
    expect(record!.howItWorks).toEqual([step(1), step(2)]);
    expect(record!.benefits).toEqual([benefit]);
    expect(record!.popularCreations).toEqual([creation]);
  });

  it("reads unreadable or non-list values as empty lists", async () => {
    const row = await create(kind, { howItWorks: "not json", benefits: { title: "lonely object" }, popularCreations: 42 });
    const record = await loadDetails(getDb(), kind, row.slug);
    expect(record).toMatchObject({ howItWorks: [], benefits: [], popularCreations: [], longDescription: "" });
  });

  it("returns null for a slug that does not exist", async () => {
    expect(await loadDetails(getDb(), kind, "no-such-slug")).toBeNull();
  });

  it("saves all four fields by id as plain arrays and reads back the same", async () => {
    const row = await create(kind, { howItWorks: { steps: [step(1)] }, benefits: "[]", popularCreations: { "0": creation } });
    const table = kind === "app" ? apps : generators;
    const lastWrite = new Date("2024-06-01T00:00:00Z");
    await getDb().update(table).set({ updatedAt: lastWrite }).where(eq(table.id, row.id));
    const content: DetailsContent = {
      longDescription: "New hero text\n\nSecond paragraph <script>alert(1)</script>",
      howItWorks: [step(2), { title: "No image", description: "" }],
      benefits: [
        { title: "Left", description: "L", image: "", imagePosition: "left" },
        { ...benefit, imagePosition: "right" },
      ],
      popularCreations: [creation, { id: "temp-1700000000000", title: "New", image: "https://cdn.example/new.png" }],
    };
    const saved = await saveDetails(getDb(), kind, row.id, content);
    expect(saved).toMatchObject(content);

    const [stored] = await getDb().select().from(table).where(eq(table.id, row.id));
    // Plain arrays in the jsonb columns; the temporary id is kept as the id.
    expect(stored.howItWorks).toEqual([step(2), { title: "No image", description: "" }]);
    expect(stored.benefits).toEqual(content.benefits);
    expect(stored.popularCreations).toEqual(content.popularCreations);
    expect(stored.longDescription).toBe(content.longDescription);
    // The editors re-sync on this time, so a save must move it.
    expect(stored.updatedAt.getTime()).toBeGreaterThan(lastWrite.getTime());

    const reloaded = await loadDetails(getDb(), kind, row.slug);
    expect(reloaded).toMatchObject(content);
  });

  it("stores an empty long description as none, so the page falls back to the short description", async () => {
    const row = await create(kind, { longDescription: "Old" });
    await saveDetails(getDb(), kind, row.id, { longDescription: "  ", howItWorks: [], benefits: [], popularCreations: [] });
    const table = kind === "app" ? apps : generators;
    const [stored] = await getDb().select().from(table).where(eq(table.id, row.id));
    expect(stored.longDescription).toBeNull();
  });

  it("refuses to save a record that no longer exists", async () => {
    await expect(
      saveDetails(getDb(), kind, "00000000-0000-4000-8000-000000000000", { longDescription: "", howItWorks: [], benefits: [], popularCreations: [] }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", title: "Failed to save changes" });
  });

  it("shows a save on the public page at once (the catalogue cache is dropped)", async () => {
    const row = await create(kind, { longDescription: "Before" });
    const read = () => (kind === "app" ? loadAppPage(row.slug).then((p) => p?.app) : loadGeneratorPage(row.slug).then((p) => p?.generator));
    expect((await read())?.longDescription).toBe("Before");
    await saveDetails(getDb(), kind, row.id, { longDescription: "After", howItWorks: [step(1)], benefits: [], popularCreations: [] });
    const page = await read();
    expect(page?.longDescription).toBe("After");
    expect(page?.howItWorks).toEqual([step(1)]);
  });
});

describe("FAQs of the edited page", () => {
  it("adds, updates and deletes FAQs under the generator's slug or app_{slug}", async () => {
    const db = getDb();
    const generator = await createGenerator();
    const app = await createApp();
    const added = await addFaq(db, { kind: "generator", slug: generator.slug }, { question: "Q1", answer: "A\nB" });
    await addFaq(db, { kind: "app", slug: app.slug }, { question: "App Q", answer: "App A" });

    expect(await listOwnerFaqs(db, { kind: "generator", slug: generator.slug })).toEqual([{ id: added.id, question: "Q1", answer: "A\nB" }]);
    expect((await loadAppPage(app.slug))?.faqs.map((f) => f.question)).toEqual(["App Q"]);

    await updateFaq(db, { kind: "generator", slug: generator.slug }, added.id, { question: "Q1 edited", answer: "" });
    expect((await loadGeneratorPage(generator.slug))?.faqs).toEqual([{ id: added.id, question: "Q1 edited", answer: "" }]);

    await deleteFaq(db, { kind: "generator", slug: generator.slug }, added.id);
    expect(await listOwnerFaqs(db, { kind: "generator", slug: generator.slug })).toEqual([]);
  });

  it("does not touch a FAQ of another page", async () => {
    const db = getDb();
    const generator = await createGenerator();
    const home = await createFaq({ page: "home", question: "Home Q" });
    const owner = { kind: "generator" as const, slug: generator.slug };
    await expect(updateFaq(db, owner, home.id, { question: "Hijacked", answer: "x" })).rejects.toMatchObject({ title: "Failed to update FAQ" });
    await expect(deleteFaq(db, owner, home.id)).rejects.toMatchObject({ title: "Failed to delete FAQ" });
    expect((await listOwnerFaqs(db, { kind: "generator", slug: "home" })).map((f) => f.question)).toContain("Home Q");
  });
});
