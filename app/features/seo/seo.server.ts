import { getEnv } from "~/utils/env.server";
import type { SeoContext } from "./meta";

/** Origin and canonical URL of the requested page (its address's path), from PUBLIC_URL (never from the Host header). */
export function seoContext(pathname: string): SeoContext {
  const origin = getEnv().PUBLIC_URL;
  return { origin, canonical: `${origin}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}` };
}
