import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { credits, generations, users } from "~/db/schema";
import { runningGenerations } from "~/features/generation/inflight-generations.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser, uniqueEmail } from "../tests/factories";
import { DEFAULT_BODY_LIMIT } from "~/utils/http.server";
import { bodyLimitFor, UPLOAD_BODY_LIMITS } from "./body-limit";

// Request body limits, tried through the whole Hono app as an attacker would:
// with and without Content-Length, JSON, forms and multipart, signed in and not.

vi.mock("virtual:react-router/server-build", () => import("../tests/setup/react-router-build"));
const { app } = await import("./app");

const MiB = 1024 * 1024;
let victim: { cookie: string; user: { id: string } };

const site = () => getEnv().PUBLIC_URL;
const own = () => ({ origin: site(), "user-agent": "vitest" });

async function balance(userId: string) {
  const [row] = await getDb().select().from(credits).where(eq(credits.userId, userId));
  return row.amount;
}

async function generationCount(userId: string) {
  return (await getDb().select().from(generations).where(eq(generations.userId, userId))).length;
}

async function userCount() {
  return (await getDb().select({ id: users.id }).from(users)).length;
}

/** A body sent in chunks with no Content-Length, as `Transfer-Encoding: chunked` arrives. */
function chunkedBody(totalBytes: number, prefix = "") {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0 && prefix) {
        sent += prefix.length;
        controller.enqueue(encoder.encode(prefix));
        return;
      }
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(chunk.length, totalBytes - sent);
      sent += size;
      controller.enqueue(chunk.subarray(0, size));
    },
  });
}

function post(path: string, body: BodyInit, headers: Record<string, string>) {
  return app.fetch(new Request(`${site()}${path}`, { method: "POST", body, headers, duplex: "half" } as RequestInit));
}

/** A PNG of about `bytes` bytes (random pixels do not compress). */
async function noisePng(bytes: number) {
  const side = Math.floor(Math.sqrt(bytes / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  const png = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return new File([new Uint8Array(png)], "noise.png", { type: "image/png" });
}

beforeAll(async () => {
  victim = await createSignedInUser({ credits: 5 });
});

afterAll(async () => {
  await Promise.all(runningGenerations());
});

describe("the limit for a request", () => {
  it("is 1 MB for JSON, forms and anything else, and only a multipart POST to an upload route gets more", () => {
    const request = (path: string, contentType: string, method = "POST") =>
      new Request(`${site()}${path}`, { method, headers: { "content-type": contentType } });
    expect(DEFAULT_BODY_LIMIT).toBe(MiB);
    expect(bodyLimitFor(request("/api/generations", "application/json"))).toBe(MiB);
    expect(bodyLimitFor(request("/api/generations", "application/x-www-form-urlencoded"))).toBe(MiB);
    expect(bodyLimitFor(request("/api/generations", "multipart/form-data; boundary=x"))).toBe(6 * MiB);
    expect(bodyLimitFor(request("/hidden/admin/media/upload", "multipart/form-data; boundary=x"))).toBe(6 * MiB);
    expect(bodyLimitFor(request("/hidden/admin/generators/save", "multipart/form-data; boundary=x"))).toBe(6 * MiB);
    // Two files of 5 MB each: the icon and the image.
    expect(bodyLimitFor(request("/hidden/admin/apps/save", "multipart/form-data; boundary=x"))).toBe(11 * MiB);
    expect(bodyLimitFor(request("/hidden/admin/media/upload", "application/json"))).toBe(MiB);
    expect(bodyLimitFor(request("/hidden/admin/media/upload/", "multipart/form-data; boundary=x"))).toBe(MiB);
    expect(bodyLimitFor(request("/account/profile", "multipart/form-data; boundary=x"))).toBe(MiB);
    expect(bodyLimitFor(request("/api/auth/sign-up/email", "multipart/form-data; boundary=x"))).toBe(MiB);
    expect(bodyLimitFor(request("/api/generations/x", "multipart/form-data; boundary=x", "DELETE"))).toBe(MiB);
    expect(Object.keys(UPLOAD_BODY_LIMITS).sort()).toEqual(
      ["/api/generations", "/hidden/admin/apps/save", "/hidden/admin/generators/save", "/hidden/admin/media/upload"].sort(),
    );
  });
});

describe("a JSON body over 1 MB", () => {
  it("is refused with 413 and the JSON error shape, before anything is charged", async () => {
    const before = await balance(victim.user.id);
    const body = JSON.stringify({ prompt: "a fox", model: "flux", idempotencyKey: "too-large-json", padding: "x".repeat(MiB) });
    const response = await post("/api/generations", body, { ...own(), cookie: victim.cookie, "content-type": "application/json" });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      ok: false,
      error: { code: "PAYLOAD_TOO_LARGE", title: "Request too large", message: "The request is larger than 1 MB, the most this address accepts." },
    });
    expect(await balance(victim.user.id)).toBe(before);
    expect(await generationCount(victim.user.id)).toBe(0);
  });

  it("is refused when it comes in chunks with no Content-Length", async () => {
    const before = await balance(victim.user.id);
    const prefix = '{"prompt":"a fox","model":"flux","idempotencyKey":"too-large-chunked","padding":"';
    const response = await post("/api/generations", chunkedBody(200 * MiB, prefix), {
      ...own(),
      cookie: victim.cookie,
      "content-type": "application/json",
    });
    expect(response.status).toBe(413);
    expect((await response.json()) as unknown).toMatchObject({ ok: false, error: { code: "PAYLOAD_TOO_LARGE" } });
    expect(await balance(victim.user.id)).toBe(before);
  });

  it("just under the limit still reaches the route", async () => {
    const body = JSON.stringify({ prompt: "a fox", model: "flux", idempotencyKey: "just-under-limit", padding: "x".repeat(MiB - 200) });
    expect(body.length).toBeLessThanOrEqual(MiB);
    const response = await post("/api/generations", body, { ...own(), cookie: victim.cookie, "content-type": "application/json" });
    // The route answers (whatever it makes of the padding): the edge let it through.
    expect(response.status).not.toBe(413);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    await Promise.all(runningGenerations());
  });
});

describe("sign-up", () => {
  it("with a 100 MB name is refused with 413 and stores nothing (better-auth's raw endpoint)", async () => {
    const before = await userCount();
    const name = "n".repeat(2 * MiB);
    const body = JSON.stringify({ email: uniqueEmail("huge"), password: "a-long-password-123", name });
    const response = await post("/api/auth/sign-up/email", body, { ...own(), "content-type": "application/json" });
    expect(response.status).toBe(413);
    const chunked = await post(
      "/api/auth/sign-up/email",
      chunkedBody(100 * MiB, `{"email":"${uniqueEmail("chunked")}","password":"a-long-password-123","name":"`),
      { ...own(), "content-type": "application/json" },
    );
    expect(chunked.status).toBe(413);
    expect(await userCount()).toBe(before);
  });

  it("with a name over 100 characters is refused with a clear message; 100 characters are fine", async () => {
    const before = await userCount();
    const tooLong = await post(
      "/api/auth/sign-up/email",
      JSON.stringify({ email: uniqueEmail("long"), password: "a-long-password-123", name: "n".repeat(101) }),
      { ...own(), "content-type": "application/json" },
    );
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { message: string }).message).toBe("The name can be at most 100 characters.");
    expect(await userCount()).toBe(before);

    const email = uniqueEmail("fits");
    const fits = await post("/api/auth/sign-up/email", JSON.stringify({ email, password: "a-long-password-123", name: "n".repeat(100) }), {
      ...own(),
      "content-type": "application/json",
    });
    expect(fits.status).toBe(200);
    const [stored] = await getDb().select().from(users).where(eq(users.email, email));
    expect(stored.name).toHaveLength(100);
  });

  it("through the site's form with an over-long address is refused (413 past 1 MB, a message below it)", async () => {
    const before = await userCount();
    const huge = new URLSearchParams({ intent: "signup", email: `${"a".repeat(2 * MiB)}@example.com`, password: "a-long-password-123" });
    const response = await post("/auth", huge.toString(), { ...own(), "content-type": "application/x-www-form-urlencoded", accept: "text/html" });
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toContain("The request is larger than 1 MB");
    expect(await userCount()).toBe(before);
  });

  it("refuses an address whose part before the @ is over 64 characters, on the raw endpoint", async () => {
    const before = await userCount();
    const response = await post(
      "/api/auth/sign-up/email",
      JSON.stringify({ email: `${"a".repeat(65)}@example.com`, password: "a-long-password-123", name: "x" }),
      { ...own(), "content-type": "application/json" },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      "The part of the e-mail address before the @ can be at most 64 characters.",
    );
    expect(await userCount()).toBe(before);
  });

  it("caps the name on the profile update too", async () => {
    const response = await post("/api/auth/update-user", JSON.stringify({ name: "n".repeat(101) }), {
      ...own(),
      cookie: victim.cookie,
      "content-type": "application/json",
    });
    expect(response.status).toBe(400);
    const [stored] = await getDb().select().from(users).where(eq(users.id, victim.user.id));
    expect(stored.name.length).toBeLessThanOrEqual(100);
  });
});

describe("multipart uploads", () => {
  it("a generation with a source picture of nearly 5 MB gets through the edge", async () => {
    const file = await noisePng(5 * MiB - 64 * 1024);
    expect(file.size).toBeGreaterThan(4.5 * MiB);
    expect(file.size).toBeLessThanOrEqual(5 * MiB);
    const form = new FormData();
    form.set("prompt", "make it blue");
    form.set("model", "flux");
    form.set("mode", "edit");
    form.set("idempotencyKey", "edit-near-limit");
    form.set("sourceImage", file);
    const before = await balance(victim.user.id);
    const response = await app.request(`${site()}/api/generations`, { method: "POST", body: form, headers: { ...own(), cookie: victim.cookie } });
    expect(response.status, await response.clone().text()).toBe(202);
    await Promise.all(runningGenerations());
    expect(await balance(victim.user.id)).toBeLessThanOrEqual(before);
  });

  it("a generation body of 200 MB is refused and not charged", async () => {
    const before = await balance(victim.user.id);
    const count = await generationCount(victim.user.id);
    const prefix =
      '--x\r\nContent-Disposition: form-data; name="prompt"\r\n\r\na fox\r\n--x\r\nContent-Disposition: form-data; name="idempotencyKey"\r\n\r\nhuge-multipart\r\n--x\r\nContent-Disposition: form-data; name="sourceImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
    const response = await post("/api/generations", chunkedBody(200 * MiB, prefix), {
      ...own(),
      cookie: victim.cookie,
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(response.status).toBe(413);
    expect((await response.json()) as unknown).toMatchObject({
      error: { code: "PAYLOAD_TOO_LARGE", message: "The request is larger than 6 MB, the most this address accepts." },
    });
    expect(await balance(victim.user.id)).toBe(before);
    expect(await generationCount(victim.user.id)).toBe(count);
  });

  it("an admin upload over 6 MB is refused with the JSON shape the upload dialogs read", async () => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(6 * MiB + 1)], "big.png", { type: "image/png" }));
    const response = await app.request(`${site()}/hidden/admin/media/upload`, {
      method: "POST",
      body: form,
      headers: { ...own(), cookie: victim.cookie, accept: "application/json" },
    });
    expect(response.status).toBe(413);
    expect((await response.json()) as unknown).toMatchObject({ ok: false, error: { code: "PAYLOAD_TOO_LARGE", title: "Request too large" } });
  });

  it("a multipart body over 1 MB to a route that takes no files is refused", async () => {
    const form = new FormData();
    form.set("intent", "update-profile");
    form.set("username", "someone");
    form.set("file", new File([new Uint8Array(MiB + 1)], "big.bin"));
    const response = await app.request(`${site()}/account/profile`, { method: "POST", body: form, headers: { ...own(), cookie: victim.cookie } });
    expect(response.status).toBe(413);
  });
});

describe("over a real socket", () => {
  let server: ReturnType<typeof createAdaptorServer>;
  let port: number;

  beforeAll(async () => {
    server = createAdaptorServer({ fetch: app.fetch });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** Sends up to `totalBytes` in chunks and stops as soon as the server answers. */
  function sendChunked(path: string, headers: Record<string, string>, totalBytes: number) {
    return new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers: { ...headers, "transfer-encoding": "chunked" } });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      let answered = false;
      request.on("response", (response) => {
        answered = true;
        const sentWhenAnswered = sent;
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (data) => (body += data));
        response.on("end", () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body, sentWhenAnswered });
        });
      });
      request.on("error", (error) => {
        if (!answered) reject(error);
      });
      const write = () => {
        while (!answered && sent < totalBytes) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once("drain", write);
        }
        if (!answered) request.end();
      };
      request.write('{"prompt":"a fox","model":"flux","idempotencyKey":"socket-chunked","padding":"');
      write();
    });
  }

  it("answers a 200 MB chunked generation body with 413 long before it is all sent, and charges nothing", async () => {
    const before = await balance(victim.user.id);
    const answer = await sendChunked("/api/generations", { ...own(), cookie: victim.cookie, "content-type": "application/json" }, 200 * MiB);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
    expect(answer.sentWhenAnswered).toBeLessThan(32 * MiB);
    expect(await balance(victim.user.id)).toBe(before);
  });

  it("answers a declared Content-Length over the limit at once, without reading the body", async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest({
        host: "127.0.0.1",
        port,
        path: "/api/auth/sign-up/email",
        method: "POST",
        headers: { ...own(), "content-type": "application/json", "content-length": String(100 * MiB) },
      });
      request.on("response", (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (data) => (body += data));
        response.on("end", () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      request.on("error", reject);
      request.write('{"name":"');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: { code: "PAYLOAD_TOO_LARGE" } });
  });
});
