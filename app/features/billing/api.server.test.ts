import { getRequestListener } from "@hono/node-server";
import { afterAll, describe, expect, it } from "vitest";
import { getEnv } from "~/utils/env.server";
import { jsonError, requireApiUser } from "./api.server";

const NativeResponse = globalThis.Response;

afterAll(() => {
  Object.defineProperty(globalThis, "Response", { value: NativeResponse, writable: true, configurable: true });
});

describe("billing JSON errors", () => {
  it("passes a thrown 401 through unchanged after @hono/node-server replaced the global Response", async () => {
    getRequestListener(() => new Response("ok")); // what the built server does at start
    let thrown: unknown;
    try {
      await requireApiUser(new Request(`${getEnv().PUBLIC_URL}/api/checkout`), "Please sign in to purchase credits");
    } catch (error) {
      thrown = error;
    }
    const answer = jsonError(thrown);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: { title: "Authentication required", message: "Please sign in to purchase credits" } });
  });

  it("answers an unexpected error with the fallback text and 500", async () => {
    const answer = jsonError(new Error("database down"), { title: "Error", message: "Could not start checkout." });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ error: { title: "Error", message: "Could not start checkout." } });
  });
});
