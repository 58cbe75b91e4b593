import { getEnv } from "~/utils/env.server";
import type { SeoContext } from "./meta";

/** Origin and canonical URL of the requested page, from PUBLIC_URL (never from the Host header). */
export function seoContext(request: Request): SeoContext {
  const origin = getEnv().PUBLIC_URL;
  const { pathname } = new URL(request.url);
  return { origin, canonical: `${origin}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}` };
}
