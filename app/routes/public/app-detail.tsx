import { data } from "react-router";
import { FaqList } from "~/components/faq-list";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { BenefitsSection } from "~/features/catalog/components/benefits";
import { AppIcon } from "~/features/catalog/components/catalog-cards";
import { CreationsSection } from "~/features/catalog/components/creations-grid";
import { DetailHero } from "~/features/catalog/components/detail-hero";
import { HowItWorksSection } from "~/features/catalog/components/how-it-works";
import { CatalogNotFound } from "~/features/catalog/components/not-found";
import { loadAppPage } from "~/features/catalog/pages.server";
import { faqPageJsonLd, jsonLdList, pageMeta, webApplicationJsonLd } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo.server";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/app-detail";

export async function loader({ request, params }: Route.LoaderArgs) {
  const seo = await seoContext(new URL(request.url).pathname);
  const page = await loadAppPage(params.slug);
  if (!page) return data({ seo, page: null }, { status: 404 });
  return { seo, page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, page } = loaderData;
  if (!page) {
    return pageMeta({ title: `App Not Found | ${seo.siteName}`, description: "The app you're looking for could not be found.", seo, noindex: true });
  }
  const { app, faqs } = page;
  return pageMeta({
    title: `${app.title} | ${seo.siteName}`,
    description: app.description,
    seo,
    image: app.image,
    noindex: app.hidden,
    jsonLd: jsonLdList(
      webApplicationJsonLd({
        name: app.title,
        description: app.longDescription || app.description,
        url: seo.canonical,
        siteName: seo.siteName,
        image: app.image,
        origin: seo.origin,
      }),
      faqPageJsonLd(faqs),
    ),
  });
}

export default function AppDetail({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) {
    return (
      <CatalogNotFound
        title="App Not Found"
        message="The app you're looking for could not be found."
        back={{ label: "Browse apps", to: urls.apps() }}
      />
    );
  }
  const { app, faqs } = page;
  return (
    <>
      <DetailHero
        title={app.title}
        text={app.longDescription || app.description}
        image={app.image}
        icon={<AppIcon icon={app.icon} className="size-14 md:size-16" />}
        cta={{ label: "Open App", to: urls.workspace() }}
        parent={{ label: "Apps", to: urls.apps() }}
      />
      {/* Below the fold: each section is hydrated when scrolled near (ADR 021). */}
      <HydrateWhenVisible>
        <HowItWorksSection steps={app.howItWorks} lead={`Get results with the ${app.title}`} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <BenefitsSection benefits={app.benefits} title="Why Choose Our App" />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <CreationsSection creations={app.popularCreations} description={`Images made with the ${app.title}.`} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <FaqList items={faqs} />
      </HydrateWhenVisible>
    </>
  );
}
