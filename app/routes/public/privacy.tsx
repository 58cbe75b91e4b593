import { LegalDocument } from "~/features/settings/components/legal-document";
import { loadLegalPage } from "~/features/settings/legal-pages.server";
import { pageMeta } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo.server";
import type { Route } from "./+types/privacy";

const TITLE = "Privacy Policy";

export async function loader({ request }: Route.LoaderArgs) {
  const [seo, page] = await Promise.all([seoContext(new URL(request.url).pathname), loadLegalPage("privacy")]);
  return { seo, html: page.html };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo } = loaderData;
  return pageMeta({ title: `${TITLE} | ${seo.siteName}`, description: `The ${TITLE} of ${seo.siteName}.`, seo, noindex: !loaderData.html });
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument title={TITLE} html={loaderData.html} />;
}
