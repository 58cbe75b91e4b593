import { loadSitemap } from "~/features/seo/sitemap.server";
import { getEnv } from "~/utils/env.server";

export async function loader() {
  return new Response(await loadSitemap(getEnv().PUBLIC_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
