import { robotsTxt } from "~/features/seo/sitemap.server";
import { getEnv } from "~/utils/env.server";

export function loader() {
  return new Response(robotsTxt(getEnv().PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
