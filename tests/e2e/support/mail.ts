import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { E2E_DATA_DIR } from "./server-settings";

/** The first URL matching `pattern` in the newest outbox message to `email` (waits for it). */
export async function readMailLink(email: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, "mail");
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(`${safe}.eml`)).sort();
    for (const file of files.reverse()) {
      // Quoted-printable soft line breaks would split the URL.
      const body = (await readFile(path.join(outbox, file), "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const match = body.match(pattern);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${email} with a link like ${pattern}`);
}

export const RESET_LINK = /https?:\/\/\S+\/auth\/reset-password\?token=[A-Za-z0-9]+/;
