import type { ReactNode } from "react";
import { urls } from "~/utils/urls";
import { CodeBlock } from "./code-block";

const SSE_EXAMPLE = `// EventSource cannot send a key, so read the stream with fetch.
const answer = await fetch(\`\${base}/api/generations/\${id}/events\`, {
  headers: { Authorization: \`Bearer \${process.env.API_KEY}\` },
});
const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
let buffer = "";
for (;;) {
  const { value, done } = await reader.read();
  if (done) break;
  buffer += value;
  let end;
  while ((end = buffer.indexOf("\\n\\n")) >= 0) {
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (!event || !data) continue; // a comment (": keep-alive") or "retry:"
    const { generation } = JSON.parse(data);
    if (event === "progress") console.log(generation.queue);
    else console.log(event, generation.downloadUrl ?? generation.error);
  }
}`;

const VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from "node:crypto";

/** True when the delivery is ours: Standard Webhooks, HMAC-SHA256 over id.timestamp.body. */
export function verifyWebhook(secret: string, headers: Headers, rawBody: string) {
  const id = headers.get("webhook-id") ?? "";
  const timestamp = headers.get("webhook-timestamp") ?? "";
  const signatures = (headers.get("webhook-signature") ?? "").split(" ");
  // Refuse old or future deliveries (replays).
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest();
  return signatures.some((entry) => {
    const [version, signature] = entry.split(",");
    const given = Buffer.from(signature ?? "", "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}`;

const ERROR_EXAMPLE = `{
  "ok": false,
  "error": { "code": "FORBIDDEN", "title": "Missing scope", "message": "This API key does not have the \\"generate\\" scope this request needs." }
}`;

function Guide({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="text-muted-foreground mt-3 space-y-3 leading-relaxed [&_code]:font-mono [&_code]:text-sm [&_strong]:text-foreground">
        {children}
      </div>
    </section>
  );
}

const link = "text-primary underline-offset-4 hover:underline";

/** The guide before the reference: keys, errors, limits, idempotency, progress and webhooks. */
export function GuideSections({ baseUrl, rateLimit }: { baseUrl: string; rateLimit: number }) {
  return (
    <>
      <Guide id="keys" title="Keys">
        <p>
          Create a key at{" "}
          <a className={link} href={urls.accountApi()}>
            API keys
          </a>{" "}
          while signed in: give it a name, its scopes (<strong>generate</strong> to create pictures, <strong>read</strong> to list, follow and
          download, <strong>delete</strong> to remove), an optional expiry and an optional monthly credit limit. The key (<code>uai_…</code>) is shown
          once; keep it secret.
        </p>
        <p>
          Send it with every request as <code>Authorization: Bearer uai_…</code> to <code>{baseUrl}</code>. A key works from any origin (CORS allows
          every origin, without cookies). It never opens pages and never creates keys or webhooks. An unknown, revoked or expired key gets 401 with{" "}
          <code>WWW-Authenticate: Bearer</code>; a missing scope or a suspended account gets 403.
        </p>
      </Guide>
      <Guide id="errors" title="Errors">
        <p>
          Every refusal is JSON with the matching HTTP status (400, 401, 402, 403, 404, 409, 413, 422 or 429), and nothing is charged or half created:
        </p>
        <CodeBlock label="Answer 403" code={ERROR_EXAMPLE} />
      </Guide>
      <Guide id="rate-limits" title="Rate limits">
        <p>
          {`Each key may make ${rateLimit} requests a minute.`} Every answer to a key carries <code>RateLimit-Limit</code>,{" "}
          <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code> (seconds until the minute starts again). Past the limit the answer is 429
          with <code>Retry-After</code>. A key with a monthly credit limit is refused (422, nothing charged) a generation that would take its spending
          this calendar month (UTC) past it.
        </p>
      </Guide>
      <Guide id="idempotency" title="Idempotency">
        <p>
          Send <code>Idempotency-Key</code> (8–100 letters, digits, <code>-</code> or <code>_</code>; a UUID works) with{" "}
          <code>POST /api/generations</code>. If the connection drops, send the same request with the same key again: you get the same pictures (200
          instead of 202) and are charged once. The same key with a different request is refused with 422.
        </p>
      </Guide>
      <Guide id="following-progress" title="Following progress">
        <p>
          <code>GET /api/generations/{"{id}"}/events</code> is a Server-Sent Events stream: <code>progress</code> events while the picture waits in
          line or is being made, then exactly one <code>succeeded</code> or <code>failed</code> event, then the stream ends. Each event&apos;s data is
          what <code>GET /api/generations/{"{id}"}</code> answers. A comment line comes every 15 seconds to keep the connection open. If it drops,
          connect again (with or without <code>Last-Event-ID</code>): the stream starts from the picture as it is now. Without streams, poll{" "}
          <code>GET /api/generations/{"{id}"}?wait=1</code>.
        </p>
        <CodeBlock label="TypeScript" code={SSE_EXAMPLE} />
      </Guide>
      <Guide id="webhooks" title="Webhooks">
        <p>
          Register an https address at{" "}
          <a className={link} href={urls.accountApi()}>
            API keys and webhooks
          </a>{" "}
          for <code>generation.succeeded</code> and <code>generation.failed</code>; its secret (<code>whsec_…</code>) is shown once. Each delivery is
          a POST signed per Standard Webhooks, with the body <code>{"{ type, timestamp, data: { generation } }"}</code>. Answer 2xx quickly; anything
          else is retried with the same <code>webhook-id</code>, so drop ids you have seen. Verify the signature on the raw body before reading it:
        </p>
        <CodeBlock label="TypeScript (Node)" code={VERIFY_EXAMPLE} />
      </Guide>
    </>
  );
}
