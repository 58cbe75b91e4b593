import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { generationAnswerSchema } from "~/features/api-docs/response-schemas";
import { failGeneration } from "~/features/generation/fail-generation.server";
import { generationEventStream, openGenerationEventStreams } from "~/features/generation/generation-event-stream.server";
import { stopGenerationEvents } from "~/features/generation/generation-events.server";
import { request as generateRequest } from "~/features/generation/generation-test-helpers";
import { runningGenerations } from "~/features/generation/inflight-generations.server";
import { reserveGeneration } from "~/features/generation/reserve-generation.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser } from "../../../tests/factories";

// GET /api/generations/:id/events through the whole app (CONTRACT.md "Public
// API"): progress, then exactly one final event carrying the generation, then
// the end; with a key (read scope) or the session; nobody else's; and a stream
// whose client left is closed at once.

vi.mock("virtual:react-router/server-build", () => import("../../../tests/setup/react-router-build"));
const { app } = await import("../../../server/app");

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type SseEvent = { id?: string; event: string; data: Json };

const site = () => getEnv().PUBLIC_URL;

/** The events of a text/event-stream body (comment and retry lines skipped). */
function parseEvents(text: string): SseEvent[] {
  return text
    .split("\n\n")
    .filter((block) => /^(event|data):/m.test(block))
    .map((block) => {
      const fields = Object.fromEntries(block.split("\n").map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]));
      return { id: fields.id, event: fields.event, data: JSON.parse(fields.data) as Json };
    });
}

async function makeKey(cookie: string, scopes: string[]) {
  const answer = await app.request(`${site()}/api/keys`, {
    method: "POST",
    headers: { cookie, origin: site(), "content-type": "application/json" },
    body: JSON.stringify({ name: "events", scopes }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as Json).key as string;
}

async function pendingFor(userId: string) {
  return (await reserveGeneration(getDb(), { userId, request: generateRequest() })).generation;
}

/** Reads the body until `until` says enough (or it ends); answers the text so far. */
async function readUntil(body: ReadableStream<Uint8Array>, until: (text: string) => boolean) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return { text, ended: true, reader };
    text += decoder.decode(value, { stream: true });
    if (until(text)) return { text, ended: false, reader };
  }
}

afterEach(async () => {
  await Promise.all(runningGenerations());
});

afterAll(async () => {
  await stopGenerationEvents();
});

describe("GET /api/generations/:id/events", () => {
  it("with a key: progress while queued, then one 'failed' event with the generation, then the stream ends", async () => {
    const { cookie, user } = await createSignedInUser({ credits: 3 });
    const key = await makeKey(cookie, ["read"]);
    const generation = await pendingFor(user.id);
    const answer = await app.request(`${site()}/api/generations/${generation.id}/events`, { headers: { authorization: `Bearer ${key}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(answer.headers.get("ratelimit-limit")).toBeTruthy();
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    const reading = readUntil(answer.body!, () => false);
    await vi.waitFor(() => expect(openGenerationEventStreams()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await failGeneration(getDb(), generation, "engine gave up");
    const { text, ended } = await reading;
    expect(ended).toBe(true);
    expect(text).toMatch(/^retry: \d+\n\n/);
    const events = parseEvents(text);
    expect(events[0]).toMatchObject({
      event: "progress",
      data: { ok: true, generation: { id: generation.id, status: "pending", queue: { state: "queued" } } },
    });
    const finals = events.filter((e) => e.event !== "progress");
    expect(finals).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({
      event: "failed",
      data: { ok: true, generation: { id: generation.id, status: "failed", error: "engine gave up" } },
    });
    // The same shape GET /api/generations/:id answers.
    const got = (await (
      await app.request(`${site()}/api/generations/${generation.id}`, { headers: { authorization: `Bearer ${key}` } })
    ).json()) as Json;
    expect(events.at(-1)!.data).toEqual(got);
    // Every event's data is what the OpenAPI document promises (GenerationAnswer), no field more or less.
    for (const event of events) expect(generationAnswerSchema.parse(event.data)).toEqual(event.data);
    // Ids rise one by one.
    expect(events.map((e) => Number(e.id))).toEqual(events.map((_, i) => i + 1));
    expect(openGenerationEventStreams()).toBe(0);
  });

  it("with a session: a real generation ends in one 'succeeded' event naming its picture", async () => {
    const { cookie } = await createSignedInUser({ credits: 3 });
    const started = await app.request(`${site()}/api/generations`, {
      method: "POST",
      headers: { cookie, origin: site(), "content-type": "application/json" },
      body: JSON.stringify({ prompt: "a lighthouse at dusk", model: "flux", idempotencyKey: "events-session-1" }),
    });
    expect(started.status).toBe(202);
    const id = ((await started.json()) as Json).generation.id as string;
    const answer = await app.request(`${site()}/api/generations/${id}/events`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    const events = parseEvents(await answer.text());
    expect(events.filter((e) => e.event === "succeeded")).toHaveLength(1);
    expect(events.filter((e) => e.event === "failed")).toHaveLength(0);
    expect(events.at(-1)).toMatchObject({
      event: "succeeded",
      data: { generation: { id, status: "succeeded", downloadUrl: `/api/generations/${id}/download` } },
    });
    expect(events.slice(0, -1).every((e) => e.event === "progress")).toBe(true);
  });

  it("tolerates Last-Event-ID: a reconnection to a finished generation gets its final event again", async () => {
    const { cookie, user } = await createSignedInUser({ credits: 3 });
    const key = await makeKey(cookie, ["read"]);
    const generation = await pendingFor(user.id);
    await failGeneration(getDb(), generation, "gone");
    const answer = await app.request(`${site()}/api/generations/${generation.id}/events`, {
      headers: { authorization: `Bearer ${key}`, "last-event-id": "7" },
    });
    expect(answer.status).toBe(200);
    const events = parseEvents(await answer.text());
    expect(events.map((e) => e.event)).toEqual(["failed"]);
  });

  it("refuses a key without the read scope (403), another user's generation (404) and no caller (401)", async () => {
    const owner = await createSignedInUser({ credits: 3 });
    const generation = await pendingFor(owner.user.id);
    const path = `${site()}/api/generations/${generation.id}/events`;

    const generateOnly = await makeKey(owner.cookie, ["generate"]);
    const wrongScope = await app.request(path, { headers: { authorization: `Bearer ${generateOnly}` } });
    expect(wrongScope.status).toBe(403);
    expect(((await wrongScope.json()) as Json).error).toMatchObject({ code: "FORBIDDEN", title: "Missing scope" });

    const intruder = await createSignedInUser();
    const intruderKey = await makeKey(intruder.cookie, ["read"]);
    for (const headers of [{ authorization: `Bearer ${intruderKey}` }, { cookie: intruder.cookie }] as Record<string, string>[]) {
      const answer = await app.request(path, { headers });
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as Json).error).toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await app.request(path)).status).toBe(401);
    expect((await app.request(`${site()}/api/generations/not-a-uuid/events`, { headers: { cookie: owner.cookie } })).status).toBe(404);
    expect(openGenerationEventStreams()).toBe(0);
  });
});

describe("a client that leaves", () => {
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

  it("closes its stream and stops listening at once (over a real socket)", async () => {
    const { cookie, user } = await createSignedInUser({ credits: 3 });
    const key = await makeKey(cookie, ["read"]);
    const generation = await pendingFor(user.id);
    const leaving = new AbortController();
    const answer = await fetch(`http://127.0.0.1:${port}/api/generations/${generation.id}/events`, {
      headers: { authorization: `Bearer ${key}` },
      signal: leaving.signal,
    });
    expect(answer.status).toBe(200);
    await readUntil(answer.body!, (text) => text.includes("event: progress"));
    expect(openGenerationEventStreams()).toBe(1);
    leaving.abort();
    await vi.waitFor(() => expect(openGenerationEventStreams()).toBe(0), { timeout: 3_000 });
    await failGeneration(getDb(), generation, "after the client left");
  });
});

describe("the stream itself", () => {
  it("sends a comment line as a heartbeat while nothing changes, and ends when aborted", async () => {
    const { user } = await createSignedInUser({ credits: 3 });
    const generation = await pendingFor(user.id);
    const leaving = new AbortController();
    const stream = generationEventStream({ db: getDb(), userId: user.id, generation, signal: leaving.signal, heartbeatMs: 150, recheckMs: 50 });
    const { text, reader } = await readUntil(stream, (t) => (t.match(/^: keep-alive$/gm) ?? []).length >= 2);
    expect(parseEvents(text).map((e) => e.event)).toEqual(["progress"]);
    leaving.abort();
    expect(await reader.read()).toMatchObject({ done: true });
    expect(openGenerationEventStreams()).toBe(0);
    await failGeneration(getDb(), generation, "done");
  });

  it("ends without a final event when the process stops, so the client reconnects elsewhere", async () => {
    const { user } = await createSignedInUser({ credits: 3 });
    const generation = await pendingFor(user.id);
    let stopping = false;
    const stream = generationEventStream({
      db: getDb(),
      userId: user.id,
      generation,
      signal: new AbortController().signal,
      stopping: () => stopping,
    });
    const reading = readUntil(stream, () => false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    stopping = true;
    const { text, ended } = await reading;
    expect(ended).toBe(true);
    expect(parseEvents(text).map((e) => e.event)).toEqual(["progress"]);
    await failGeneration(getDb(), generation, "done");
  });
});
