import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { FaqList } from "~/components/faq-list";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { ButtonLink } from "~/components/ui/plain-button";
import { SettledGeneratorGrid } from "~/features/catalog/components/card-grid";
import { settleList } from "~/features/catalog/components/deferred";
import { IconCards } from "~/features/catalog/components/icon-cards";
import { ListHero } from "~/features/catalog/components/page-hero";
import { PageSection } from "~/features/catalog/components/page-section";
import { SectionHeading } from "~/features/catalog/components/section-heading";
import { readGenerators } from "~/features/catalog/pages.server";
import { AUDIENCES, GENERATOR_LIST_FAQS, GENERATOR_LIST_STEPS, MORE_FROM_UNCENSORED, WHY_CHOOSE } from "~/features/catalog/static-content";
import { faqPageJsonLd, jsonLdList, pageMeta } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo.server";
import { logger } from "~/utils/logger.server";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/generator-list";

const TITLE = "Uncensored AI Generator";
const DESCRIPTION =
  "Choose your style: anime, portraits, fantasy art, photos, wallpapers and more. Uncensored AI generators that turn your words into images in seconds.";

// Awaited, not streamed: the grid is in the first HTML, so nothing below it shifts when it arrives.
export async function loader({ request }: Route.LoaderArgs) {
  const generators = await settleList(readGenerators(), (error) => logger.error({ err: error }, "generator list failed"));
  return { seo: await seoContext(new URL(request.url).pathname), generators };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo } = loaderData;
  return pageMeta({
    title: `${TITLE}s: Choose Your Style | ${seo.siteName}`,
    description: DESCRIPTION,
    seo,
    jsonLd: jsonLdList(
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: TITLE,
        description: DESCRIPTION,
        url: seo.canonical,
      },
      faqPageJsonLd(GENERATOR_LIST_FAQS),
    ),
  });
}

export default function GeneratorList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ListHero eyebrow="AI Generators" title={TITLE} description={DESCRIPTION}>
        <ButtonLink size="lg" className="mt-8 h-12 px-8 text-base" to={urls.workspace()}>
          Start Creating
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </ListHero>

      <PageSection id="styles-heading" title="Choose Your Style" description="Every generator is tuned for one look. Pick yours and start creating.">
        <div className="mt-12">
          <SettledGeneratorGrid list={loaderData.generators} empty="No generators available" priorityFirst />
        </div>
      </PageSection>

      {/* Below the fold: each section is hydrated when scrolled near (ADR 021). */}
      <HydrateWhenVisible>
        <PageSection id="list-steps-heading" title="How It Works" description="Three steps from a blank page to a finished image." band>
          <IconCards items={GENERATOR_LIST_STEPS} numbered className="sm:grid-cols-1 md:grid-cols-3 lg:grid-cols-3" />
        </PageSection>
      </HydrateWhenVisible>

      <HydrateWhenVisible>
        <PageSection id="audience-heading" title="Who Is This For" description="Anyone with an idea worth seeing.">
          <IconCards items={AUDIENCES} className="sm:grid-cols-1 md:grid-cols-3 lg:grid-cols-3" />
        </PageSection>
      </HydrateWhenVisible>

      <HydrateWhenVisible>
        <PageSection id="why-heading" title="Why Choose Our AI Generator" description="Freedom, quality and control without the fine print." band>
          <IconCards items={WHY_CHOOSE} />
        </PageSection>
      </HydrateWhenVisible>

      <HydrateWhenVisible>
        <FaqList items={GENERATOR_LIST_FAQS} />
      </HydrateWhenVisible>

      <HydrateWhenVisible>
        <section aria-labelledby="more-heading" className="container-page pb-20">
          <SectionHeading id="more-heading" title="More from Uncensored" />
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {MORE_FROM_UNCENSORED.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="group bg-card hover:border-primary/50 flex h-full flex-col rounded-2xl border p-6 transition-colors">
                  <span className="text-lg font-semibold">{item.title}</span>
                  <span className="text-muted-foreground mt-2 text-sm leading-relaxed">{item.description}</span>
                  <span className="text-primary mt-4 inline-flex items-center gap-1 text-sm font-semibold">
                    Explore
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </HydrateWhenVisible>
    </>
  );
}
