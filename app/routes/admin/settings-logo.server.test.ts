import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminActions, media, users } from "~/db/schema";
import { getSettings } from "~/features/settings/settings.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser } from "../../../tests/factories";
import { action } from "./settings-logo";

// Settings → 'Brand' → uploading a logo file: checked and stored by the Media
// Library's upload path (an SVG drawn as a PNG), then the brand's logo at once,
// audited; a file that is not an image changes nothing.

async function signedInAdmin() {
  const admin = await createSignedInUser();
  await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
  return admin;
}

async function upload(cookie: string, file: File) {
  const body = new FormData();
  body.set("file", file);
  const request = new Request(`${getEnv().PUBLIC_URL}/hidden/admin/settings/logo`, {
    method: "POST",
    headers: { cookie, "user-agent": "vitest" },
    body,
  });
  const response = await action({ request, params: {}, context: {} } as never);
  return { status: response.status, body: (await response.json()) as { ok: boolean; logoUrl?: string; error?: { message: string } } };
}

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#e11d48"/></svg>`;

describe("logo upload", () => {
  it("stores an SVG as a PNG in the Media Library and makes it the brand's logo, audited", async () => {
    const admin = await signedInAdmin();
    const answer = await upload(admin.cookie, new File([SVG], "logo.svg", { type: "image/svg+xml" }));
    expect(answer.status).toBe(200);
    expect(answer.body.logoUrl).toMatch(/^\/files\/media_library\/.+\.png$/);
    expect((await getSettings()).brand.logoUrl).toBe(answer.body.logoUrl);

    const [stored] = await getDb().select().from(media).orderBy(desc(media.createdAt)).limit(1);
    expect(stored).toMatchObject({ fileType: "image/png", uploadedBy: admin.user.id });
    // Drawn as a picture (ADR 017's size), square like the drawing.
    expect(stored!.width).toBeGreaterThan(0);
    expect(stored!.width).toBe(stored!.height);
    const [audit] = await getDb().select().from(adminActions).orderBy(desc(adminActions.createdAt)).limit(1);
    expect(audit).toMatchObject({ action: "settings.update", reason: "brand", after: { brand: { logoUrl: answer.body.logoUrl } } });
  });

  it("refuses a file that is not an image by its content, whatever its name, and keeps the logo", async () => {
    const admin = await signedInAdmin();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const kept = await upload(admin.cookie, new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
    expect(kept.status).toBe(200);
    const mediaCount = (await getDb().select().from(media)).length;

    const refused = await upload(admin.cookie, new File(["<html>not a picture</html>"], "logo.png", { type: "image/png" }));
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe("File type must be one of image/png, image/jpeg, image/webp, image/svg+xml");
    expect((await getSettings()).brand.logoUrl).toBe(kept.body.logoUrl);
    expect(await getDb().select().from(media)).toHaveLength(mediaCount);
  });
});
