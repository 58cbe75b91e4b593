import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { apps, credits, faqs, generations, generators, media, profiles, users } from "~/db/schema";
import { runningGenerations } from "~/features/generation/inflight-generations.server";
import { getEnv } from "~/utils/env.server";
import { createApp, createGenerator, createMedia, createSignedInUser } from "../tests/factories";

// Strict inputs (issue 9), tried as an attacker would, through the whole Hono
// app with the real route modules: every yes/no field refuses anything but
// true/false (and the one value our own control sends) with 400, and a control
// character in any text field answers 400 with a clear message, never 500 and
// never a silent default. Nothing is written by a refused request.

vi.mock("virtual:react-router/server-build", () => import("../tests/setup/react-router-build"));
const { app } = await import("./app");

type Account = { cookie: string; user: { id: string } };
let member: Account;
let admin: Account;
let fixtures: { appId: string; appSlug: string; generatorId: string; generatorSlug: string; mediaId: string; generationId: string };

const site = () => getEnv().PUBLIC_URL;
const NUL = "\u0000";
const CONTROL = /contains an invisible control character \(such as NUL\), which is not allowed/;
const BAD_FLAGS = ["1", "0", "yes", "no", "TRUE", "False", "", "null", "off"];

type Body = { json: unknown } | { form: Record<string, string | File> } | undefined;

async function send(pathname: string, init: { method?: string; cookie?: string; body?: Body } = {}) {
  const method = init.method ?? (init.body ? "POST" : "GET");
  const headers: Record<string, string> = { "user-agent": "vitest", accept: "application/json" };
  if (init.cookie) headers.cookie = init.cookie;
  if (method !== "GET") headers.origin = site();
  let body: BodyInit | undefined;
  if (init.body && "json" in init.body) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.body.json);
  } else if (init.body && "form" in init.body) {
    const data = new FormData();
    for (const [key, value] of Object.entries(init.body.form)) data.set(key, value);
    body = data;
  }
  const response = await app.request(`${site()}${pathname}`, { method, headers, body });
  return { status: response.status, text: await response.text() };
}

async function pngFile() {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#36c" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "pixel.png", { type: "image/png" });
}

/** Every table a refused request could have written to, fingerprinted. */
async function snapshot() {
  const db = getDb();
  const [a, g, m, f, gen, c, p] = await Promise.all([
    db.select().from(apps),
    db.select().from(generators),
    db.select().from(media),
    db.select().from(faqs),
    db.select().from(generations),
    db.select().from(credits),
    db.select().from(profiles),
  ]);
  return JSON.stringify({ a, g, m, f, gen, c, p });
}

async function expectRefused(answer: { status: number; text: string }, message: RegExp | string) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(400);
  // JSON answers carry the message as is; `.data` answers (turbo-stream) carry it as a JSON string.
  if (typeof message === "string") expect(answer.text).toContain(JSON.stringify(message).slice(1, -1));
  else expect(answer.text).toMatch(message);
}

beforeAll(async () => {
  member = await createSignedInUser({ credits: 5 });
  admin = await createSignedInUser();
  await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
  const catalogApp = await createApp();
  const generator = await createGenerator();
  const item = await createMedia();
  const started = await send("/api/generations", {
    cookie: member.cookie,
    body: { json: { prompt: "a fox in the snow", model: "flux", idempotencyKey: "strict-input-fixture" } },
  });
  expect(started.status).toBe(202);
  await Promise.all(runningGenerations());
  const generationId = (JSON.parse(started.text) as { generation: { id: string } }).generation.id;
  fixtures = {
    appId: catalogApp.id,
    appSlug: catalogApp.slug,
    generatorId: generator.id,
    generatorSlug: generator.slug,
    mediaId: item.id,
    generationId,
  };
});

// ---- Yes/no fields: every endpoint that takes one.

type FlagCase = { name: string; field: string; send: (value: string | boolean | number | null) => ReturnType<typeof send>; message: string };

const FLAG_CASES: FlagCase[] = [
  ...(["isPrivate", "isNsfw"] as const).flatMap((field): FlagCase[] => [
    {
      name: `POST /api/generations (form) ${field}`,
      field,
      message: `${field} must be true or false.`,
      send: (value) =>
        send("/api/generations", {
          cookie: member.cookie,
          body: { form: { prompt: "a red kite", model: "flux", idempotencyKey: `flag-form-${field}-${String(value)}`, [field]: String(value) } },
        }),
    },
    {
      name: `POST /api/generations (JSON) ${field}`,
      field,
      message: `${field} must be true or false.`,
      send: (value) =>
        send("/api/generations", {
          cookie: member.cookie,
          body: { json: { prompt: "a red kite", model: "flux", idempotencyKey: `flag-json-${field}-${String(value)}`, [field]: value } },
        }),
    },
  ]),
  {
    name: "GET /api/generations/:id wait",
    field: "wait",
    message: "wait must be true or false.",
    send: (value) => send(`/api/generations/${fixtures.generationId}?wait=${encodeURIComponent(String(value))}`, { cookie: member.cookie }),
  },
  {
    name: "POST /api/adult-confirmation confirmed",
    field: "confirmed",
    message: "confirmed must be true or false.",
    send: (value) => send("/api/adult-confirmation", { cookie: member.cookie, body: { json: { confirmed: value } } }),
  },
  {
    name: "POST /account/images private value",
    field: "value",
    message: "Private must be true or false.",
    send: (value) =>
      send("/account/images.data", { cookie: member.cookie, body: { form: { intent: "private", id: fixtures.generationId, value: String(value) } } }),
  },
  {
    name: "POST /account/images favorite value",
    field: "value",
    message: "Favorite must be true or false.",
    send: (value) =>
      send("/account/images.data", {
        cookie: member.cookie,
        body: { form: { intent: "favorite", id: fixtures.generationId, value: String(value) } },
      }),
  },
  {
    name: "POST /api/checkout isUpgrade",
    field: "isUpgrade",
    message: "isUpgrade must be true or false.",
    send: (value) =>
      send("/api/checkout", { cookie: member.cookie, body: { json: { planType: "creator", billingCycle: "monthly", isUpgrade: value } } }),
  },
  ...(["featured", "hidden"] as const).flatMap((field): FlagCase[] => [
    {
      name: `POST /hidden/admin/apps/save ${field}`,
      field,
      message: `${field} must be true or false.`,
      send: (value) =>
        send("/hidden/admin/apps/save", {
          cookie: admin.cookie,
          body: { form: { id: fixtures.appId, title: "An app", slug: fixtures.appSlug, description: "About it", [field]: String(value) } },
        }),
    },
    {
      name: `POST /hidden/admin/generators/save ${field}`,
      field,
      message: `${field} must be true or false.`,
      send: (value) =>
        send("/hidden/admin/generators/save", {
          cookie: admin.cookie,
          body: {
            form: {
              id: fixtures.generatorId,
              title: "A generator",
              slug: fixtures.generatorSlug,
              description: "About it",
              link: "/generator-app",
              [field]: String(value),
            },
          },
        }),
    },
  ]),
  {
    name: "POST /hidden/admin/media featured",
    field: "featured",
    message: "featured must be true or false.",
    send: (value) =>
      send("/hidden/admin/media.data", {
        cookie: admin.cookie,
        body: { form: { intent: "update", id: fixtures.mediaId, source: "admin", featured: String(value), altText: "", description: "" } },
      }),
  },
  {
    name: "GET /hidden/admin/media/list featured",
    field: "featured",
    message: "featured must be true or false.",
    send: (value) => send(`/hidden/admin/media/list?featured=${encodeURIComponent(String(value))}`, { cookie: admin.cookie }),
  },
  {
    name: "POST /hidden/admin (login code step) trustDevice",
    field: "trustDevice",
    message: "trustDevice must be true or false.",
    send: (value) => send("/hidden/admin.data", { body: { form: { intent: "totp", code: "123456", trustDevice: String(value) } } }),
  },
];

describe("yes/no fields", () => {
  describe.each(FLAG_CASES)("$name", (testCase) => {
    // "1" is what the contract's `?wait=1` sends.
    it.each(BAD_FLAGS.filter((value) => !(testCase.field === "wait" && value === "1")))("refuses %j with 400 and writes nothing", async (value) => {
      const before = await snapshot();
      await expectRefused(await testCase.send(value), testCase.message);
      expect(await snapshot()).toBe(before);
    });
  });

  it.each([
    ["POST /api/generations (JSON) isPrivate", 1],
    ["POST /api/generations (JSON) isPrivate", 0],
    ["POST /api/generations (JSON) isPrivate", null],
    ["POST /api/generations (JSON) isNsfw", "true "],
    ["POST /api/adult-confirmation confirmed", 1],
    ["POST /api/checkout isUpgrade", "yes"],
    ["POST /api/checkout isUpgrade", 1],
  ])("%s refuses the JSON value %j", async (name, value) => {
    const testCase = FLAG_CASES.find((c) => c.name === name)!;
    await expectRefused(await testCase.send(value), testCase.message);
  });

  it("takes true and false, and what our own controls send", async () => {
    const wait = FLAG_CASES.find((c) => c.name === "GET /api/generations/:id wait")!;
    for (const value of ["1", "true", "false"]) expect((await wait.send(value)).status).toBe(200);
    const images = FLAG_CASES.find((c) => c.name === "POST /account/images private value")!;
    expect((await images.send("true")).status).toBe(200);
    expect((await images.send("false")).status).toBe(200);
    const favorite = FLAG_CASES.find((c) => c.name === "POST /account/images favorite value")!;
    expect((await favorite.send("true")).status).toBe(200);
    expect((await favorite.send("false")).status).toBe(200);
    const list = FLAG_CASES.find((c) => c.name === "GET /hidden/admin/media/list featured")!;
    expect((await list.send("true")).status).toBe(200);
    expect((await list.send("false")).status).toBe(200);
    const adult = FLAG_CASES.find((c) => c.name === "POST /api/adult-confirmation confirmed")!;
    await expectRefused(await adult.send(false), "Confirm that you are 18 or older.");
    expect((await adult.send(true)).status).toBe(200);
    const saveApp = FLAG_CASES.find((c) => c.name === "POST /hidden/admin/apps/save featured")!;
    expect((await saveApp.send("true")).status).toBe(200);
    expect((await getDb().select().from(apps).where(eq(apps.id, fixtures.appId)))[0].featured).toBe(true);
    expect((await saveApp.send("false")).status).toBe(200);
    expect((await getDb().select().from(apps).where(eq(apps.id, fixtures.appId)))[0].featured).toBe(false);
    // The audit filter's checkbox sends "1"; true and false are the API's words.
    for (const minor of ["1", "true", "false"])
      expect((await send(`/hidden/admin/moderation.data?minor=${minor}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await send("/hidden/admin/moderation.data?minor=yes", { cookie: admin.cookie })).status).toBe(400);
  });
});

// ---- Text fields: a NUL (and other control characters) in each.

/** `json`: the case sends a JSON body, the only kind that can carry a lone surrogate (forms and URLs turn it into U+FFFD). */
type TextCase = { name: string; json?: true; send: (text: string) => ReturnType<typeof send> };

const generationBody = (fields: Record<string, string>) => ({
  prompt: "a red kite",
  model: "flux",
  idempotencyKey: `text-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  ...fields,
});
const details = (fields: Record<string, unknown>) => ({
  intent: "save-details",
  id: fixtures.appId,
  longDescription: "",
  howItWorks: [],
  benefits: [],
  popularCreations: [],
  ...fields,
});

const TEXT_CASES: TextCase[] = [
  {
    name: "generation prompt (form)",
    send: (t) => send("/api/generations", { cookie: member.cookie, body: { form: generationBody({ prompt: `a kite ${t}` }) } }),
  },
  {
    name: "generation prompt (JSON)",
    json: true,
    send: (t) => send("/api/generations", { cookie: member.cookie, body: { json: generationBody({ prompt: `a kite ${t}` }) } }),
  },
  {
    name: "generation exclusions (JSON)",
    json: true,
    send: (t) => send("/api/generations", { cookie: member.cookie, body: { json: generationBody({ negativePrompt: `people${t}` }) } }),
  },
  {
    name: "generation idempotency key",
    json: true,
    send: (t) => send("/api/generations", { cookie: member.cookie, body: { json: { ...generationBody({}), idempotencyKey: `abcdefgh${t}` } } }),
  },
  {
    name: "checkout userId",
    json: true,
    send: (t) =>
      send("/api/checkout", {
        cookie: member.cookie,
        body: { json: { planType: "creator", billingCycle: "monthly", userId: `${member.user.id}${t}` } },
      }),
  },
  {
    name: "subscription cancel id",
    json: true,
    send: (t) => send("/api/subscription/cancel", { cookie: member.cookie, body: { json: { subscriptionId: `sub_${t}` } } }),
  },
  ...(["title", "slug", "description", "image"] as const).map((field): TextCase => ({
    name: `app save ${field}`,
    send: (t) =>
      send("/hidden/admin/apps/save", {
        cookie: admin.cookie,
        body: {
          form: {
            id: fixtures.appId,
            title: "An app",
            slug: fixtures.appSlug,
            description: "About",
            [field]: field === "image" ? `/x${t}.png` : `x${t}`,
          },
        },
      }),
  })),
  ...(["title", "description", "link"] as const).map((field): TextCase => ({
    name: `generator save ${field}`,
    send: (t) =>
      send("/hidden/admin/generators/save", {
        cookie: admin.cookie,
        body: {
          form: {
            id: fixtures.generatorId,
            title: "A generator",
            slug: fixtures.generatorSlug,
            description: "About",
            link: "/generator-app",
            [field]: field === "link" ? `/generator-app${t}` : `x${t}`,
          },
        },
      }),
  })),
  ...(["altText", "description"] as const).flatMap((field): TextCase[] => [
    {
      name: `media update ${field}`,
      send: (t) =>
        send("/hidden/admin/media.data", {
          cookie: admin.cookie,
          body: {
            form: { intent: "update", id: fixtures.mediaId, source: "admin", featured: "false", altText: "", description: "", [field]: `x${t}` },
          },
        }),
    },
    {
      name: `media upload ${field}`,
      send: async (t) => send("/hidden/admin/media/upload", { cookie: admin.cookie, body: { form: { file: await pngFile(), [field]: `x${t}` } } }),
    },
  ]),
  { name: "media list search", send: (t) => send(`/hidden/admin/media/list?q=${encodeURIComponent(`cat${t}`)}`, { cookie: admin.cookie }) },
  { name: "media page search", send: (t) => send(`/hidden/admin/media.data?q=${encodeURIComponent(`cat${t}`)}`, { cookie: admin.cookie }) },
  { name: "safety audit search", send: (t) => send(`/hidden/admin/moderation.data?q=${encodeURIComponent(`cat${t}`)}`, { cookie: admin.cookie }) },
  {
    name: "safety audit lift account",
    send: (t) => send("/hidden/admin/moderation.data", { cookie: admin.cookie, body: { form: { intent: "lift", userId: `user${t}` } } }),
  },
  {
    name: "details long description",
    json: true,
    send: (t) => send(`/admin/apps/${fixtures.appSlug}.data`, { cookie: admin.cookie, body: { json: details({ longDescription: `x${t}` }) } }),
  },
  {
    name: "details step title",
    json: true,
    send: (t) =>
      send(`/admin/apps/${fixtures.appSlug}.data`, {
        cookie: admin.cookie,
        body: { json: details({ howItWorks: [{ title: `x${t}`, description: "" }] }) },
      }),
  },
  {
    name: "details benefit description",
    json: true,
    send: (t) =>
      send(`/admin/apps/${fixtures.appSlug}.data`, {
        cookie: admin.cookie,
        body: { json: details({ benefits: [{ title: "B", description: `x${t}`, image: "", imagePosition: "left" }] }) },
      }),
  },
  {
    name: "details creation title",
    json: true,
    send: (t) =>
      send(`/admin/apps/${fixtures.appSlug}.data`, {
        cookie: admin.cookie,
        body: { json: details({ popularCreations: [{ id: "temp-1", title: `x${t}`, image: "" }] }) },
      }),
  },
  ...(["question", "answer"] as const).flatMap((field): TextCase[] => [
    {
      name: `new FAQ ${field}`,
      json: true,
      send: (t) =>
        send(`/admin/generators/${fixtures.generatorSlug}.data`, {
          cookie: admin.cookie,
          body: { json: { intent: "add-faq", question: "Q?", answer: "A.", [field]: `x${t}` } },
        }),
    },
  ]),
  {
    name: "admin login e-mail",
    send: (t) => send("/hidden/admin.data", { body: { form: { intent: "password", email: `a${t}@example.com`, password: "secret-123" } } }),
  },
  {
    name: "admin login return address",
    send: (t) =>
      send("/hidden/admin.data", {
        body: { form: { intent: "password", email: "a@example.com", password: "secret-123", redirectTo: `/hidden/admin/apps${t}` } },
      }),
  },
];

const CONTROL_CHARACTERS = [
  ["NUL", NUL],
  ["a bell (U+0007)", "\u0007"],
  ["escape (U+001B)", "\u001b"],
  ["DEL (U+007F)", "\u007f"],
  ["a C1 control (U+0085)", "\u0085"],
];

describe("text fields", () => {
  describe.each(TEXT_CASES)("$name", (testCase) => {
    const characters = testCase.json
      ? [...CONTROL_CHARACTERS, ["a lone surrogate", "\ud800"], ["a lone low surrogate", "x\udc00"]]
      : CONTROL_CHARACTERS;
    it.each(characters)("refuses %s with 400 and a clear message, writing nothing", async (_label, character) => {
      const before = await snapshot();
      await expectRefused(await testCase.send(character), CONTROL);
      expect(await snapshot()).toBe(before);
    });
  });
});

describe("better-auth's own endpoints", () => {
  it.each([
    [
      "sign-up name",
      "/api/auth/sign-up/email",
      (t: string) => ({ name: `Ann${t}`, email: "ann-strict@example.com", password: "Correct-Horse-9-battery" }),
    ],
    [
      "sign-up e-mail",
      "/api/auth/sign-up/email",
      (t: string) => ({ name: "Ann", email: `ann${t}@example.com`, password: "Correct-Horse-9-battery" }),
    ],
    ["sign-in e-mail", "/api/auth/sign-in/email", (t: string) => ({ email: `ann${t}@example.com`, password: "whatever-123" })],
    ["profile name", "/api/auth/update-user", (t: string) => ({ name: `Ann${t}` })],
  ])("%s: a control character answers 400, never 500, and stores nothing", async (_label, pathname, body) => {
    for (const [, character] of [...CONTROL_CHARACTERS, ["a lone surrogate", "\ud800"]]) {
      const before = JSON.stringify(await getDb().select().from(users));
      const answer = await send(pathname, { cookie: member.cookie, body: { json: body(character) } });
      await expectRefused(answer, CONTROL);
      expect(JSON.stringify(await getDb().select().from(users))).toBe(before);
    }
  });
});

describe("a prompt of invisible characters only", () => {
  it.each([
    ["zero-width spaces", "\u200b\u200b\u200b"],
    ["word joiner and BOM", "\u2060\ufeff"],
    ["Hangul fillers", "\u3164\u115f\u1160\uffa0"],
    ["blank braille", "\u2800\u2800"],
    ["white space of every kind", " \t\n\u00a0\u2003\u3000"],
    ["a mix", " \u200b\u3164 \u2800\ufeff\u200d"],
  ])("refuses %s with the prompt-required message (JSON and form)", async (_label, prompt) => {
    const before = await snapshot();
    for (const body of [{ json: generationBody({ prompt }) }, { form: generationBody({ prompt }) }]) {
      const answer = await send("/api/generations", { cookie: member.cookie, body });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({
        ok: false,
        error: { code: "BAD_REQUEST", title: "Invalid request", message: "Please describe your image before generating." },
        fieldErrors: { prompt: "Please describe your image before generating." },
      });
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("public pages given a control character in the address", () => {
  it.each(["/apps/", "/uncensored-ai-generator/"])("%s answers not found, never 500", async (prefix) => {
    for (const slug of ["x%00y", "%00", "x%07", "x%C2%85"]) {
      const answer = await send(`${prefix}${slug}.data`);
      expect(answer.status, `${prefix}${slug}`).toBe(404);
    }
  });

  it("the admin detail editors answer not found, never 500", async () => {
    for (const prefix of ["/admin/apps/", "/admin/generators/"]) {
      expect((await send(`${prefix}x%00y.data`, { cookie: admin.cookie })).status).toBe(404);
    }
  });
});

// ---- Control characters in the address (ids, slugs, query values): refused at the edge, before any route or the database.

describe("a control character in the address", () => {
  const ADDRESS = /The address contains an invisible control character \(such as NUL\)/;
  const QUERY = /The address contains an invisible control character \(such as NUL\), which is not allowed/;

  it("in an id or slug is a 404, in a query value a 400, never a database error", async () => {
    const paths: Array<[string, string | undefined]> = [
      ["/hidden/admin/users/abc%00", admin.cookie],
      ["/hidden/admin/users/abc%00.data", admin.cookie],
      ["/hidden/admin/users/abc%01", admin.cookie],
      ["/checkout/test/abc%00", member.cookie],
      ["/api/generations/abc%00", member.cookie],
      ["/api/generations/abc%00/image", member.cookie],
      ["/apps/abc%00", undefined],
      ["/uncensored-ai-generator/abc%1F", undefined],
      ["/apps/abc%E0%A4%A", undefined],
    ];
    for (const [path, cookie] of paths) {
      const answer = await send(path, { cookie });
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.text).toMatch(ADDRESS);
    }
    for (const [path, cookie] of [
      ["/hidden/admin/users?q=a%00b", admin.cookie],
      ["/account/images?page=1%7F", member.cookie],
      ["/api/generations?cursor=%00", member.cookie],
    ] as const) {
      await expectRefused(await send(path, { cookie }), QUERY);
    }
  });

  it("refuses a POST to an id with a NUL without touching anything", async () => {
    const before = await snapshot();
    const answer = await send("/hidden/admin/users/abc%00.data", { cookie: admin.cookie, body: { form: { intent: "suspend", reason: "x" } } });
    expect(answer.status).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});
