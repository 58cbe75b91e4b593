import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { getStorage } from "~/services/storage/storage.server";
import { getEnv } from "~/utils/env.server";
import { createSignedInUser, createUser } from "../../../tests/factories";
import { bytesOf, readZip } from "../../../tests/zip-reader";
import { expectAppError, request } from "./generation-test-helpers";
import { fromRef, readStoredFile } from "./image-files.server";
import { streamImagesZip, zipEntryNames } from "./images-zip.server";
import { readGenerationSettings, readPngText } from "./png-text.server";
import { reserveGeneration } from "./reserve-generation.server";
import { runGeneration } from "./run-generation.server";

vi.mock("virtual:react-router/server-build", () => import("../../../tests/setup/react-router-build"));
const { app } = await import("../../../server/app");

async function finished(userId: string, overrides: Parameters<typeof request>[0] = {}) {
  const db = getDb();
  return runGeneration(db, (await reserveGeneration(db, { userId, request: request(overrides) })).generation);
}

describe("streamImagesZip", () => {
  it("zips exactly the chosen pictures, byte for byte with their PNG text, uncompressed", async () => {
    const owner = await createUser({ credits: 3 });
    const first = await finished(owner.id, { prompt: "A red fox, in the snow!", seed: 42 });
    const second = await finished(owner.id, { prompt: "a lighthouse on a cliff at dusk", isPrivate: true });
    await finished(owner.id, { prompt: "not chosen" });

    const { stream, filename } = await streamImagesZip(getDb(), owner.id, [first.id, second.id]);
    expect(filename).toMatch(/^images-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = readZip(await bytesOf(stream));

    const day = first.createdAt.toISOString().slice(0, 10);
    expect(files.map((f) => f.name)).toEqual([
      `${day}-a-red-fox-in-the-snow-42.png`,
      `${second.createdAt.toISOString().slice(0, 10)}-a-lighthouse-on-a-cliff-at-dusk-${second.seed}.png`,
    ]);
    for (const [i, row] of [first, second].entries()) {
      const stored = await readStoredFile(fromRef(row.imagePath)!);
      expect(files[i].method).toBe(0);
      expect(files[i].data.equals(stored!)).toBe(true);
      expect(readPngText(files[i].data).Description).toBe(row.prompt);
      expect(readGenerationSettings(files[i].data)?.seed).toBe(row.seed);
    }
  });

  it("refuses another user's, an unknown or an unfinished picture with one same answer, before streaming", async () => {
    const db = getDb();
    const owner = await createUser({ credits: 2 });
    const other = await createUser({ credits: 1 });
    const mine = await finished(owner.id);
    const theirs = await finished(other.id);
    const { generation: pending } = await reserveGeneration(db, { userId: owner.id, request: request() });

    const answers = await Promise.all(
      [theirs.id, randomUUID(), pending.id].map((id) => expectAppError(streamImagesZip(db, owner.id, [mine.id, id]), "Image not found")),
    );
    expect(new Set(answers.map((e) => `${e.status} ${e.message}`)).size).toBe(1);
    expect(answers[0].status).toBe(404);
  });

  it("refuses a picture whose file is gone before sending anything", async () => {
    const owner = await createUser({ credits: 1 });
    const row = await finished(owner.id);
    await getStorage().remove(fromRef(row.imagePath)!);
    await expectAppError(streamImagesZip(getDb(), owner.id, [row.id]), "Image not found");
  });

  it("refuses more than 100 ids, none, or one id twice", async () => {
    const db = getDb();
    const owner = await createUser();
    const ids = Array.from({ length: 101 }, () => randomUUID());
    expect((await expectAppError(streamImagesZip(db, owner.id, ids), "Invalid request")).status).toBe(400);
    await expectAppError(streamImagesZip(db, owner.id, []), "Invalid request");
    const id = randomUUID();
    await expectAppError(streamImagesZip(db, owner.id, [id, id]), "Invalid request");
  });

  it("gives pictures that would share a name -2, -3 suffixes", async () => {
    const owner = await createUser({ credits: 3 });
    const rows = [];
    for (let i = 0; i < 3; i++) rows.push(await finished(owner.id, { prompt: "Same prompt", seed: 7 }));
    const files = readZip(
      await bytesOf(
        (
          await streamImagesZip(
            getDb(),
            owner.id,
            rows.map((r) => r.id),
          )
        ).stream,
      ),
    );
    const day = rows[0].createdAt.toISOString().slice(0, 10);
    expect(files.map((f) => f.name)).toEqual([`${day}-same-prompt-7.png`, `${day}-same-prompt-7-2.png`, `${day}-same-prompt-7-3.png`]);
  });

  it("names entries with a 40-character ASCII slug, or 'image' when the prompt has none", () => {
    const createdAt = new Date("2024-05-06T23:59:00Z");
    const long = "Ünïcödé  words -- and a very long prompt that goes on and on";
    expect(zipEntryNames([{ createdAt, prompt: long, seed: 1 }])).toEqual(["2024-05-06-unicode-words-and-a-very-long-prompt-tha-1.png"]);
    expect(zipEntryNames([{ createdAt, prompt: "🦊🦊", seed: 2 }])).toEqual(["2024-05-06-image-2.png"]);
  });
});

describe("POST /api/images/zip", () => {
  let member: Awaited<ReturnType<typeof createSignedInUser>>;
  let ids: string[];
  beforeAll(async () => {
    member = await createSignedInUser({ credits: 2 });
    ids = [(await finished(member.user.id)).id, (await finished(member.user.id)).id];
  });

  const site = () => getEnv().PUBLIC_URL;
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    app.request(`${site()}/api/images/zip`, { method: "POST", headers: { origin: site(), cookie: member.cookie, ...headers }, body });
  const form = (entries: Array<[string, string]>) => new URLSearchParams(entries);

  it("answers a form of checked ids with the zip as an attachment", async () => {
    const response = await post(form(ids.map((id) => ["ids", id])));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="images-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(readZip(Buffer.from(await response.arrayBuffer()))).toHaveLength(2);
  });

  it("takes JSON { ids } too", async () => {
    const response = await post(JSON.stringify({ ids: [ids[0]] }), { "content-type": "application/json" });
    expect(response.status).toBe(200);
    expect(readZip(Buffer.from(await response.arrayBuffer()))).toHaveLength(1);
  });

  it("refuses unknown fields, bad ids and unknown pictures with the JSON error shape", async () => {
    const cases: Array<[BodyInit, Record<string, string>, number]> = [
      [JSON.stringify({ ids, extra: true }), { "content-type": "application/json" }, 400],
      [form([...ids.map((id): [string, string] => ["ids", id]), ["intent", "x"]]), {}, 400],
      [form([["ids", "not-a-uuid"]]), {}, 400],
      [JSON.stringify({ ids: "x" }), { "content-type": "application/json" }, 400],
      [form([["ids", randomUUID()]]), {}, 404],
    ];
    for (const [body, headers, status] of cases) {
      const response = await post(body, headers);
      expect(response.status).toBe(status);
      const answer = (await response.json()) as { ok: boolean; error: { code: string; title: string; message: string } };
      expect(answer.ok).toBe(false);
      expect(answer.error.title).toBeTruthy();
    }
  });

  it("needs a session and the site's own origin", async () => {
    const body = form(ids.map((id) => ["ids", id]));
    expect((await post(body, { cookie: "" })).status).toBe(401);
    expect((await post(body, { origin: "https://evil.example" })).status).toBe(403);
  });
});
