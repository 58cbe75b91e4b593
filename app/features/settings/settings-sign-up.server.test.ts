import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { credits, users } from "~/db/schema";
import { signUpWithEmail } from "~/features/accounts/auth-actions.server";
import { getEnv } from "~/utils/env.server";
import { createUser, uniqueEmail } from "../../../tests/factories";
import { saveSettingsSection } from "./settings.server";

// What a new account gets and reads follows the operator's settings at once: the
// sign-up grant ('New accounts') and the brand in the verification mail.

function browserRequest() {
  return new Request(`${getEnv().PUBLIC_URL}/auth`, { method: "POST", headers: { "user-agent": "vitest", origin: getEnv().PUBLIC_URL } });
}

async function lastMailTo(email: string) {
  const outbox = path.join(getEnv().DATA_DIR, "mail");
  const files = (await readdir(outbox)).filter((f) => f.endsWith(`${email}.eml`)).sort();
  return readFile(path.join(outbox, files.at(-1)!), "utf8");
}

async function balanceOf(email: string) {
  const [row] = await getDb()
    .select({ amount: credits.amount })
    .from(credits)
    .innerJoin(users, eq(users.id, credits.userId))
    .where(eq(users.email, email));
  return row?.amount;
}

describe("settings a new account follows", () => {
  it("grants the saved 'Sign-up credits' (not SIGNUP_CREDITS) and names the saved brand in the mail", async () => {
    const admin = await createUser({ role: "admin" });
    const actor = { id: admin.id, email: admin.email };
    expect(getEnv().SIGNUP_CREDITS).not.toBe(17);
    expect((await saveSettingsSection(getDb(), actor, "newAccounts", { signupCredits: 17 })).ok).toBe(true);
    expect(
      (
        await saveSettingsSection(getDb(), actor, "brand", {
          siteName: "Pixel Forge",
          tagline: "",
          logoUrl: "",
          featuredOnLabel: "",
          featuredOnUrl: "",
        })
      ).ok,
    ).toBe(true);

    const email = uniqueEmail("branded");
    expect((await signUpWithEmail(browserRequest(), { email, password: "password-123456" })).ok).toBe(true);
    expect(await balanceOf(email)).toBe(17);
    const mail = await lastMailTo(email);
    expect(mail).toMatch(/^From: Pixel Forge <no-reply@localhost>$/m);
    expect(mail).toMatch(/^Subject: Verify your e-mail for Pixel Forge$/m);
    expect(mail).toContain("Welcome to Pixel Forge!");
    expect(mail).not.toContain("Uncensored AI");
  });
});
