#!/usr/bin/env node
// Generates a picture through the Public API, follows its progress as
// Server-Sent Events and downloads it. Needs only Node >= 20 (built-in fetch).
//
//   API_BASE_URL=http://localhost:3000 API_KEY=uai_... node examples/generate.mjs "a lighthouse at dusk"
//
// Optional: MODEL (default flux), ASPECT_RATIO (default 1:1), OUT_DIR (default .).
// The key needs the "generate" and "read" scopes (create one at /account/api).
// Exit code 0 with the file's path printed, 1 when the picture failed or a call was refused.

import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";

const base = (process.env.API_BASE_URL ?? "").replace(/\/+$/, "");
const key = process.env.API_KEY ?? "";
const prompt = process.argv.slice(2).join(" ") || process.env.PROMPT || "a lighthouse at dusk, oil painting";
if (!base || !key) {
  console.error("Set API_BASE_URL and API_KEY.");
  process.exit(1);
}
const auth = { Authorization: `Bearer ${key}` };

/** Stops with the API's own words when it refuses: { ok: false, error: { code, title, message } }. */
async function refuse(answer) {
  const body = await answer.json().catch(() => null);
  const error = body?.error;
  throw new Error(error ? `${answer.status} ${error.title}: ${error.message}` : `${answer.status} ${answer.statusText}`);
}

/** Starts one picture. The Idempotency-Key makes a retry after a dropped connection safe: same picture, charged once. */
async function start() {
  const idempotencyKey = randomUUID();
  const body = JSON.stringify({ prompt, model: process.env.MODEL ?? "flux", aspectRatio: process.env.ASPECT_RATIO ?? "1:1" });
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await fetch(`${base}/api/generations`, {
        method: "POST",
        headers: { ...auth, "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
        body,
      });
      if (answer.status === 429 && attempt < 3) {
        await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get("retry-after") ?? 1) * 1000));
        continue;
      }
      if (!answer.ok) await refuse(answer);
      const { generation, balance } = await answer.json();
      console.log(`started ${generation.id} (balance ${balance})`);
      return generation;
    } catch (error) {
      // A network failure: the same request with the same key again cannot charge twice.
      if (error instanceof TypeError && attempt < 3) continue;
      throw error;
    }
  }
}

/** Reads the event stream until the final event; answers the generation it carries. */
async function follow(id) {
  const answer = await fetch(`${base}/api/generations/${id}/events`, { headers: { ...auth, Accept: "text/event-stream" } });
  if (!answer.ok) await refuse(answer);
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of answer.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || !data) continue; // ": keep-alive" comments and the "retry:" line
      const { generation } = JSON.parse(data);
      if (event === "progress") {
        const queue = generation.queue;
        const fraction = queue?.progress?.fraction;
        console.log(
          queue?.state === "queued"
            ? `progress: queued, place ${queue.position}`
            : `progress: running${fraction != null ? ` ${Math.round(fraction * 100)}%` : ""}`,
        );
      } else {
        console.log(`${event}: ${generation.id}`);
        return generation;
      }
    }
  }
  throw new Error("The event stream ended before the final event; connect again to get it.");
}

async function download(generation) {
  const answer = await fetch(`${base}${generation.downloadUrl}`, { headers: auth });
  if (!answer.ok) await refuse(answer);
  const file = path.resolve(process.env.OUT_DIR ?? ".", `generated-${generation.id}.png`);
  await writeFile(file, new Uint8Array(await answer.arrayBuffer()));
  return file;
}

try {
  const started = await start();
  const settled = started.status === "pending" ? await follow(started.id) : started;
  if (settled.status !== "succeeded") throw new Error(`The picture failed: ${settled.error ?? "no reason given"} (its credit is refunded).`);
  console.log(`saved ${await download(settled)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
