import { getSettings } from "~/features/settings/settings.server";
import { getEnv } from "~/utils/env.server";
import type { SeoContext } from "./meta";

/** Origin and canonical URL of the requested page (its address's path), from PUBLIC_URL (never from the Host header), and the operator's brand. */
export async function seoContext(pathname: string): Promise<SeoContext> {
  const origin = getEnv().PUBLIC_URL;
  const { brand } = await getSettings();
  return { origin, canonical: `${origin}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`, siteName: brand.siteName, logoUrl: brand.logoUrl };
}
