// A signed-in visitor for the page benchmarks (bench:ssr, bench:lighthouse): signs a
// bench user up through the real API, follows the verification link the built-in mail
// stand-in wrote to the site's data folder, signs in and returns the session cookie
// as one `Cookie` header value.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fetchAgainOnDrop, sleep } from "./bench-server.js";

const PASSWORD = "bench-password-123456";

/** The verification link of the newest outbox message sent to `email` (waits up to 15 s). */
async function verificationLink(dataDir, email) {
  const outbox = path.join(dataDir, "mail");
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    let files = [];
    try {
      files = readdirSync(outbox)
        .filter((f) => f.endsWith(`${safe}.eml`))
        .sort();
    } catch {
      // no mail yet
    }
    if (files.length > 0) {
      // Quoted-printable soft line breaks would split the URL.
      const body = readFileSync(path.join(outbox, files.at(-1)), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      const match = body.match(/https?:\/\/\S+verify-email\S+/);
      if (match) return match[0];
    }
    await sleep(200);
  }
  throw new Error(`no verification mail for ${email} in ${outbox}`);
}

/** Signs a new verified user up on `site` (startBuiltSite); returns its e-mail and `Cookie` header value. */
export async function signedInCookie(site) {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const headers = { "content-type": "application/json", origin: site.base };
  const signUp = await fetchAgainOnDrop(`${site.base}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name: "Bench User" }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const link = new URL(await verificationLink(site.dataDir, email));
  const verified = await fetchAgainOnDrop(site.base + link.pathname + link.search, { redirect: "manual" });
  await verified.arrayBuffer();
  if (verified.status >= 400) throw new Error(`verification failed: ${verified.status}`);
  const signIn = await fetchAgainOnDrop(`${site.base}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  await signIn.arrayBuffer();
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("sign-in answered without a session cookie");
  return { email, cookie };
}
