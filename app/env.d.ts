import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for the Content-Security-Policy of inline scripts. */
    cspNonce: string;
    /** Render the whole document before answering (a page the HTML cache may keep, server/html-cache.ts). */
    wholeDocument?: boolean;
  }
}
