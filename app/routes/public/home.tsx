import { useEffect } from "react";
import { FaqList } from "~/components/faq-list";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { toast } from "~/components/toaster";
import { DeferredAppGrid, DeferredGeneratorGrid } from "~/features/catalog/components/card-grid";
import { CreationsCarousel } from "~/features/catalog/components/creations-carousel";
import { Deferred } from "~/features/catalog/components/deferred";
import { IconCards } from "~/features/catalog/components/icon-cards";
import { GalleryStrip } from "~/features/catalog/components/gallery-strip";
import { PageSection } from "~/features/catalog/components/page-section";
import { SectionHeading, SectionStatus } from "~/features/catalog/components/section-heading";
import { ShowMoreLink } from "~/features/catalog/components/show-more-link";
import { SAMPLE_GALLERY } from "~/features/catalog/images";
import { loadHomePage } from "~/features/catalog/pages.server";
import { HOME_BENEFITS, HOME_STEPS } from "~/features/catalog/home-content";
import type { GalleryImage } from "~/features/catalog/types";
import { faqPageJsonLd, jsonLdList, organizationJsonLd, pageMeta, websiteJsonLd } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo.server";
import { getSettings } from "~/features/settings/settings.server";
import { logger } from "~/utils/logger.server";
import { urls } from "~/utils/urls";
import { useSite } from "~/utils/user";
import type { Route } from "./+types/home";
import { AppsStrip } from "./home/apps-strip";
import { carouselCreations } from "./home/carousel-creations";
import { DESCRIPTION, HEADLINE, Hero } from "./home/hero";

export async function loader({ request }: Route.LoaderArgs) {
  const page = loadHomePage();
  // The grids stream in; gallery and FAQs are awaited for the first image and the FAQ markup.
  const [gallery, faqs] = await Promise.all([
    page.gallery.then(
      (items) => ({ items, failed: false }),
      (error: unknown) => {
        logger.error({ err: error }, "home: featured media failed");
        return { items: [] as GalleryImage[], failed: true };
      },
    ),
    page.faqs.catch((error: unknown) => {
      logger.error({ err: error }, "home: FAQs failed");
      return [];
    }),
  ]);
  return {
    seo: await seoContext(new URL(request.url).pathname),
    headline: (await getSettings()).brand.tagline || HEADLINE,
    gallery,
    faqs,
    featuredGenerators: page.featuredGenerators,
    featuredApps: page.featuredApps,
    apps: page.apps,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, faqs, gallery, headline } = loaderData;
  return pageMeta({
    title: `${seo.siteName} | ${headline}`,
    description: DESCRIPTION,
    seo,
    image: gallery.items[0]?.url,
    jsonLd: jsonLdList(websiteJsonLd(seo), organizationJsonLd(seo), faqPageJsonLd(faqs)),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { gallery, faqs, featuredGenerators, featuredApps, apps, headline } = loaderData;
  const siteName = useSite().brand.siteName;
  const images = gallery.items.length > 0 ? gallery.items : SAMPLE_GALLERY;

  useEffect(() => {
    if (gallery.failed) toast.error("Failed to fetch featured media", { id: "featured-media" });
  }, [gallery.failed]);

  return (
    <>
      <Hero images={images} headline={headline} />

      {/* Below the fold: each section is hydrated when scrolled near (ADR 021). */}
      <HydrateWhenVisible shared={{ name: "home-steps", inputs: [] }}>
        <PageSection
          id="home-steps-heading"
          eyebrow="How It Works"
          title="From idea to image in four steps"
          description="No design skills, no complicated settings. Just describe it and create."
        >
          <IconCards items={HOME_STEPS} numbered />
        </PageSection>
      </HydrateWhenVisible>

      <HydrateWhenVisible shared={{ name: "home-benefits", inputs: [siteName] }}>
        <PageSection
          id="home-benefits-heading"
          eyebrow="Benefits"
          title={`Why creators choose ${siteName}`}
          description="Powerful models, honest pricing and the freedom to make what you actually want."
          band
        >
          <IconCards items={HOME_BENEFITS} />
        </PageSection>
      </HydrateWhenVisible>

      <HydrateWhenVisible shared={{ name: "home-creations", inputs: [featuredGenerators] }}>
        <PageSection
          id="home-creations-heading"
          eyebrow="Community"
          title="Popular Creations"
          description="A taste of what people make with our generators."
        >
          <div className="mt-12">
            <Deferred resolve={featuredGenerators} loading="Loading..." error="Error loading generators. Please try again later.">
              {(generators) => {
                const creations = carouselCreations(generators);
                return creations.length > 0 ? <CreationsCarousel creations={creations} /> : <SectionStatus>No creations to show yet.</SectionStatus>;
              }}
            </Deferred>
          </div>
        </PageSection>
      </HydrateWhenVisible>

      <HydrateWhenVisible shared={{ name: "home-faqs", inputs: [faqs] }}>
        <FaqList items={faqs} description="Everything you need to know before you create your first image." />
      </HydrateWhenVisible>

      <HydrateWhenVisible shared={{ name: "home-apps-strip", inputs: [apps] }}>
        <AppsStrip apps={apps} />
      </HydrateWhenVisible>

      <HydrateWhenVisible shared={{ name: "home-generators", inputs: [featuredGenerators] }}>
        <PageSection id="home-generators-heading" title="AI Generators" description="Specialised generators tuned for the styles people love most.">
          <div className="mt-12">
            <DeferredGeneratorGrid resolve={featuredGenerators} empty="No featured generators at the moment." />
          </div>
          <ShowMoreLink to={urls.generators()}>Show More Generators</ShowMoreLink>
        </PageSection>
      </HydrateWhenVisible>

      <HydrateWhenVisible shared={{ name: "home-apps", inputs: [featuredApps] }}>
        <PageSection id="home-apps-heading" title="AI Apps" description="Focused tools for editing, headshots, tattoos and more.">
          <div className="mt-12">
            <DeferredAppGrid resolve={featuredApps} empty="No featured apps available at the moment." />
          </div>
          <ShowMoreLink to={urls.apps()}>Show More</ShowMoreLink>
        </PageSection>
      </HydrateWhenVisible>

      <HydrateWhenVisible shared={{ name: "home-gallery", inputs: [images] }}>
        <section aria-labelledby="home-gallery-heading" className="py-16 md:py-20">
          <div className="container-page">
            <SectionHeading id="home-gallery-heading" title="AI Imagination" description="Fresh picks from our featured gallery." />
          </div>
          <div className="mt-12">
            <GalleryStrip images={images} label="Featured images" />
          </div>
          <ShowMoreLink to={urls.gallery()} className="container-page">
            Show More
          </ShowMoreLink>
        </section>
      </HydrateWhenVisible>
    </>
  );
}
