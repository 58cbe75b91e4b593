import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import { CATALOG_CACHE_TTL_MS, onCatalogCacheClear } from "~/features/catalog/cache.server";
import { singleton } from "~/utils/singleton.server";
import { inlineScriptHashes, SCRIPT_HASHES_HEADER } from "./html-cache-csp";

// Anonymous public pages are the same for every visitor until an admin write:
// they are rendered once (whole document, no nonce) and kept here with their
// gzip and brotli bodies. Only GET/HEAD without any Cookie or Authorization
// header, only the public paths below, only 200 text/html answers without
// Set-Cookie are kept. Every catalogue cache clear (an operator settings save is one) (a write in this process or
// a `catalog_changed` notification from another) empties it; entries expire
// with the catalogue cache's TTL. Decisions: docs/decisions/020.

/** Paths whose pages depend only on the URL and the catalogue (the public pages, SPEC section 2). */
const PUBLIC_PAGE_PATHS = [
  /^\/$/,
  /^\/uncensored-ai-generator(?:\/[^/]+)?\/?$/,
  /^\/apps(?:\/[^/]+)?\/?$/,
  /^\/ai-[a-z0-9]+(?:-[a-z0-9]+)*\/?$/i,
  // The operator's legal and support pages: they change only with Settings, whose saves empty this cache too.
  /^\/(?:terms|privacy|support)\/?$/,
  // The API documentation: it changes only with the code (and the brand, whose saves empty this cache too).
  /^\/docs\/api\/?$/,
  // Published pictures: every publish, unpublish, switch to private, delete or report hide empties this cache.
  // Like counts of a cached page may lag by the TTL; a signed-in visitor (who can like) is never served from here.
  /^\/explore\/?$/,
  /^\/p\/[0-9a-f-]{36}\/?$/,
];
const MAX_ENTRIES = 200;
const MAX_BODY_BYTES = 1024 * 1024;
const BROTLI_QUALITY = 9;

const settingSchema = z.enum(["on", "off"]).default("on");

export type HtmlCacheVariables = {
  /** Set for a request whose page may be stored: render it whole and without a nonce. */
  htmlCacheFill?: boolean;
};

type Encoding = "br" | "gzip" | "identity";

type Entry = {
  expires: number;
  status: number;
  headers: [string, string][];
  scriptHashes: string;
  bodies: Record<Encoding, Uint8Array<ArrayBuffer>>;
};

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * `HTML_CACHE=off` turns the cache off (to measure without it); anything but on/off stops the server.
 * The development server never caches: its pages change with every edit.
 */
export function htmlCacheSetting(env: NodeJS.ProcessEnv = process.env): boolean {
  const parsed = settingSchema.safeParse(env.HTML_CACHE?.trim() || undefined);
  if (!parsed.success) throw new Error(`HTML_CACHE must be "on" or "off", got "${env.HTML_CACHE}"`);
  return parsed.data === "on" && env.NODE_ENV !== "development";
}

/** Whether the answer to this request may come from, or go into, the cache. */
function isCacheableRequest(method: string, pathname: string, headers: Headers): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (headers.has("cookie") || headers.has("authorization")) return false;
  if (pathname.endsWith(".data")) return false;
  return PUBLIC_PAGE_PATHS.some((pattern) => pattern.test(pathname));
}

/** Best encoding the client accepts among the stored ones: br, then gzip, else the plain body. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0 && quality("br") >= quality("gzip")) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}

function isHtml(response: Response) {
  return (response.headers.get("content-type") ?? "").startsWith("text/html");
}

function isStorable(response: Response, size: number) {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return response.status === 200 && !response.headers.has("set-cookie") && !/no-store|private/i.test(cacheControl) && size <= MAX_BODY_BYTES;
}

function answer(entry: Entry, encoding: Encoding, state: "hit" | "miss"): Response {
  const headers = new Headers(entry.headers);
  const body = entry.bodies[encoding];
  headers.set("Content-Length", String(body.byteLength));
  headers.set("Vary", headers.get("Vary") ? `${headers.get("Vary")}, Accept-Encoding` : "Accept-Encoding");
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.set(SCRIPT_HASHES_HEADER, entry.scriptHashes);
  headers.set("X-Cache", state);
  return new Response(body, { status: entry.status, headers });
}

export type HtmlCache = {
  middleware: MiddlewareHandler<{ Variables: HtmlCacheVariables }>;
  clear(): void;
  size(): number;
};

export function createHtmlCache({ ttlMs = CATALOG_CACHE_TTL_MS, enabled = true } = {}): HtmlCache {
  const entries = new Map<string, Entry>();
  // A render that started before a clear must not store what it read before the write.
  let generation = 0;

  function lookUp(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expires <= Date.now()) return undefined;
    entries.set(key, entry); // most recently used last
    return entry;
  }

  function store(key: string, entry: Entry) {
    entries.delete(key);
    while (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  }

  const middleware: HtmlCache["middleware"] = async (c, next) => {
    const url = new URL(c.req.url);
    if (!isCacheableRequest(c.req.method, url.pathname, c.req.raw.headers) || !enabled) return next();
    const key = url.pathname + url.search;
    const encoding = pickEncoding(c.req.header("accept-encoding"));
    const cached = lookUp(key);
    if (cached) return answer(cached, encoding, "hit");

    const startedAt = generation;
    c.set("htmlCacheFill", true);
    await next();
    const response = c.res;
    if (!isHtml(response)) return;
    // Rendered without a nonce: even an answer that is not kept needs its script hashes.
    const html = await response.text();
    const scriptHashes = inlineScriptHashes(html).join(" ");
    const plain = new TextEncoder().encode(html);
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    if (!isStorable(response, plain.byteLength) || startedAt !== generation) {
      headers.set(SCRIPT_HASHES_HEADER, scriptHashes);
      c.res = undefined; // replace, not merge, the rendered answer's headers
      c.res = new Response(response.status === 204 || response.status === 304 ? null : plain, { status: response.status, headers });
      return;
    }
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(plain, { level: 9 }),
      brotliAsync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: plain.byteLength } }),
    ]);
    const entry: Entry = {
      expires: Date.now() + ttlMs,
      status: response.status,
      headers: [...headers],
      scriptHashes,
      bodies: { identity: plain, gzip: new Uint8Array(gzipped), br: new Uint8Array(brotli) },
    };
    if (startedAt === generation) store(key, entry);
    c.res = undefined;
    c.res = answer(entry, encoding, "miss");
  };

  return {
    middleware,
    clear() {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
  };
}

/** The process's HTML cache, emptied whenever the catalogue cache is. */
export const processHtmlCache = singleton("html-cache", () => {
  const cache = createHtmlCache({ enabled: htmlCacheSetting() });
  onCatalogCacheClear(() => cache.clear());
  return cache;
});
