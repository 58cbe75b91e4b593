// Where a webhook may be sent (CONTRACT.md "Public API"; docs/decisions/036).
// With WEBHOOK_PRIVATE_TARGETS=off only public unicast addresses are allowed;
// `loopback` adds 127.0.0.0/8 and ::1 for local development. The check runs at
// registration and again at every delivery, on every address the name resolves
// to; the delivery then connects to the address that was checked (pinnedLookup),
// so a name that resolves differently a moment later (DNS rebinding) changes nothing.
import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { getEnv } from "~/utils/env.server";

export type PrivateTargets = "off" | "loopback";
export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
};

export type TargetCheck = { ok: true; url: URL; addresses: ResolvedAddress[] } | { ok: false; reason: string };

/** Whether one IP address may be the target: public unicast, or loopback when allowed. */
export function isAllowedAddress(text: string, privateTargets: PrivateTargets): boolean {
  if (!ipaddr.isValid(text)) return false;
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
  const address = ipaddr.process(text);
  const range = address.range();
  if (range === "unicast") return true;
  return privateTargets === "loopback" && range === "loopback";
}

/** The address's scheme, host and credentials, before anything is resolved. */
function parseTargetUrl(raw: string): { ok: true; url: URL } | { ok: false; reason: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "Enter a full address starting with https:// or http://." };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "The address must start with https:// or http://." };
  if (url.username || url.password) return { ok: false, reason: "The address may not carry a user name or password." };
  if (!url.hostname) return { ok: false, reason: "The address has no host." };
  return { ok: true, url };
}

/** The host as an IP literal ("[::1]" → "::1"), or null for a name. The URL parser already turned 0x7f000001 and 2130706433 into 127.0.0.1. */
function ipLiteral(hostname: string): ResolvedAddress | null {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return { address: bare, family: 4 };
  if (bare.includes(":") && ipaddr.IPv6.isValid(bare)) return { address: bare, family: 6 };
  return null;
}

const REFUSED_ADDRESS =
  "This address leads to a private, loopback, link-local or reserved network address. Webhooks are sent only to public addresses.";

/** Checks an address and resolves its host; every address the host resolves to must be allowed. */
export async function checkWebhookTarget(raw: string, options: { resolver?: Resolver; privateTargets?: PrivateTargets } = {}): Promise<TargetCheck> {
  const parsed = parseTargetUrl(raw);
  if (!parsed.ok) return parsed;
  const privateTargets = options.privateTargets ?? getEnv().WEBHOOK_PRIVATE_TARGETS;
  const literal = ipLiteral(parsed.url.hostname);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [literal];
  else {
    try {
      addresses = await (options.resolver ?? systemResolver)(parsed.url.hostname);
    } catch {
      return { ok: false, reason: `The host ${parsed.url.hostname} could not be found.` };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: `The host ${parsed.url.hostname} could not be found.` };
  if (!addresses.every((entry) => isAllowedAddress(entry.address, privateTargets))) return { ok: false, reason: REFUSED_ADDRESS };
  return { ok: true, url: parsed.url, addresses };
}

/** A `lookup` for http.request that answers with the checked address only, whatever DNS says now. */
export function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
}
