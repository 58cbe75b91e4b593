import type { MiddlewareHandler } from "hono";
import { getSessionUser } from "~/features/accounts/auth.server";
import type { OperatorSettings } from "~/features/settings/settings-schema";
import { getSettings } from "~/features/settings/settings.server";
import { AppError, errorBody } from "~/utils/errors";
import { logger } from "~/utils/logger.server";

// Maintenance mode (Settings, 'Maintenance mode'): while it is on, visitors and
// users get a 503 maintenance page, and API callers a JSON 503, both with
// Retry-After. What keeps working:
// - /healthz: it reports whether this process can serve (database, start-up),
//   not the operator's switch; a load balancer must not pull healthy servers
//   (docs/decisions/028-operator-settings.md);
// - Stripe's webhook: payments made before or during maintenance are fulfilled;
// - the admin login and portal, and every page for a signed-in admin (to check
//   the site before switching back);
// - stored pictures under /files (the portal shows them).
// Static build assets are served before this app (server/main.js).

export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;
export const MAINTENANCE_TITLE = "Down for maintenance";

const ALWAYS_OPEN = [/^\/healthz$/, /^\/api\/stripe\/webhook$/, /^\/hidden\/admin(?:\/.*)?$/, /^\/admin\/.*$/, /^\/files\//];

type Deps = {
  settings: () => Promise<Pick<OperatorSettings, "brand" | "maintenance">>;
  isAdmin: (request: Request) => Promise<boolean>;
};

const defaultDeps: Deps = {
  settings: getSettings,
  isAdmin: async (request) => (await getSessionUser(request))?.role === "admin",
};

function wantsJson(request: Request, pathname: string) {
  return pathname.startsWith("/api/") || /\bapplication\/json\b/i.test(request.headers.get("accept") ?? "");
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The maintenance page: self-contained (no scripts, no stylesheet that could be missing), the operator's name and message. */
export function maintenancePage(siteName: string, message: string): string {
  const name = escapeHtml(siteName);
  return `<!doctype html>
<html lang="en" class="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${MAINTENANCE_TITLE} | ${name}</title>
<style>
body{margin:0;min-height:100dvh;display:grid;place-items:center;background:#0b0b10;color:#f4f4f5;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:24px;box-sizing:border-box}
main{max-width:32rem;text-align:center}
h1{font-size:1.75rem;margin:.5rem 0 1rem}
p{color:#a1a1aa;line-height:1.6;margin:0}
.brand{font-weight:700;color:#c084fc}
</style>
</head>
<body>
<main>
<p class="brand">${name}</p>
<h1>${MAINTENANCE_TITLE}</h1>
<p>${escapeHtml(message)}</p>
</main>
</body>
</html>
`;
}

export function maintenanceMode(deps: Deps = defaultDeps): MiddlewareHandler {
  return async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (ALWAYS_OPEN.some((pattern) => pattern.test(pathname))) return next();
    let settings: Awaited<ReturnType<Deps["settings"]>>;
    try {
      settings = await deps.settings();
    } catch (error) {
      // Settings unreadable (the database is down or starting): the routes answer for themselves, as before this switch existed.
      logger.warn({ err: error }, "maintenance mode: settings unavailable; serving normally");
      return next();
    }
    if (!settings.maintenance.enabled) return next();
    // An admin's session is checked only while maintenance is on, and only for requests that carry a cookie.
    if (c.req.header("cookie") && (await deps.isAdmin(c.req.raw).catch(() => false))) return next();

    const headers = { "Retry-After": String(MAINTENANCE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
    if (wantsJson(c.req.raw, pathname)) {
      const body = errorBody(new AppError("SERVICE_UNAVAILABLE", { title: MAINTENANCE_TITLE, message: settings.maintenance.message }));
      return c.json(body, 503, headers);
    }
    return c.html(maintenancePage(settings.brand.siteName, settings.maintenance.message), 503, headers);
  };
}
