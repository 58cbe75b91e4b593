import { getRequestListener } from "@hono/node-server";
import { afterAll, describe, expect, it } from "vitest";
import { appError, ERROR_MESSAGES, unexpectedFailure } from "./error-messages";
import { AppError, isAppError } from "./errors";
import { DEFAULT_BODY_LIMIT, errorData, errorResponse, readCappedBody, readJsonBody, readRequestFields } from "./http.server";

const NativeResponse = globalThis.Response;

afterAll(() => {
  Object.defineProperty(globalThis, "Response", { value: NativeResponse, writable: true, configurable: true });
});

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error("expected a failure");
}

/** A body sent in chunks with no Content-Length, as `Transfer-Encoding: chunked` arrives. */
function chunked(totalBytes: number) {
  const chunk = new Uint8Array(16 * 1024).fill(0x61);
  let sent = 0;
  return new Request("http://localhost/x", {
    method: "POST",
    headers: { "content-type": "application/json" },
    duplex: "half",
    body: new ReadableStream({
      pull(controller) {
        if (sent >= totalBytes) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }),
  } as RequestInit);
}

describe("errorResponse", () => {
  it("answers an AppError with its status, headers and the error body", async () => {
    const answer = errorResponse(appError("insufficientCredits", { headers: { "Retry-After": "3" } }));
    expect(answer.status).toBe(402);
    expect(answer.headers.get("retry-after")).toBe("3");
    expect(await answer.json()).toEqual({
      ok: false,
      error: { code: "PAYMENT_REQUIRED", title: "Insufficient credits", message: "You need at least 1 credit to generate an image" },
    });
  });

  it("answers an unexpected error with 500 and the fallback text, leaking nothing of the error", async () => {
    const answer = errorResponse(new Error("connection to db.internal:5432 refused"), ERROR_MESSAGES.creditCheckFailed);
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({
      ok: false,
      error: { code: "INTERNAL", title: "Credit check failed", message: "Could not verify your available credits. Please try again." },
    });
    expect(text).not.toContain("5432");
  });

  it("answers with the generic text when no fallback is given", async () => {
    const answer = errorResponse("a thrown string");
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      ok: false,
      error: { code: "INTERNAL", title: "Error", message: "Something went wrong. Please try again." },
    });
  });

  it("passes a thrown Response through unchanged, even after @hono/node-server replaced the global Response", async () => {
    const thrown = Response.json({ ok: false, error: { code: "UNAUTHENTICATED", title: "Authentication required", message: "x" } }, { status: 401 });
    getRequestListener(() => new Response("ok")); // what the built server does at start
    expect(errorResponse(thrown)).toBe(thrown);
  });
});

describe("errorData", () => {
  it("answers an AppError through data() with its status", () => {
    const answer = errorData(new AppError("NOT_FOUND", { title: "Failed to save changes", message: "This app no longer exists." }));
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toEqual({ ok: false, error: { code: "NOT_FOUND", title: "Failed to save changes", message: "This app no longer exists." } });
  });

  it("answers an unexpected error with 500 under the action's title", () => {
    const answer = errorData(new TypeError("secret detail"), unexpectedFailure("Error saving app"));
    expect(answer.init?.status).toBe(500);
    expect(answer.data).toEqual({
      ok: false,
      error: { code: "INTERNAL", title: "Error saving app", message: "An unexpected error occurred. Please try again." },
    });
  });

  it("throws a Response on (a redirect or a 401 from an access check)", () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/auth" } });
    expect(() => errorData(redirect)).toThrow(expect.objectContaining({ status: 302 }));
  });
});

describe("readCappedBody", () => {
  it("reads a body within the limit", async () => {
    const bytes = await readCappedBody(new Request("http://localhost/x", { method: "POST", body: "hello" }), 5);
    expect(new TextDecoder().decode(bytes)).toBe("hello");
  });

  it("refuses a declared Content-Length over the limit with 413 before reading", async () => {
    const request = new Request("http://localhost/x", { method: "POST", body: "x".repeat(2048), headers: { "content-length": "2048" } });
    const error = await failureOf(readCappedBody(request, 1024));
    expect(error.status).toBe(413);
    expect(error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(error.title).toBe("Request too large");
    expect(request.bodyUsed).toBe(false);
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    const error = await failureOf(readCappedBody(chunked(64 * 1024 * 1024), DEFAULT_BODY_LIMIT));
    expect(error.status).toBe(413);
    expect(error.message).toBe("The request is larger than 1 MB, the most this address accepts.");
  });
});

describe("readJsonBody", () => {
  const post = (body: string, contentType = "application/json") =>
    new Request("http://localhost/x", { method: "POST", body, headers: { "content-type": contentType } });

  it("reads a JSON body", async () => {
    expect(await readJsonBody(post('{"amount":5}'))).toEqual({ amount: 5 });
  });

  it("refuses another content type or a body that is not JSON with 400", async () => {
    for (const request of [post('{"amount":5}', "application/x-www-form-urlencoded"), post("{not json")]) {
      const error = await failureOf(readJsonBody(request));
      expect([error.status, error.message]).toEqual([400, "The request body must be JSON."]);
    }
  });

  it("refuses a body over its limit with 413", async () => {
    expect((await failureOf(readJsonBody(post(`"${"x".repeat(100)}"`), { maxBytes: 50 }))).status).toBe(413);
  });
});

describe("readRequestFields", () => {
  it("reads a JSON object's fields", async () => {
    const request = new Request("http://localhost/x", {
      method: "POST",
      body: '{"confirmed":true}',
      headers: { "content-type": "application/json" },
    });
    expect(await readRequestFields(request)).toEqual({ fields: { confirmed: true }, files: new Map() });
  });

  it("refuses JSON that is not an object", async () => {
    const request = new Request("http://localhost/x", { method: "POST", body: "[1]", headers: { "content-type": "application/json" } });
    expect(await failureOf(readRequestFields(request))).toMatchObject({ status: 400, title: "Invalid request", message: "Expected a JSON object." });
  });

  it("reads form fields as sent and returns files apart", async () => {
    const form = new FormData();
    form.set("prompt", "a lantern");
    form.set("sourceImage", new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" }));
    const { fields, files } = await readRequestFields(new Request("http://localhost/x", { method: "POST", body: form }));
    expect(fields).toEqual({ prompt: "a lantern" });
    expect(files.get("sourceImage")?.size).toBe(3);
  });

  it("refuses a form field given twice", async () => {
    const request = new Request("http://localhost/x", { method: "POST", body: new URLSearchParams("model=flux&model=dall-e-3") });
    expect(await failureOf(readRequestFields(request))).toMatchObject({ status: 400, message: "model is given more than once." });
  });

  it("gives no fields for a request without a body", async () => {
    expect(await readRequestFields(new Request("http://localhost/x", { method: "POST" }))).toEqual({ fields: {}, files: new Map() });
  });

  it("refuses a body over its limit with 413", async () => {
    const request = new Request("http://localhost/x", { method: "POST", body: new URLSearchParams({ prompt: "x".repeat(200) }) });
    expect((await failureOf(readRequestFields(request, { maxBytes: 100 }))).status).toBe(413);
  });
});
