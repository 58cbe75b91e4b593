import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "~/utils/client-address.server";
import { resetEnvCache } from "~/utils/env.server";
import { RATE_LIMITS } from "~/services/rate-limit/rate-limit.server";
import { createSignedInUser } from "../../../tests/factories";
import { action as generationsAction } from "./generations";
import { action as checkoutAction } from "./create-checkout";

// POST /api/generations and /api/checkout count per signed-in user (and per
// address): a user cannot get round the limit by changing address, and one
// user's burst does not stop another user behind the same address.

beforeAll(() => {
  process.env.RATE_LIMIT = "on";
  resetEnvCache();
});

afterAll(() => {
  process.env.RATE_LIMIT = "off";
  resetEnvCache();
});

function post(path: string, cookie: string, address: string) {
  // An incomplete body: refused after the limit is counted, so no credit or picture is involved.
  const request = new Request(`http://localhost:3999${path}`, {
    method: "POST",
    headers: { cookie, [CLIENT_ADDRESS_HEADER]: address, "content-type": "application/json" },
    body: JSON.stringify({}),
  });
  return request;
}

describe("the generation limit", () => {
  it("stops a user after 20 requests a minute from any address, with the wait and Retry-After", async () => {
    const { cookie } = await createSignedInUser();
    const { points } = RATE_LIMITS["generate:user"];
    for (let i = 0; i < points; i++) {
      const answer = await generationsAction({ request: post("/api/generations", cookie, `198.51.100.${i}`), params: {}, context: {} } as never);
      expect(answer.status).toBe(400);
    }
    const refused = await generationsAction({ request: post("/api/generations", cookie, "203.0.113.99"), params: {}, context: {} } as never);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as { ok: boolean; error: { code: string; message: string } };
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe("TOO_MANY_REQUESTS");
    expect(body.error.message).toMatch(/^Too many attempts\. Try again in (\d+ seconds|1 minute)\.$/);

    // Another user at the same address is not affected.
    const other = await createSignedInUser();
    const answer = await generationsAction({ request: post("/api/generations", other.cookie, "203.0.113.99"), params: {}, context: {} } as never);
    expect(answer.status).toBe(400);
  });

  it("counts a visitor without a session nowhere: it is refused as unauthenticated first", async () => {
    for (let i = 0; i < 25; i++) {
      const answer = await generationsAction({ request: post("/api/generations", "", "203.0.113.7"), params: {}, context: {} } as never);
      expect(answer.status).toBe(401);
    }
  });
});

describe("the checkout limit", () => {
  it("stops a user after 20 checkouts a minute", async () => {
    const { cookie } = await createSignedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const answer = await checkoutAction({ request: post("/api/checkout", cookie, `198.51.100.${i}`), params: {}, context: {} } as never);
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
