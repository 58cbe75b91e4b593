import { apiDocsPage } from "~/features/api-docs/api-docs-page.server";
import { seoContext } from "~/features/seo/seo.server";
import { getEnv } from "~/utils/env.server";

/** /docs/api: the Public API's document as a page, for anyone (kept by the HTML cache like the other public pages). */
export async function loadApiDocs(request: Request) {
  const seo = await seoContext(new URL(request.url).pathname);
  return { seo, docs: apiDocsPage(seo.origin), rateLimit: getEnv().API_RATE_LIMIT };
}
