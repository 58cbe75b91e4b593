import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { apps, faqs, generators, users } from "~/db/schema";
import { getEnv } from "~/utils/env.server";
import { isResponse } from "~/utils/misc";
import { createApp, createFaq, createGenerator, createSignedInUser } from "../../../tests/factories";
import * as appDetails from "./app-details";
import * as generatorDetails from "./generator-details";

// The two detail-edit routes, called the way React Router calls them.
type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
type Result = { status: number; body: unknown };

let member: { cookie: string };
let admin: { cookie: string; user: { id: string } };

beforeAll(async () => {
  member = await createSignedInUser();
  admin = await createSignedInUser();
  await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
});

async function call(handler: unknown, path: string, slug: string, options: { cookie?: string; body?: unknown } = {}): Promise<Result> {
  const headers = new Headers({ "user-agent": "vitest" });
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  const request = new Request(`${getEnv().PUBLIC_URL}${path}`, {
    method: options.body === undefined ? "GET" : "POST",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  let result: unknown;
  try {
    result = await (handler as Handler)({ request, params: { slug }, context: {} });
  } catch (thrown) {
    result = thrown;
  }
  if (isResponse(result)) return { status: result.status, body: await result.json().catch(() => null) };
  const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit };
  if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  return { status: 200, body: result };
}

const ROUTES = [
  {
    kind: "app" as const,
    module: appDetails,
    path: (slug: string) => `/admin/apps/${slug}`,
    create: () => createApp(),
    page: (slug: string) => `app_${slug}`,
  },
  {
    kind: "generator" as const,
    module: generatorDetails,
    path: (slug: string) => `/admin/generators/${slug}`,
    create: () => createGenerator(),
    page: (slug: string) => slug,
  },
];

const content = {
  longDescription: "Hero <b>text</b>",
  howItWorks: [{ title: "Enter Your Prompt", description: "Type it", image: "/files/media_library/a_1.webp" }],
  benefits: [{ title: "New Benefit", description: "Describe the benefit here", image: "/files/media_library/b_1.webp", imagePosition: "right" }],
  popularCreations: [{ id: "temp-1700000000000", title: "Cat", image: "/files/media_library/c_1.webp" }],
};

describe.each(ROUTES)("/admin/$kind details", ({ kind, module, path, create, page }) => {
  const table = kind === "app" ? apps : generators;

  async function snapshot(id: string, slug: string) {
    const [row] = await getDb().select().from(table).where(eq(table.id, id));
    return {
      row,
      faqs: await getDb()
        .select()
        .from(faqs)
        .where(eq(faqs.page, page(slug)))
        .orderBy(faqs.id),
    };
  }

  it("refuses visitors (401) and signed-in non-admins (403) on the loader and on every write", async () => {
    const record = await create();
    const faq = await createFaq({ page: page(record.slug) });
    const writes = [
      { intent: "save-details", id: record.id, ...content },
      { intent: "add-faq", question: "Intruder?", answer: "Yes" },
      { intent: "update-faq", id: faq.id, question: "Defaced", answer: "x" },
      { intent: "delete-faq", id: faq.id },
    ];
    const before = await snapshot(record.id, record.slug);
    expect((await call(module.loader, path(record.slug), record.slug)).status).toBe(401);
    expect((await call(module.loader, path(record.slug), record.slug, { cookie: member.cookie })).status).toBe(403);
    for (const body of writes) {
      expect((await call(module.action, path(record.slug), record.slug, { body })).status, body.intent).toBe(401);
      expect((await call(module.action, path(record.slug), record.slug, { body, cookie: member.cookie })).status, body.intent).toBe(403);
    }
    expect(await snapshot(record.id, record.slug)).toEqual(before);
  });

  it("loads the record with its FAQs for an admin, and 404 with no record for an unknown slug", async () => {
    const record = await create();
    await createFaq({ page: page(record.slug), question: "Mine?" });
    await createFaq({ page: "home", question: "Not mine?" });
    const loaded = await call(module.loader, path(record.slug), record.slug, { cookie: admin.cookie });
    expect(loaded.status).toBe(200);
    const body = loaded.body as { kind: string; record: { id: string; title: string }; faqs: Promise<Array<{ question: string }>> };
    expect(body.kind).toBe(kind);
    expect(body.record).toMatchObject({ id: record.id, title: record.title });
    expect((await body.faqs).map((f) => f.question)).toEqual(["Mine?"]);

    const missing = await call(module.loader, path("nope"), "nope", { cookie: admin.cookie });
    expect(missing).toEqual({ status: 404, body: { kind, record: null, faqs: null } });
  });

  it("saves the details and the loader reads back what was saved", async () => {
    const record = await create();
    const saved = await call(module.action, path(record.slug), record.slug, {
      cookie: admin.cookie,
      body: { intent: "save-details", id: record.id, ...content },
    });
    expect(saved).toEqual({ status: 200, body: { ok: true, intent: "save-details" } });
    const loaded = (await call(module.loader, path(record.slug), record.slug, { cookie: admin.cookie })).body as { record: unknown };
    expect(loaded.record).toMatchObject(content);
  });

  it("refuses a bad save with the spec's title and a readable message, writing nothing", async () => {
    const record = await create();
    const before = await snapshot(record.id, record.slug);
    const bad = { intent: "save-details", id: record.id, ...content, benefits: [{ ...content.benefits[0], image: "javascript:alert(1)" }] };
    const result = await call(module.action, path(record.slug), record.slug, { cookie: admin.cookie, body: bad });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      ok: false,
      error: { title: "Failed to save changes", message: expect.stringMatching(/^Benefit 1: Images must come/) },
    });
    expect(await snapshot(record.id, record.slug)).toEqual(before);
  });

  it("answers every refused field of a save at once, each named by its section and item", async () => {
    const record = await create();
    const before = await snapshot(record.id, record.slug);
    const bad = {
      intent: "save-details",
      id: record.id,
      ...content,
      benefits: [content.benefits[0], { ...content.benefits[0], image: "javascript:alert(1)" }],
      popularCreations: [{ ...content.popularCreations[0], image: "ftp://example.com/a.png" }],
    };
    const result = await call(module.action, path(record.slug), record.slug, { cookie: admin.cookie, body: bad });
    expect(result.status).toBe(400);
    const fieldErrors = (result.body as { fieldErrors: Record<string, string> }).fieldErrors;
    expect(Object.values(fieldErrors)).toEqual([expect.stringMatching(/^Benefit 2: /), expect.stringMatching(/^Creation 1: /)]);
    expect(await snapshot(record.id, record.slug)).toEqual(before);
  });

  it("adds, updates and deletes a FAQ at once, each through its own request", async () => {
    const record = await create();
    const post = (body: unknown) => call(module.action, path(record.slug), record.slug, { cookie: admin.cookie, body });

    expect((await post({ intent: "add-faq", question: "  Is it free?  ", answer: "Line 1\nLine 2" })).body).toEqual({
      ok: true,
      intent: "add-faq",
    });
    let rows = (await snapshot(record.id, record.slug)).faqs;
    expect(rows).toMatchObject([{ page: page(record.slug), question: "Is it free?", answer: "Line 1\nLine 2" }]);

    const refused = await post({ intent: "add-faq", question: " ", answer: "x" });
    expect(refused).toMatchObject({
      status: 400,
      body: { ok: false, error: { title: "Failed to add FAQ", message: "Question: Both question and answer are required." } },
    });

    expect((await post({ intent: "update-faq", id: rows[0].id, question: "Is it really free?", answer: "Yes" })).body).toEqual({
      ok: true,
      intent: "update-faq",
    });
    rows = (await snapshot(record.id, record.slug)).faqs;
    expect(rows).toMatchObject([{ question: "Is it really free?", answer: "Yes" }]);

    expect((await post({ intent: "delete-faq", id: rows[0].id })).body).toEqual({ ok: true, intent: "delete-faq" });
    expect((await snapshot(record.id, record.slug)).faqs).toEqual([]);

    const gone = await post({ intent: "delete-faq", id: rows[0].id });
    expect(gone).toMatchObject({ status: 404, body: { ok: false, error: { title: "Failed to delete FAQ" } } });
  });

  it("refuses to add a FAQ to a record that does not exist", async () => {
    const result = await call(module.action, path("ghost"), "ghost", {
      cookie: admin.cookie,
      body: { intent: "add-faq", question: "Q", answer: "A" },
    });
    expect(result).toMatchObject({ status: 404, body: { ok: false, error: { title: "Failed to add FAQ" } } });
    expect(
      await getDb()
        .select()
        .from(faqs)
        .where(eq(faqs.page, page("ghost"))),
    ).toEqual([]);
  });
});
