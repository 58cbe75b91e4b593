import type { IncomingMessage } from "node:http";
import type { Http2ServerRequest } from "node:http2";
import type { MiddlewareHandler } from "hono";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from "~/utils/client-address.server";
import { getEnv } from "~/utils/env.server";

type NodeBindings = { incoming?: IncomingMessage | Http2ServerRequest; server?: { incoming?: IncomingMessage | Http2ServerRequest } };

/** The TCP peer of a request served by @hono/node-server (undefined elsewhere, e.g. app.request() in a test). */
function socketAddress(env: unknown): string | undefined {
  const bindings = (env ?? {}) as NodeBindings;
  const incoming = bindings.incoming ?? bindings.server?.incoming;
  return incoming?.socket?.remoteAddress;
}

/**
 * Decides the client's address once per request (TRUST_PROXY rule in
 * resolveClientAddress) and hands it on in CLIENT_ADDRESS_HEADER. A copy of
 * that header sent by the client is replaced, never trusted.
 */
export const clientAddressMiddleware: MiddlewareHandler = async (c, next) => {
  const headers = c.req.raw.headers;
  const address = resolveClientAddress({
    socketAddress: socketAddress(c.env),
    forwardedFor: headers.get("x-forwarded-for"),
    trustProxy: getEnv().TRUST_PROXY,
  });
  headers.set(CLIENT_ADDRESS_HEADER, address);
  await next();
};
