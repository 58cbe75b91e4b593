import type { ApiKeyScope } from "~/db/schema/api-access";

// Every address an API key opens, with the scope each method needs
// (CONTRACT.md "Public API": generate = create, read = GET, delete = DELETE).
// Anything else — pages, /api/keys, /api/webhooks, the account's own endpoints — a key never opens.

type KeyRoute = { pattern: RegExp; methods: Partial<Record<"GET" | "POST" | "DELETE", ApiKeyScope>> };

const ID = "[^/]+";

export const API_KEY_ROUTES: readonly KeyRoute[] = [
  { pattern: /^\/api\/models$/, methods: { GET: "read" } },
  { pattern: /^\/api\/credits$/, methods: { GET: "read" } },
  { pattern: /^\/api\/generations$/, methods: { GET: "read", POST: "generate" } },
  { pattern: new RegExp(`^/api/generations/${ID}$`), methods: { GET: "read", DELETE: "delete" } },
  { pattern: new RegExp(`^/api/generations/${ID}/events$`), methods: { GET: "read" } },
  { pattern: new RegExp(`^/api/generations/${ID}/image$`), methods: { GET: "read" } },
  { pattern: new RegExp(`^/api/generations/${ID}/download$`), methods: { GET: "read" } },
  // A zip of pictures the caller names: a read, sent as POST only because the ids are a body.
  { pattern: /^\/api\/images\/zip$/, methods: { POST: "read" } },
];

export function keyRouteOf(path: string): KeyRoute | undefined {
  return API_KEY_ROUTES.find((route) => route.pattern.test(path));
}

/** The scope a method needs on a key route; HEAD is a GET. Undefined: the method is not open to keys there. */
export function scopeFor(route: KeyRoute, method: string): ApiKeyScope | undefined {
  const verb = method === "HEAD" ? "GET" : method;
  return route.methods[verb as keyof KeyRoute["methods"]];
}

export function allowedMethods(route: KeyRoute) {
  return Object.keys(route.methods);
}
