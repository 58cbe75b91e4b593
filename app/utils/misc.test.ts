import { getRequestListener } from "@hono/node-server";
import { afterAll, describe, expect, it } from "vitest";
import { isResponse } from "./misc";

const NativeResponse = globalThis.Response;

afterAll(() => {
  Object.defineProperty(globalThis, "Response", { value: NativeResponse, writable: true, configurable: true });
});

describe("isResponse", () => {
  it("recognises a Response made before @hono/node-server replaced the global class", () => {
    const made = Response.json({ ok: false }, { status: 401 });
    getRequestListener(() => new Response("ok")); // what server/main.js does at start
    expect(globalThis.Response).not.toBe(NativeResponse);
    expect(made instanceof Response).toBe(false);
    expect(isResponse(made)).toBe(true);
    expect(isResponse(new Response("x", { status: 403 }))).toBe(true);
  });

  it("is false for errors, data wrappers and plain values", () => {
    expect(isResponse(new Error("boom"))).toBe(false);
    expect(isResponse({ status: 401, headers: {} })).toBe(false);
    expect(isResponse({ type: "DataWithResponseInit", data: {}, init: { status: 400 } })).toBe(false);
    expect(isResponse(null)).toBe(false);
    expect(isResponse("401")).toBe(false);
  });
});
