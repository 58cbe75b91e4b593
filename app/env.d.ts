import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for the Content-Security-Policy of inline scripts. */
    cspNonce: string;
  }
}
