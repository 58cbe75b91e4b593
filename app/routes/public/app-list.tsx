import { DeferredAppGrid } from "~/features/catalog/components/card-grid";
import { ListHero } from "~/features/catalog/components/page-hero";
import { readApps } from "~/features/catalog/pages.server";
import { pageMeta, SITE_NAME } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo.server";
import type { Route } from "./+types/app-list";

const TITLE = "Uncensored AI Apps";
const DESCRIPTION = "Focused AI apps for editing, headshots, tattoo design, comics and more. Create without filters, one credit per image.";

export function loader({ request }: Route.LoaderArgs) {
  return { seo: seoContext(request), apps: readApps() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo } = loaderData;
  return pageMeta({
    title: `${TITLE} | ${SITE_NAME}`,
    description: DESCRIPTION,
    seo,
    jsonLd: [{ "@context": "https://schema.org", "@type": "CollectionPage", name: TITLE, description: DESCRIPTION, url: seo.canonical }],
  });
}

export default function AppList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ListHero eyebrow="AI Apps" title={TITLE} description={DESCRIPTION} />
      <section aria-label="All apps" className="container-page py-12 md:py-16">
        <DeferredAppGrid resolve={loaderData.apps} empty="No apps available" priorityFirst />
      </section>
    </>
  );
}
