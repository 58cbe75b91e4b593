import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { pictureReports, publishedPictures } from "~/db/schema";
import { insertPicture } from "~/features/library/library-test-helpers";
import { RATE_LIMITS } from "~/services/rate-limit/rate-limit.server";
import { CLIENT_ADDRESS_HEADER } from "~/utils/client-address.server";
import { resetEnvCache } from "~/utils/env.server";
import { createSignedInUser, createUser } from "../../../tests/factories";
import { action } from "./picture-report";

// POST /api/pictures/:id/report, called as React Router calls it.

afterEach(() => {
  process.env.RATE_LIMIT = "off";
  resetEnvCache();
});

async function published() {
  const author = await createUser();
  const picture = await insertPicture(author.id);
  await getDb().insert(publishedPictures).values({ generationId: picture.id, userId: author.id, isNsfw: false });
  return picture.id;
}

async function post(id: string, cookie: string, body: unknown, address = "198.51.100.1") {
  const request = new Request(`http://localhost:3999/api/pictures/${id}/report`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: address },
    body: JSON.stringify(body),
  });
  const response = (await action({ request, params: { id }, context: {} } as never)) as Response;
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { ok: boolean; message?: string; error?: { code: string; title: string; message: string } },
  };
}

describe("POST /api/pictures/:id/report", () => {
  it("takes a reason and details, then answers a second report with a clear 409 message", async () => {
    const id = await published();
    const { cookie, user } = await createSignedInUser();
    const first = await post(id, cookie, { reason: "real-person", details: "  My neighbour  " });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ok: true, message: "Thank you. An operator will review this picture.", hidden: false });
    const [row] = await getDb().select().from(pictureReports).where(eq(pictureReports.reporterId, user.id));
    expect(row).toMatchObject({ generationId: id, reason: "real-person", details: "My neighbour" });
    const again = await post(id, cookie, { reason: "spam" });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "CONFLICT", title: "Already reported" });
  });

  it("refuses visitors, unknown reasons, extra fields and details over 500 characters", async () => {
    const id = await published();
    const visitor = await post(id, "", { reason: "spam" });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error?.message).toBe("Please sign in to report a picture.");
    const { cookie } = await createSignedInUser();
    expect((await post(id, cookie, { reason: "ugly" })).body.error?.message).toBe("Choose a reason for the report.");
    expect((await post(id, cookie, { reason: "spam", extra: "x" })).status).toBe(400);
    const long = await post(id, cookie, { reason: "spam", details: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error?.message).toBe("The details are limited to 500 characters.");
    expect((await post("not-a-uuid", cookie, { reason: "spam" })).status).toBe(404);
    expect(await getDb().select().from(pictureReports).where(eq(pictureReports.generationId, id))).toEqual([]);
  });

  it("limits a user to 10 reports an hour, from any address", async () => {
    process.env.RATE_LIMIT = "on";
    resetEnvCache();
    const { cookie } = await createSignedInUser();
    const { points } = RATE_LIMITS["report:user"];
    for (let i = 0; i < points; i++) {
      expect((await post(await published(), cookie, { reason: "spam" }, `198.51.100.${i + 10}`)).status).toBe(201);
    }
    const refused = await post(await published(), cookie, { reason: "spam" }, "203.0.113.50");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.error?.code).toBe("TOO_MANY_REQUESTS");
    // Another user is not affected.
    const other = await createSignedInUser();
    expect((await post(await published(), other.cookie, { reason: "spam" }, "203.0.113.50")).status).toBe(201);
  });
});
