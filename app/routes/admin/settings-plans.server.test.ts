import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, users } from "~/db/schema";
import { DEFAULT_PRICING } from "~/features/settings/plans-schema";
import { getSettings } from "~/features/settings/settings.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser } from "../../../tests/factories";
import * as settingsRoute from "./settings";

// 'Plans and credit packs' saved from its form, as React Router calls the action.

async function signedInAdmin() {
  const admin = await createSignedInUser();
  await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
  return admin;
}

type Fields = Array<[string, string]>;

/** The form as the screen sends it for SPEC's table, with `changes` over it (a repeated name appends). */
function planForm(
  changes: Record<string, string> = {},
  packs: Array<[string, string, string]> = [
    ["10", "500", "0"],
    ["25", "1300", "4"],
    ["", "", ""],
  ],
): Fields {
  const fields: Record<string, string> = { intent: "plans" };
  for (const type of ["creator", "agency"] as const) {
    const plan = DEFAULT_PRICING.plans[type];
    fields[`plan-${type}-name`] = plan.name;
    fields[`plan-${type}-audience`] = plan.audience;
    fields[`plan-${type}-monthly`] = String(plan.priceCents.monthly / 100);
    fields[`plan-${type}-yearly`] = String(plan.priceCents.yearly / 100);
    fields[`plan-${type}-credits`] = String(plan.creditsPerPeriod);
    fields[`plan-${type}-features`] = plan.features.join("\n");
  }
  const entries: Fields = Object.entries({ ...fields, ...changes });
  for (const [dollars, credits, bonus] of packs) entries.push(["packDollars", dollars], ["packCredits", credits], ["packBonus", bonus]);
  return entries;
}

async function post(cookie: string, fields: Fields) {
  const body = new FormData();
  for (const [key, value] of fields) body.append(key, value);
  const request = new Request(`${getEnv().PUBLIC_URL}/hidden/admin/settings`, { method: "POST", headers: { cookie, "user-agent": "vitest" }, body });
  const result = (await settingsRoute.action({ request, params: {}, context: {} } as never)) as unknown as {
    data: unknown;
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, body: result.data };
}

describe("Settings → 'Plans and credit packs'", () => {
  it("saves prices typed in dollars, feature lines one a line, the packs filled in, and the switch; audited", async () => {
    const admin = await signedInAdmin();
    const saved = await post(admin.cookie, [
      ...planForm(
        { "plan-creator-name": " Studio ", "plan-creator-monthly": "$29.99", "plan-creator-features": "5K AI images\r\n\r\n  Priority queue  \n" },
        [
          ["12", "600", "0"],
          ["", "", ""],
          ["40", "2400", "20"],
        ],
      ),
      ["offerPacksToEveryPlan", "on"],
    ]);
    expect(saved).toEqual({ status: 200, body: { section: "plans", ok: true } });
    const { plans } = await getSettings();
    expect(plans.plans.creator).toMatchObject({
      name: "Studio",
      priceCents: { monthly: 2_999, yearly: 25_000 },
      features: ["5K AI images", "Priority queue"],
    });
    expect(plans.packs).toEqual([
      { dollars: 12, credits: 600, bonusPercentage: 0 },
      { dollars: 40, credits: 2_400, bonusPercentage: 20 },
    ]);
    expect(plans.offerPacksToEveryPlan).toBe(true);
    const [audit] = await getDb().select().from(adminActions).orderBy(desc(adminActions.createdAt)).limit(1);
    expect(audit).toMatchObject({ action: "settings.update", adminId: admin.user.id, reason: "plans" });
  });

  it("answers 400 with a message per bad field, naming the pack row the operator sees, and saves nothing", async () => {
    const admin = await signedInAdmin();
    const before = (await getSettings()).plans;
    const refused = await post(
      admin.cookie,
      planForm({ "plan-agency-name": "", "plan-creator-monthly": "-5", "plan-creator-yearly": "lots", "plan-agency-credits": "0" }, [
        ["10", "500", "0"],
        ["", "", ""],
        ["25", "0", "4"],
      ]),
    );
    expect(refused).toEqual({
      status: 400,
      body: {
        section: "plans",
        ok: false,
        errors: {
          "plans.agency.name": "Plan name is required.",
          "plans.creator.priceCents.monthly": "Monthly price cannot be negative.",
          "plans.creator.priceCents.yearly": "Yearly price must be an amount in dollars, like 25 or 24.99.",
          "plans.agency.creditsPerPeriod": "Credits per period must be at least 1.",
          "packs.2.credits": "Credits must be at least 1.",
        },
      },
    });
    expect((await getSettings()).plans).toEqual(before);
  });
});
