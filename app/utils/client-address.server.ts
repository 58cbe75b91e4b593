import ipaddr from "ipaddr.js";
import { boundedMemo } from "./bounded-memo";

/**
 * The one rule for "who is the client": the server decides the address once
 * per request (server/client-address.ts) and passes it on in this header,
 * after removing any copy the client sent. Routes, rate limits, logs and
 * better-auth read only this header, never X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = "x-uai-client-address";

/** What a request without a decided address (a test, or a call that bypassed the server) is keyed on. */
export const UNKNOWN_ADDRESS = "unknown";

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED_IPV6 = /^\[([^\]]+)\](?::\d{1,5})?$/;

/**
 * A textual IP address in canonical form: IPv4-mapped IPv6 (`::ffff:1.2.3.4`)
 * becomes IPv4, IPv6 is lower-case and compressed (RFC 5952), a port some
 * proxies append is dropped. Anything that is not an IP address gives null.
 */
export function normalizeAddress(value: string | null | undefined): string | null {
  return value ? normalizedAddress(value) : null;
}

// Parsing is a few percent of a page's server time, and several readers ask per request (issue 30).
// Bounded: addresses in X-Forwarded-For come from clients.
const normalizedAddress = boundedMemo(4_096, (value) => parseAddress(value));

function parseAddress(value: string): string | null {
  let text = value.trim();
  if (!text) return null;
  text = BRACKETED_IPV6.exec(text)?.[1] ?? IPV4_WITH_PORT.exec(text)?.[1] ?? text;
  // Only dotted-quad IPv4 ("0x7f.1" and "127.1" are valid to ipaddr but not to anyone else).
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString();
  if (!ipaddr.IPv6.isValid(text)) return null;
  const address = ipaddr.IPv6.parse(text);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  address.zoneId = undefined;
  return address.toRFC5952String();
}

export type ClientAddressInput = {
  /** The TCP peer's address (`incoming.socket.remoteAddress`). */
  socketAddress: string | null | undefined;
  /** The X-Forwarded-For header as received (all copies joined by commas). */
  forwardedFor: string | null | undefined;
  /** TRUST_PROXY: how many reverse proxies stand in front of the server. */
  trustProxy: number;
};

/**
 * TRUST_PROXY = 0: the socket's address; X-Forwarded-For is ignored.
 * TRUST_PROXY = N: each of the N proxies appends the address it saw, so the
 * entry N places from the right of X-Forwarded-For is the one the outermost
 * trusted proxy saw; anything left of it was written by the client and is
 * ignored. A request with fewer entries than N did not come through all the
 * proxies, and an entry that is not an IP address cannot be trusted: both
 * fall back to the socket's address.
 */
export function resolveClientAddress({ socketAddress, forwardedFor, trustProxy }: ClientAddressInput): string {
  const socket = normalizeAddress(socketAddress) ?? UNKNOWN_ADDRESS;
  if (trustProxy <= 0 || !forwardedFor) return socket;
  const hops = forwardedFor.split(",").map((entry) => entry.trim());
  if (hops.length < trustProxy) return socket;
  return normalizeAddress(hops[hops.length - trustProxy]) ?? socket;
}

/** The request's client address as the server decided it (see CLIENT_ADDRESS_HEADER). */
export function clientAddress(request: Request | Headers): string {
  const headers = request instanceof Headers ? request : request.headers;
  return normalizeAddress(headers.get(CLIENT_ADDRESS_HEADER)) ?? UNKNOWN_ADDRESS;
}

/**
 * The key a rate limit counts an address under. One IPv6 host usually holds a
 * whole /64 (it can pick a new address in it at will), so IPv6 addresses count
 * per /64; IPv4 addresses count alone.
 */
export function addressBucket(address: string): string {
  const normalized = normalizeAddress(address);
  if (!normalized) return UNKNOWN_ADDRESS;
  if (!normalized.includes(":")) return normalized;
  const parts = ipaddr.IPv6.parse(normalized).parts.slice(0, 4).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(parts).toRFC5952String()}/64`;
}
