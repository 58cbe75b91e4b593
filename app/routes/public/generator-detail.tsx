import { data } from "react-router";
import { FaqList } from "~/components/faq-list";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { BenefitsSection } from "~/features/catalog/components/benefits";
import { CreationsSection } from "~/features/catalog/components/creations-grid";
import { DetailHero } from "~/features/catalog/components/detail-hero";
import { HowItWorksSection } from "~/features/catalog/components/how-it-works";
import { CatalogNotFound } from "~/features/catalog/components/not-found";
import { loadGeneratorPage } from "~/features/catalog/pages.server";
import { builtInGeneratorFaqs } from "~/features/catalog/static-content";
import { faqPageJsonLd, jsonLdList, pageMeta, softwareApplicationJsonLd } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo.server";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/generator-detail";

export async function loader({ request, params }: Route.LoaderArgs) {
  const seo = await seoContext(new URL(request.url).pathname);
  const page = await loadGeneratorPage(params.slug);
  if (!page) return data({ seo, page: null }, { status: 404 });
  return { seo, page: { ...page, faqs: [...builtInGeneratorFaqs(page.generator.title), ...page.faqs] } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, page } = loaderData;
  if (!page) {
    return pageMeta({ title: `Generator not found | ${seo.siteName}`, description: "This generator could not be found.", seo, noindex: true });
  }
  const { generator, faqs } = page;
  return pageMeta({
    title: `${generator.title}: Uncensored AI Image Generator | ${seo.siteName}`,
    description: generator.description,
    seo,
    image: generator.image,
    // A hidden generator is reachable by link but stays out of search results.
    noindex: generator.hidden,
    jsonLd: jsonLdList(
      softwareApplicationJsonLd({
        name: generator.title,
        description: generator.longDescription || generator.description,
        url: seo.canonical,
        siteName: seo.siteName,
        image: generator.image,
        origin: seo.origin,
      }),
      faqPageJsonLd(faqs),
    ),
  });
}

export default function GeneratorDetail({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) {
    return (
      <CatalogNotFound
        title="Generator not found"
        message="The generator you're looking for doesn't exist or has been removed."
        back={{ label: "Browse generators", to: urls.generators() }}
      />
    );
  }
  const { generator, faqs } = page;
  return (
    <>
      <DetailHero
        title={generator.title}
        text={generator.longDescription || generator.description}
        image={generator.image}
        cta={{ label: "Start Generating", to: urls.workspaceWithStyle(generator.slug) }}
        parent={{ label: "Generators", to: urls.generators() }}
      />
      {/* Below the fold: each section is hydrated when scrolled near (ADR 021). */}
      <HydrateWhenVisible>
        <HowItWorksSection steps={generator.howItWorks} lead={`Create with the ${generator.title}`} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <BenefitsSection benefits={generator.benefits} title={`Why Choose the ${generator.title}`} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <CreationsSection creations={generator.popularCreations} description={`Images made with the ${generator.title}.`} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <FaqList items={faqs} />
      </HydrateWhenVisible>
    </>
  );
}
