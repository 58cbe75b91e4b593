import { createHash } from "node:crypto";

// A page from the HTML cache is shared by many visitors, so it carries no nonce.
// Its inline scripts are allowed by their sha256 hashes instead: the cache puts
// them in this internal header, and the security headers middleware swaps them
// for the nonce in the Content-Security-Policy (and drops the header).
export const SCRIPT_HASHES_HEADER = "x-uai-script-hashes";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** CSP sources ('sha256-…') for every inline script of `html`, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The CSP `policy` with its script nonce replaced by `hashes` (a space-separated list, may be empty). */
export function policyWithScriptHashes(policy: string, hashes: string): string {
  return policy.replace(/\s*'nonce-[^']*'/g, hashes ? ` ${hashes}` : "");
}
