import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page } from "@playwright/test";

// A webhook receiver on 127.0.0.1 for the e2e server (WEBHOOK_PRIVATE_TARGETS=loopback), and a generation made from the page.

export type Received = { headers: IncomingHttpHeaders; body: string };

export async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> keyed with the secret's bytes after whsec_. */
export function signatureIsValid(secret: string, message: Received) {
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const signed = `${String(message.headers["webhook-id"])}.${String(message.headers["webhook-timestamp"])}.${message.body}`;
  return message.headers["webhook-signature"] === `v1,${createHmac("sha256", key).update(signed).digest("base64")}`;
}

/** Starts a generation from the signed-in page (same origin) and waits until it has finished. */
export async function generateFromPage(page: Page) {
  const id = await page.evaluate(async () => {
    const answer = await fetch("/api/generations", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ prompt: "a lighthouse at dusk, oil painting", model: "flux", idempotencyKey: `e2e-webhook-${Date.now()}` }),
    });
    return ((await answer.json()) as { generation: { id: string } }).generation.id;
  });
  await expect
    .poll(
      async () =>
        page.evaluate(async (generationId) => {
          const answer = await fetch(`/api/generations/${generationId}?wait=1`, { headers: { accept: "application/json" } });
          return ((await answer.json()) as { generation: { status: string } }).generation.status;
        }, id),
      { timeout: 120_000 },
    )
    .toBe("succeeded");
  return id;
}
