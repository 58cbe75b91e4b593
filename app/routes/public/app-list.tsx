import { SettledAppGrid } from "~/features/catalog/components/card-grid";
import { settleList } from "~/features/catalog/components/deferred";
import { ListHero } from "~/features/catalog/components/page-hero";
import { readApps } from "~/features/catalog/pages.server";
import { pageMeta } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo.server";
import { logger } from "~/utils/logger.server";
import type { Route } from "./+types/app-list";

const TITLE = "Uncensored AI Apps";
const DESCRIPTION = "Focused AI apps for editing, headshots, tattoo design, comics and more. Create without filters, one credit per image.";

// Awaited, not streamed: the grid (and its first image, the LCP) is in the first HTML, so nothing below it shifts.
export async function loader({ request }: Route.LoaderArgs) {
  const apps = await settleList(readApps(), (error) => logger.error({ err: error }, "apps list failed"));
  return { seo: await seoContext(new URL(request.url).pathname), apps };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo } = loaderData;
  return pageMeta({
    title: `${TITLE} | ${seo.siteName}`,
    description: DESCRIPTION,
    seo,
    jsonLd: [{ "@context": "https://schema.org", "@type": "CollectionPage", name: TITLE, description: DESCRIPTION, url: seo.canonical }],
  });
}

export default function AppList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ListHero eyebrow="AI Apps" title={TITLE} description={DESCRIPTION} />
      <section aria-labelledby="all-apps-heading" className="container-page py-12 md:py-16">
        {/* The cards' titles are h3: the list needs its h2 for the outline, which the hero above says already. */}
        <h2 id="all-apps-heading" className="sr-only">
          All apps
        </h2>
        <SettledAppGrid list={loaderData.apps} empty="No apps available" priorityFirst />
      </section>
    </>
  );
}
