import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import {
  adminActions,
  appSettings,
  apps,
  faqs,
  generationSuspensions,
  generators,
  media,
  generations,
  moderationEvents,
  pictureReports,
  providerCalls,
  publishedPictures,
  sessions,
  transactions,
  users,
} from "~/db/schema";
import { enqueueProviderCall } from "~/features/billing/outbox.server";
import { recordModerationEvent } from "~/features/moderation/audit.server";
import { getActiveSuspension } from "~/features/moderation/suspension.server";
import { reportPicture } from "~/features/moderation/picture-reports.server";
import { insertPicture } from "~/features/library/library-test-helpers";
import { getEnv } from "~/utils/env.server";
import { isResponse } from "~/utils/misc";
import { createApp, createFaq, createGenerator, createMedia, createSignedInUser, createUser } from "../../../tests/factories";
import * as appDetails from "./app-details";
import * as appsRoute from "./apps";
import * as appsSave from "./apps-save";
import * as dashboard from "./dashboard";
import * as generatorDetails from "./generator-details";
import * as generatorsRoute from "./generators";
import * as generatorsSave from "./generators-save";
import * as layout from "./layout";
import * as login from "./login";
import * as mediaRoute from "./media";
import * as mediaList from "./media-list";
import * as mediaUpload from "./media-upload";
import * as moderationRoute from "./moderation";
import * as providerCallsRoute from "./provider-calls";
import * as enginesRoute from "./engines";
import * as demoDataRoute from "./demo-data";
import * as auditLogRoute from "./audit-log";
import * as exportPayments from "./export-payments";
import * as exportTransactions from "./export-transactions";
import * as exportUsers from "./export-users";
import * as paymentsRoute from "./payments";
import * as settingsRoute from "./settings";
import * as settingsLogo from "./settings-logo";
import * as userRoute from "./user";
import * as userDeleteRoute from "./user-delete";
import * as usersRoute from "./users";

// Every admin loader and action, called the way React Router calls them.
type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;

type Case = {
  name: string;
  handler: Handler;
  method: "GET" | "POST";
  path: string;
  params?: () => Record<string, string>;
  /** The request body an attacker would send: a real write if the guard let it through. */
  body?: () => Promise<BodyInit> | BodyInit;
  /** Where an admin is sent, for a loader that only redirects (an old address). */
  redirectsTo?: string;
};

let fixtures: { appId: string; generatorId: string; mediaId: string; faqId: string; suspendedUserId: string; reportedGenerationId: string };

function json(body: Record<string, unknown>) {
  return JSON.stringify(body);
}

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

async function pngFile() {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "pixel.png", { type: "image/png" });
}

// The layout's args type names its child routes' params, too wide for a plain cast.
const layoutLoader = layout.loader as unknown as Handler;

const CASES: Case[] = [
  { name: "layout loader", handler: layoutLoader, method: "GET", path: "/hidden/admin/dashboard" },
  { name: "dashboard loader", handler: dashboard.loader as Handler, method: "GET", path: "/hidden/admin/dashboard" },
  { name: "apps loader", handler: appsRoute.loader as Handler, method: "GET", path: "/hidden/admin/apps" },
  {
    name: "apps action (delete)",
    handler: appsRoute.action as Handler,
    method: "POST",
    path: "/hidden/admin/apps",
    body: () => form({ intent: "delete", id: fixtures.appId }),
  },
  {
    name: "apps save action (create)",
    handler: appsSave.action as Handler,
    method: "POST",
    path: "/hidden/admin/apps/save",
    body: async () => form({ title: "Intruder", slug: "intruder", description: "x", imageFile: await pngFile() }),
  },
  {
    name: "apps save action (update)",
    handler: appsSave.action as Handler,
    method: "POST",
    path: "/hidden/admin/apps/save",
    body: () => form({ id: fixtures.appId, title: "Defaced", slug: "defaced", description: "x" }),
  },
  { name: "generators loader", handler: generatorsRoute.loader as Handler, method: "GET", path: "/hidden/admin/generators" },
  {
    name: "generators action (delete)",
    handler: generatorsRoute.action as Handler,
    method: "POST",
    path: "/hidden/admin/generators",
    body: () => form({ intent: "delete", id: fixtures.generatorId }),
  },
  {
    name: "generators save action (create)",
    handler: generatorsSave.action as Handler,
    method: "POST",
    path: "/hidden/admin/generators/save",
    body: () => form({ title: "Intruder", slug: "intruder", description: "x", link: "/generator-app" }),
  },
  {
    name: "generators save action (update)",
    handler: generatorsSave.action as Handler,
    method: "POST",
    path: "/hidden/admin/generators/save",
    body: () => form({ id: fixtures.generatorId, title: "Defaced", slug: "defaced", description: "x", link: "/x" }),
  },
  { name: "media loader", handler: mediaRoute.loader as Handler, method: "GET", path: "/hidden/admin/media" },
  {
    name: "media action (update)",
    handler: mediaRoute.action as Handler,
    method: "POST",
    path: "/hidden/admin/media",
    body: () => form({ intent: "update", id: fixtures.mediaId, source: "user", featured: "false", altText: "defaced", description: "" }),
  },
  {
    name: "media action (delete)",
    handler: mediaRoute.action as Handler,
    method: "POST",
    path: "/hidden/admin/media",
    body: () => form({ intent: "delete", id: fixtures.mediaId }),
  },
  { name: "media list loader (picker)", handler: mediaList.loader as Handler, method: "GET", path: "/hidden/admin/media/list" },
  {
    name: "media upload action",
    handler: mediaUpload.action as Handler,
    method: "POST",
    path: "/hidden/admin/media/upload",
    body: async () => form({ file: await pngFile() }),
  },
  {
    name: "safety audit loader",
    handler: moderationRoute.loader as Handler,
    method: "GET",
    path: "/hidden/admin/moderation?layer=text&minor=1&q=child",
  },
  {
    name: "safety audit action (lift suspension)",
    handler: moderationRoute.action as Handler,
    method: "POST",
    path: "/hidden/admin/moderation",
    body: () => form({ intent: "lift", userId: fixtures.suspendedUserId }),
  },
  {
    name: "safety action (remove a reported picture)",
    handler: moderationRoute.action as Handler,
    method: "POST",
    path: "/hidden/admin/moderation",
    body: () => form({ intent: "remove-picture", generationId: fixtures.reportedGenerationId }),
  },
  {
    name: "safety action (dismiss a picture's reports)",
    handler: moderationRoute.action as Handler,
    method: "POST",
    path: "/hidden/admin/moderation",
    body: () => form({ intent: "dismiss-reports", generationId: fixtures.reportedGenerationId }),
  },
  {
    name: "provider calls loader (moved to the Payments page)",
    handler: providerCallsRoute.loader as Handler,
    method: "GET",
    path: "/hidden/admin/provider-calls?page=1",
    redirectsTo: "/hidden/admin/payments?tab=calls",
  },
  { name: "image engines loader", handler: enginesRoute.loader as Handler, method: "GET", path: "/hidden/admin/engines" },
  { name: "demo data loader", handler: demoDataRoute.loader as Handler, method: "GET", path: "/hidden/admin/demo-data" },
  {
    name: "demo data action (remove)",
    handler: demoDataRoute.action as Handler,
    method: "POST",
    path: "/hidden/admin/demo-data",
    body: () => form({ intent: "remove-demo-data" }),
  },
  // Operator console.
  { name: "users loader", handler: usersRoute.loader as Handler, method: "GET", path: "/hidden/admin/users?q=example" },
  {
    name: "user loader",
    handler: userRoute.loader as Handler,
    method: "GET",
    path: "/hidden/admin/users/x",
    params: () => ({ userId: fixtures.suspendedUserId }),
  },
  ...[
    ["adjust credits", { intent: "adjust-credits", amount: "1000", reason: "Free money" }],
    ["suspend", { intent: "suspend", reason: "Silenced" }],
    ["mark verified", { intent: "mark-verified" }],
    ["resend verification", { intent: "resend-verification" }],
    ["sign out everywhere", { intent: "sign-out-everywhere" }],
    ["make admin", { intent: "make-admin" }],
    ["remove admin", { intent: "remove-admin" }],
  ].map(([name, fields]): Case => ({
    name: `user action (${name as string})`,
    handler: userRoute.action as Handler,
    method: "POST",
    path: "/hidden/admin/users/x",
    params: () => ({ userId: (fields as Record<string, string>).intent === "remove-admin" ? admin.user.id : fixtures.suspendedUserId }),
    body: () => form(fields as Record<string, string>),
  })),
  {
    name: "user delete action",
    handler: userDeleteRoute.action as Handler,
    method: "POST",
    path: "/hidden/admin/users/x/delete",
    params: () => ({ userId: fixtures.suspendedUserId }),
    // A complete, valid deletion of a real account if the guard let it through.
    body: async () => {
      const [target] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, fixtures.suspendedUserId));
      return form({ intent: "delete-account", reason: "Deleted by an intruder", confirmEmail: target.email });
    },
  },
  { name: "payments loader", handler: paymentsRoute.loader as Handler, method: "GET", path: "/hidden/admin/payments" },
  {
    name: "payments action (retry a provider call)",
    handler: paymentsRoute.action as Handler,
    method: "POST",
    path: "/hidden/admin/payments?tab=calls",
    body: async () => {
      // A refund the provider refused, pushed to it again if the guard let it through.
      await enqueueProviderCall(getDb(), { kind: "stripe.refund-payment", paymentIntentId: "pi_guarded", reason: "guard test" }, "guarded-retry");
      const [failed] = await getDb().update(providerCalls).set({ status: "failed" }).where(eq(providerCalls.dedupeKey, "guarded-retry")).returning();
      return form({ intent: "retry", id: failed.id });
    },
  },
  { name: "audit log loader", handler: auditLogRoute.loader as Handler, method: "GET", path: "/hidden/admin/audit" },
  { name: "settings loader", handler: settingsRoute.loader as Handler, method: "GET", path: "/hidden/admin/settings" },
  {
    name: "settings action (maintenance on)",
    handler: settingsRoute.action as Handler,
    method: "POST",
    path: "/hidden/admin/settings",
    body: () => form({ intent: "maintenance", enabled: "on", message: "Taken over" }),
  },
  {
    name: "settings action (rebrand)",
    handler: settingsRoute.action as Handler,
    method: "POST",
    path: "/hidden/admin/settings",
    body: () => form({ intent: "brand", siteName: "Intruder", tagline: "", logoUrl: "", featuredOnLabel: "", featuredOnUrl: "" }),
  },
  {
    name: "settings logo upload",
    handler: settingsLogo.action as Handler,
    method: "POST",
    path: "/hidden/admin/settings/logo",
    body: async () => form({ file: await pngFile() }),
  },
  { name: "users CSV export", handler: exportUsers.loader as Handler, method: "GET", path: "/hidden/admin/export/users.csv" },
  {
    name: "transactions CSV export",
    handler: exportTransactions.loader as Handler,
    method: "GET",
    path: "/hidden/admin/export/transactions.csv?from=2026-01-01&to=2026-12-31",
  },
  {
    name: "payments CSV export",
    handler: exportPayments.loader as Handler,
    method: "GET",
    path: "/hidden/admin/export/payments.csv?from=2026-01-01&to=2026-12-31",
  },
  // The detail editors (/admin/apps/{slug}, /admin/generators/{slug}) take JSON bodies.
  {
    name: "app details loader",
    handler: appDetails.loader as Handler,
    method: "GET",
    path: "/admin/apps/kept-app",
    params: () => ({ slug: "kept-app" }),
  },
  {
    name: "app details action (save details)",
    handler: appDetails.action as Handler,
    method: "POST",
    path: "/admin/apps/kept-app",
    params: () => ({ slug: "kept-app" }),
    body: () =>
      json({
        intent: "save-details",
        id: fixtures.appId,
        longDescription: "Defaced",
        howItWorks: [{ title: "Defaced", description: "x" }],
        benefits: [],
        popularCreations: [],
      }),
  },
  {
    name: "app details action (add FAQ)",
    handler: appDetails.action as Handler,
    method: "POST",
    path: "/admin/apps/kept-app",
    params: () => ({ slug: "kept-app" }),
    body: () => json({ intent: "add-faq", question: "Intruder?", answer: "Yes" }),
  },
  {
    name: "generator details loader",
    handler: generatorDetails.loader as Handler,
    method: "GET",
    path: "/admin/generators/kept-generator",
    params: () => ({ slug: "kept-generator" }),
  },
  {
    name: "generator details action (save details)",
    handler: generatorDetails.action as Handler,
    method: "POST",
    path: "/admin/generators/kept-generator",
    params: () => ({ slug: "kept-generator" }),
    body: () =>
      json({
        intent: "save-details",
        id: fixtures.generatorId,
        longDescription: "Defaced",
        howItWorks: [],
        benefits: [],
        popularCreations: [],
      }),
  },
  {
    name: "generator details action (delete FAQ)",
    handler: generatorDetails.action as Handler,
    method: "POST",
    path: "/admin/generators/kept-generator",
    params: () => ({ slug: "kept-generator" }),
    body: () => json({ intent: "delete-faq", id: fixtures.faqId }),
  },
];

// Every module under app/routes/admin whose loader and action need the admin role.
const GUARDED_MODULES: Record<string, object> = {
  "layout.tsx": layout,
  "dashboard.tsx": dashboard,
  "apps.tsx": appsRoute,
  "apps-save.ts": appsSave,
  "generators.tsx": generatorsRoute,
  "generators-save.ts": generatorsSave,
  "media.tsx": mediaRoute,
  "media-list.ts": mediaList,
  "media-upload.ts": mediaUpload,
  "moderation.tsx": moderationRoute,
  "provider-calls.tsx": providerCallsRoute,
  "engines.tsx": enginesRoute,
  "demo-data.tsx": demoDataRoute,
  "users.tsx": usersRoute,
  "user.tsx": userRoute,
  "user-delete.ts": userDeleteRoute,
  "payments.tsx": paymentsRoute,
  "audit-log.tsx": auditLogRoute,
  "settings.tsx": settingsRoute,
  "settings-logo.ts": settingsLogo,
  "export-users.ts": exportUsers,
  "export-transactions.ts": exportTransactions,
  "export-payments.ts": exportPayments,
  "app-details.tsx": appDetails,
  "generator-details.tsx": generatorDetails,
};
// The admin login is open to everyone (tested below).
const PUBLIC_MODULES = ["login.tsx"];
// Not routes: code kept beside the route that uses it (the account deletion's server code and form).

async function call(testCase: Case, cookie?: string, body?: BodyInit) {
  const headers = new Headers({ "user-agent": "vitest" });
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(`${getEnv().PUBLIC_URL}${testCase.path}`, {
    method: testCase.method,
    headers,
    body: testCase.method === "POST" ? (body ?? (await testCase.body?.()) ?? new FormData()) : undefined,
  });
  let result: unknown;
  try {
    result = await testCase.handler({ request, params: testCase.params?.() ?? {}, context: {} });
  } catch (thrown) {
    result = thrown;
  }
  if (isResponse(result)) return { status: result.status, location: result.headers.get("location") };
  const init = (result as { init?: ResponseInit } | null)?.init;
  return { status: init?.status ?? 200, location: null };
}

async function snapshot() {
  const db = getDb();
  return {
    apps: await db.select().from(apps).orderBy(apps.id),
    generators: await db.select().from(generators).orderBy(generators.id),
    media: await db.select().from(media).orderBy(media.id),
    faqs: await db.select().from(faqs).orderBy(faqs.id),
    moderationEvents: await db.select().from(moderationEvents).orderBy(moderationEvents.id),
    suspensions: await db.select().from(generationSuspensions).orderBy(generationSuspensions.id),
    users: await db.select().from(users).orderBy(users.id),
    sessions: await db.select({ id: sessions.id }).from(sessions).orderBy(sessions.id),
    transactions: await db.select().from(transactions).orderBy(transactions.id),
    adminActions: await db.select().from(adminActions).orderBy(adminActions.id),
    appSettings: await db.select().from(appSettings).orderBy(appSettings.key),
    generations: await db.select({ id: generations.id }).from(generations).orderBy(generations.id),
    publishedPictures: await db.select().from(publishedPictures).orderBy(publishedPictures.generationId),
    pictureReports: await db.select().from(pictureReports).orderBy(pictureReports.id),
  };
}

let member: { cookie: string };
let admin: { cookie: string; user: { id: string } };

beforeAll(async () => {
  fixtures = {
    appId: (await createApp({ slug: "kept-app" })).id,
    generatorId: (await createGenerator({ slug: "kept-generator" })).id,
    mediaId: (await createMedia({ altText: "kept" })).id,
    faqId: (await createFaq({ page: "kept-generator", question: "Kept?", answer: "Yes" })).id,
    suspendedUserId: (await createUser()).id,
    reportedGenerationId: "",
  };
  // A published picture with an open 'minor' report (hidden) that only an admin may remove or dismiss.
  const author = await createUser();
  const reporter = await createUser();
  const picture = await insertPicture(author.id);
  await getDb().insert(publishedPictures).values({ generationId: picture.id, userId: author.id, isNsfw: false });
  await reportPicture(getDb(), reporter.id, picture.id, { reason: "minor", details: "" });
  fixtures.reportedGenerationId = picture.id;
  // A real suspension (three minor-signal refusals) that only an admin may lift.
  for (let i = 0; i < 3; i++) {
    await recordModerationEvent(getDb(), {
      userId: fixtures.suspendedUserId,
      layer: "text",
      category: "sexual-minors",
      minorSignal: true,
      reason: "test refusal",
      prompt: `refused prompt ${i}`,
      negativePrompt: "",
      isNsfw: false,
    });
  }
  expect(await getActiveSuspension(getDb(), fixtures.suspendedUserId)).not.toBeNull();
  member = await createSignedInUser();
  const signedInAdmin = await createSignedInUser();
  await getDb().update(users).set({ role: "admin" }).where(eq(users.id, signedInAdmin.user.id));
  admin = signedInAdmin;
});

describe("admin loaders and actions refuse everyone but admins", () => {
  it("covers every admin route module's loader and action", () => {
    const covered = new Set(CASES.map((c) => c.handler));
    for (const module of Object.values(GUARDED_MODULES)) {
      for (const handler of [(module as { loader?: Handler }).loader, (module as { action?: Handler }).action]) {
        if (handler) expect(covered.has(handler)).toBe(true);
      }
    }
  });

  it("knows every route module in app/routes/admin (a new one must be added here)", () => {
    // A screen's server code beside its route (settings.server.ts) is not a route module.
    const files = readdirSync(path.dirname(fileURLToPath(import.meta.url))).filter(
      (name) => /\.tsx?$/.test(name) && !name.includes(".test.") && !/\.server\.tsx?$/.test(name),
    );
    expect(files.sort()).toEqual([...Object.keys(GUARDED_MODULES), ...PUBLIC_MODULES].sort());
  });

  it.each(CASES)("$name: a visitor is refused (401, or the layout's redirect to the admin login)", async (testCase) => {
    const before = await snapshot();
    const result = await call(testCase);
    if (testCase.handler === layoutLoader) {
      expect(result.status).toBe(302);
      expect(result.location).toBe("/hidden/admin?redirectTo=%2Fhidden%2Fadmin%2Fdashboard");
    } else {
      expect(result.status).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each(CASES)("$name: a signed-in user without the admin role gets 403", async (testCase) => {
    const before = await snapshot();
    const result = await call(testCase, member.cookie);
    expect(result.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("leaves the suspension active after a visitor's and a member's lift attempts", async () => {
    const lift = CASES.find((c) => c.handler === moderationRoute.action)!;
    expect((await call(lift)).status).toBe(401);
    expect((await call(lift, member.cookie)).status).toBe(403);
    expect(await getActiveSuspension(getDb(), fixtures.suspendedUserId)).toMatchObject({ liftedAt: null, liftedBy: null });
  });

  it.each(CASES)("$name: an admin gets past the check", async (testCase) => {
    // Writes get a body that fails validation, so the fixtures stay; what matters is that it is not 401/403.
    const result = await call(testCase, admin.cookie, testCase.method === "POST" ? form({ intent: "nothing" }) : undefined);
    expect(result.status).not.toBe(401);
    expect(result.status).not.toBe(403);
    expect(result.status).toBe(testCase.redirectsTo ? 302 : testCase.method === "GET" ? 200 : 400);
    if (testCase.redirectsTo) expect(result.location).toBe(testCase.redirectsTo);
  });
});

describe("safety audit page", () => {
  const audit = (query: string, cookie = admin.cookie) =>
    call({ name: "audit", handler: moderationRoute.loader as Handler, method: "GET", path: `/hidden/admin/moderation${query}` }, cookie);

  it("answers 400 to filter values it does not know, instead of guessing", async () => {
    for (const query of [
      "?layer=bogus",
      "?category=nsfw",
      "?minor=yes",
      "?minor=TRUE",
      "?minor=on",
      "?page=0",
      "?page=-1",
      "?page=1.5",
      `?q=${"x".repeat(201)}`,
      "?layer=text&layer=output",
    ]) {
      expect((await audit(query)).status, query).toBe(400);
    }
    // Empty fields are what a plain GET form sends for "all".
    expect((await audit("?layer=&category=&q=&page=")).status).toBe(200);
    expect((await audit(`?layer=edit-source&category=check-failed&minor=1&page=3&q=${"x".repeat(200)}`)).status).toBe(200);
  });

  it("lifts a suspension for an admin, once", async () => {
    const user = await createUser();
    for (let i = 0; i < 3; i++) {
      await recordModerationEvent(getDb(), {
        userId: user.id,
        layer: "output",
        category: "sexual-minors",
        minorSignal: true,
        reason: "test",
        prompt: "p",
        negativePrompt: "",
        isNsfw: false,
      });
    }
    const lift = {
      name: "lift",
      handler: moderationRoute.action as Handler,
      method: "POST" as const,
      path: "/hidden/admin/moderation?minor=1",
    };
    const answer = await call(lift, admin.cookie, form({ intent: "lift", userId: user.id }));
    expect(answer).toEqual({ status: 302, location: "/hidden/admin/moderation?minor=1" });
    expect(await getActiveSuspension(getDb(), user.id)).toBeNull();
    const [row] = await getDb().select().from(generationSuspensions).where(eq(generationSuspensions.userId, user.id));
    expect(row.liftedBy).toBe(admin.user.id);
    const audited = await getDb().select().from(adminActions).where(eq(adminActions.targetUserId, user.id));
    expect(audited.map((a) => [a.action, a.adminId, a.targetEmail, a.after])).toEqual([
      ["generation.lift-suspension", admin.user.id, user.email, { generationPaused: false }],
    ]);
    expect((await call(lift, admin.cookie, form({ intent: "lift", userId: user.id }))).status).toBe(404);
    expect((await call(lift, admin.cookie, form({ intent: "lift", userId: "" }))).status).toBe(400);
  });
});

describe("admin login page", () => {
  it("sends a signed-in admin to the dashboard and shows the form to others", async () => {
    const request = (cookie?: string) =>
      new Request(`${getEnv().PUBLIC_URL}/hidden/admin?redirectTo=%2Fhidden%2Fadmin%2Fapps`, { headers: cookie ? { cookie } : {} });
    const asAdmin = await call({ name: "login", handler: login.loader as Handler, method: "GET", path: "/hidden/admin" }, admin.cookie);
    expect(asAdmin).toEqual({ status: 302, location: "/hidden/admin/dashboard" });
    const visitor = (await login.loader({ request: request(), params: {}, context: {} } as never)) as { redirectTo: string };
    expect(visitor.redirectTo).toBe("/hidden/admin/apps");
    const memberView = (await login.loader({ request: request(member.cookie), params: {}, context: {} } as never)) as {
      signedInAs: string;
    };
    expect(memberView.signedInAs).toMatch(/@example\.com$/);
  });
});
