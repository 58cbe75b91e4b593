import ArrowRight from "lucide-react/icons/arrow-right";
import { useEffect } from "react";
import { Link } from "react-router";
import { FaqList } from "~/components/faq-list";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { toast } from "~/components/toaster";
import { ImageWithFallback } from "~/components/image-with-fallback";
import { ButtonLink } from "~/components/ui/plain-button";
import { BuyCreditsButton } from "~/features/billing/components/buy-flow";
import { DeferredAppGrid, DeferredGeneratorGrid } from "~/features/catalog/components/card-grid";
import { AppIcon } from "~/features/catalog/components/catalog-cards";
import { CreationsCarousel, type CarouselCreation } from "~/features/catalog/components/creations-carousel";
import { Deferred } from "~/features/catalog/components/deferred";
import { IconCards } from "~/features/catalog/components/icon-cards";
import { GalleryStrip } from "~/features/catalog/components/gallery-strip";
import { PageSection } from "~/features/catalog/components/page-section";
import { HeroSection } from "~/features/catalog/components/page-hero";
import { SectionHeading, SectionStatus } from "~/features/catalog/components/section-heading";
import { ShowMoreLink } from "~/features/catalog/components/show-more-link";
import { imageSources, SAMPLE_GALLERY } from "~/features/catalog/images";
import { loadHomePage } from "~/features/catalog/pages.server";
import { HOME_BENEFITS, HOME_STEPS } from "~/features/catalog/home-content";
import type { FeaturedGenerator, GalleryImage } from "~/features/catalog/types";
import { faqPageJsonLd, jsonLdList, organizationJsonLd, pageMeta, websiteJsonLd } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo.server";
import { getSettings } from "~/features/settings/settings.server";
import { logger } from "~/utils/logger.server";
import { urls } from "~/utils/urls";
import { useSite } from "~/utils/user";
import type { Route } from "./+types/home";

// SPEC's headline; the operator's tagline (Settings, 'Brand') replaces it.
const HEADLINE = "#1 Uncensored AI Image Generator";
const DESCRIPTION =
  "Create stunning AI images without creative limits. Describe anything, pick a model and get high-resolution results in seconds: art, anime, portraits, fantasy and photos.";

export async function loader({ request }: Route.LoaderArgs) {
  const page = loadHomePage();
  // The grids stream in; gallery and FAQs are awaited for the first image and the FAQ markup.
  const [gallery, faqs] = await Promise.all([
    page.gallery.then(
      (items) => ({ items, failed: false }),
      (error: unknown) => {
        logger.error({ error }, "home: featured media failed");
        return { items: [] as GalleryImage[], failed: true };
      },
    ),
    page.faqs.catch((error: unknown) => {
      logger.error({ error }, "home: FAQs failed");
      return [];
    }),
  ]);
  return {
    seo: await seoContext(request),
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

/** Up to twelve creations from the featured generators, taking turns so every generator shows. */
function carouselCreations(generators: FeaturedGenerator[]): CarouselCreation[] {
  const result: CarouselCreation[] = [];
  const depth = Math.max(0, ...generators.map((g) => g.popularCreations.length));
  for (let i = 0; i < depth && result.length < 12; i++) {
    for (const g of generators) {
      const creation = g.popularCreations[i];
      if (creation?.image && result.length < 12) {
        result.push({ ...creation, id: `${g.id}-${creation.id}`, generatorSlug: g.slug, generatorTitle: g.title });
      }
    }
  }
  return result;
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
      <HydrateWhenVisible>
        <PageSection
          id="home-steps-heading"
          eyebrow="How It Works"
          title="From idea to image in four steps"
          description="No design skills, no complicated settings. Just describe it and create."
        >
          <IconCards items={HOME_STEPS} numbered />
        </PageSection>
      </HydrateWhenVisible>

      <HydrateWhenVisible>
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

      <HydrateWhenVisible>
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

      <HydrateWhenVisible>
        <FaqList items={faqs} description="Everything you need to know before you create your first image." />
      </HydrateWhenVisible>

      <HydrateWhenVisible>
        <section aria-labelledby="home-apps-strip-heading" className="border-y bg-card/40">
          <div className="container-page py-10">
            <h2 id="home-apps-strip-heading" className="text-muted-foreground text-center text-sm font-semibold tracking-widest uppercase">
              Explore our apps
            </h2>
            <div className="mt-6">
              <Deferred resolve={apps} loading="Loading apps..." error="Error loading apps. Please try again later.">
                {(list) =>
                  list.length > 0 ? (
                    <ul className="flex flex-wrap justify-center gap-3">
                      {list.map((app) => (
                        <li key={app.id}>
                          <Link
                            to={urls.app(app.slug)}
                            className="bg-background hover:border-primary/60 flex items-center gap-3 rounded-full border py-1.5 pr-5 pl-1.5 text-sm font-medium transition-colors"
                          >
                            <AppIcon icon={app.icon} className="size-8 rounded-full" />
                            {app.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <SectionStatus>No apps available</SectionStatus>
                  )
                }
              </Deferred>
            </div>
          </div>
        </section>
      </HydrateWhenVisible>

      <HydrateWhenVisible>
        <PageSection id="home-generators-heading" title="AI Generators" description="Specialised generators tuned for the styles people love most.">
          <div className="mt-12">
            <DeferredGeneratorGrid resolve={featuredGenerators} empty="No featured generators at the moment." />
          </div>
          <ShowMoreLink to={urls.generators()}>Show More Generators</ShowMoreLink>
        </PageSection>
      </HydrateWhenVisible>

      <HydrateWhenVisible>
        <PageSection id="home-apps-heading" title="AI Apps" description="Focused tools for editing, headshots, tattoos and more.">
          <div className="mt-12">
            <DeferredAppGrid resolve={featuredApps} empty="No featured apps available at the moment." />
          </div>
          <ShowMoreLink to={urls.apps()}>Show More</ShowMoreLink>
        </PageSection>
      </HydrateWhenVisible>

      <HydrateWhenVisible>
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

function Hero({ images, headline }: { images: GalleryImage[]; headline: string }) {
  const collage = images.slice(0, 4);
  return (
    <HeroSection glow="home" className="grid items-center gap-12 py-14 md:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
      <div className="text-center lg:text-left">
        <p className="bg-primary/10 text-primary inline-flex items-center rounded-full border border-primary/30 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
          No filters. No limits.
        </p>
        <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">{headline}</h1>
        <p className="text-muted-foreground mx-auto mt-6 max-w-xl text-lg text-pretty lg:mx-0">{DESCRIPTION}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3 lg:justify-start">
          <ButtonLink size="lg" className="h-12 px-8 text-base" to={urls.workspace()}>
            Start Creating
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
          <div className="hidden md:block" data-testid="hero-buy-credits">
            <BuyCreditsButton size="lg" className="bg-secondary text-secondary-foreground hover:bg-secondary/80 h-12 border px-8 text-base" />
          </div>
        </div>
        <dl className="mt-10 grid grid-cols-3 gap-4 text-center lg:max-w-md lg:text-left">
          {[
            ["1 credit", "per image"],
            ["3 models", "to choose from"],
            ["5 formats", "aspect ratios"],
          ].map(([value, label]) => (
            <div key={value}>
              <dt className="sr-only">{label}</dt>
              <dd className="text-lg font-bold whitespace-nowrap sm:text-xl md:text-2xl">{value}</dd>
              <dd className="text-muted-foreground text-xs md:text-sm">{label}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mx-auto grid w-full max-w-md grid-cols-2 gap-3 sm:max-w-lg md:gap-4 lg:max-w-none">
        {collage.map((image, index) => (
          <div
            key={image.id}
            className={
              index % 2 === 1
                ? "bg-card translate-y-6 overflow-hidden rounded-2xl border shadow-xl shadow-black/40"
                : "bg-card overflow-hidden rounded-2xl border shadow-xl shadow-black/40"
            }
          >
            <ImageWithFallback
              {...imageSources(image.url, "(min-width: 1024px) 280px, 45vw", [320, 480, 640])}
              alt={image.title}
              width={480}
              height={480}
              loading={index < 2 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              decoding={index === 0 ? "sync" : "async"}
              className="aspect-square w-full object-cover"
            />
          </div>
        ))}
      </div>
    </HeroSection>
  );
}
