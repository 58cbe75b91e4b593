import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, generations, users } from "~/db/schema";
import { getBalance } from "~/features/credits/ledger.server";
import { runningGenerations } from "~/features/generation/inflight-generations.server";
import { getSettings, saveSettingsSection } from "~/features/settings/settings.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser, createUser } from "../../../tests/factories";
import * as settingsRoute from "../admin/settings";
import { action as createGeneration } from "./generations";
import { loader as listModels } from "./models";

// The operator's 'Models' settings as callers meet them: GET /api/models lists
// the enabled models in the set order with the set labels, POST /api/generations
// refuses a disabled one with nothing charged, and the Settings form saves them
// with a message per field.

type Listed = { ok: true; models: { id: string; label: string }[] };

async function listed() {
  const response = await listModels();
  return ((await response.json()) as Listed).models;
}

function generate(cookie: string, body: Record<string, unknown>) {
  const request = new Request(`${getEnv().PUBLIC_URL}/api/generations`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return createGeneration({ request, params: {}, context: {} } as never);
}

async function signedInAdmin() {
  const admin = await createSignedInUser();
  await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
  return admin;
}

/** The Settings screen's 'Models' form as the browser posts it: one row per model, fields named by row. */
async function postModels(cookie: string, rows: { id: string; enabled: boolean; label: string; order: string }[], defaultModel: string) {
  const body = new FormData();
  body.set("intent", "models");
  body.set("defaultModel", defaultModel);
  rows.forEach((row, index) => {
    body.append("modelId", row.id);
    if (row.enabled) body.set(`model-${index}-enabled`, "on");
    body.set(`model-${index}-label`, row.label);
    body.set(`model-${index}-order`, row.order);
  });
  const request = new Request(`${getEnv().PUBLIC_URL}/hidden/admin/settings`, { method: "POST", headers: { cookie, "user-agent": "vitest" }, body });
  const result = (await settingsRoute.action({ request, params: {}, context: {} } as never)) as unknown as {
    data: unknown;
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, body: result.data };
}

describe("operator's models", () => {
  it("lists every model, enabled, in SPEC's order until an admin saves", async () => {
    expect((await listed()).map((m) => m.id)).toEqual(["gpt-image-1", "dall-e-3", "flux"]);
  });

  it("a disabled model is not listed and is refused by POST /api/generations with nothing charged; the rest in the set order and labels", async () => {
    const admin = await signedInAdmin();
    const saved = await postModels(
      admin.cookie,
      [
        { id: "gpt-image-1", enabled: true, label: "", order: "2" },
        { id: "dall-e-3", enabled: false, label: "", order: "3" },
        { id: "flux", enabled: true, label: "Flux Turbo", order: "1" },
      ],
      "flux",
    );
    expect(saved).toEqual({ status: 200, body: { section: "models", ok: true } });
    expect(await listed()).toMatchObject([
      { id: "flux", label: "Flux Turbo" },
      { id: "gpt-image-1", label: "GPT Image (Recommended)" },
    ]);

    const { user, cookie } = await createSignedInUser({ credits: 3 });
    const refused = await generate(cookie, { prompt: "a lantern in the fog", model: "dall-e-3", idempotencyKey: "disabled-model-01" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      ok: false,
      error: { message: "DALL·E 3 is not available on this site. Choose another model." },
    });
    expect(await getBalance(getDb(), user.id)).toBe(3);
    expect(await getDb().select().from(generations).where(eq(generations.userId, user.id))).toHaveLength(0);

    // An enabled model still goes through and is charged.
    const accepted = await generate(cookie, { prompt: "a lantern in the fog", model: "flux", idempotencyKey: "enabled-model-01" });
    expect(accepted.status).toBe(202);
    await Promise.all(runningGenerations());
    expect(await getBalance(getDb(), user.id)).toBe(2);

    const [audit] = await getDb().select().from(adminActions).orderBy(desc(adminActions.createdAt)).limit(1);
    expect(audit).toMatchObject({
      action: "settings.update",
      reason: "models",
      before: { models: { defaultModel: "gpt-image-1", entries: {} } },
      after: { models: { defaultModel: "flux", entries: { "dall-e-3": { enabled: false, label: "", order: 3 } } } },
    });
  });

  it("refuses a disabled default model and bad rows with a message per field, and saves nothing", async () => {
    const admin = await signedInAdmin();
    const before = await getSettings();
    const listedBefore = await listed();
    const refused = await postModels(
      admin.cookie,
      [
        { id: "gpt-image-1", enabled: false, label: "", order: "1" },
        { id: "dall-e-3", enabled: true, label: "x".repeat(81), order: "-1" },
        { id: "flux", enabled: true, label: "", order: "two" },
      ],
      "gpt-image-1",
    );
    expect(refused).toEqual({
      status: 400,
      body: {
        section: "models",
        ok: false,
        errors: {
          defaultModel: "The default model must be enabled.",
          "entries.dall-e-3.label": "Label must be at most 80 characters.",
          "entries.dall-e-3.order": "Order cannot be negative.",
          "entries.flux.order": "Order must be a whole number.",
        },
      },
    });
    expect((await getSettings()).models).toEqual(before.models);
    expect(await listed()).toEqual(listedBefore);
  });

  it("keeps the entries of models not listed now (a checkpoint whose engine is down) and ignores them while they are gone", async () => {
    const admin = await createUser({ role: "admin" });
    const actor = { id: admin.id, email: admin.email };
    const away = "sdwebui:sd_xl_base_1.0.safetensors";
    expect(
      await saveSettingsSection(getDb(), actor, "models", {
        defaultModel: "gpt-image-1",
        entries: { [away]: { enabled: false, label: "", order: 1 } },
      }),
    ).toMatchObject({ ok: true });
    expect((await listed()).map((m) => m.id)).toEqual(["gpt-image-1", "dall-e-3", "flux"]);
    expect((await getSettings()).models.entries).toEqual({ [away]: { enabled: false, label: "", order: 1 } });

    const { cookie } = await signedInAdmin();
    await postModels(cookie, [{ id: "flux", enabled: true, label: "", order: "1" }], "flux");
    expect((await getSettings()).models.entries).toEqual({
      [away]: { enabled: false, label: "", order: 1 },
      flux: { enabled: true, label: "", order: 1 },
    });
  });
});
