import type { MetaDescriptor } from "react-router";

// Search and social metadata of the public pages. Pure functions: route `meta`
// exports call them with what their loader passed (origin and canonical URL
// come from PUBLIC_URL on the server). React Router renders each
// `script:ld+json` entry with `<`, `>` and `&` escaped as \u003c, \u003e, \u0026,
// so text typed by an admin cannot close the script element.

export const DEFAULT_OG_IMAGE_PATH = "/og-image.png";

/** `siteName` and `logoUrl` are the operator's brand (Settings); empty logoUrl: the built-in mark. */
export type SeoContext = { origin: string; canonical: string; siteName: string; logoUrl: string };

export type JsonLd = Record<string, unknown>;

export type PageSeo = {
  title: string;
  description: string;
  seo: SeoContext;
  /** A site path ("/files/...") or an absolute URL. */
  image?: string | null;
  type?: "website" | "article" | "product";
  jsonLd?: JsonLd[];
  noindex?: boolean;
};

/** An absolute URL for a site path; absolute URLs pass through. */
export function absoluteUrl(origin: string, pathOrUrl: string) {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** Meta descriptions are cut at a word boundary near 160 characters. */
export function metaDescription(text: string, max = 160) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length).replace(/[\s,.;:]+$/, "")}…`;
}

export function pageMeta(page: PageSeo): MetaDescriptor[] {
  const { origin, canonical } = page.seo;
  const description = metaDescription(page.description);
  const image = absoluteUrl(origin, page.image || DEFAULT_OG_IMAGE_PATH);
  return [
    { title: page.title },
    { name: "description", content: description },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: page.seo.siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

export function websiteJsonLd(seo: SeoContext): JsonLd {
  return { "@context": "https://schema.org", "@type": "WebSite", name: seo.siteName, url: `${seo.origin}/` };
}

export function organizationJsonLd(seo: SeoContext): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: seo.siteName,
    url: `${seo.origin}/`,
    logo: absoluteUrl(seo.origin, seo.logoUrl || "/favicon.svg"),
  };
}

/** FAQPage data; null when there is nothing to mark up (the FAQ section is hidden then too). */
export function faqPageJsonLd(faqs: Array<{ question: string; answer: string }>): JsonLd | null {
  if (faqs.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

type ApplicationInfo = { name: string; description: string; url: string; image?: string | null; origin: string; siteName: string };

function applicationJsonLd(type: "SoftwareApplication" | "WebApplication", app: ApplicationInfo): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: app.name,
    description: metaDescription(app.description, 300),
    url: app.url,
    ...(app.image ? { image: absoluteUrl(app.origin, app.image) } : {}),
    applicationCategory: "MultimediaApplication",
    operatingSystem: "Web",
    // New accounts start with free credits.
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    publisher: { "@type": "Organization", name: app.siteName, url: `${app.origin}/` },
  };
}

export const softwareApplicationJsonLd = (app: ApplicationInfo) => applicationJsonLd("SoftwareApplication", app);
export const webApplicationJsonLd = (app: ApplicationInfo) => applicationJsonLd("WebApplication", app);

/** Drops the null entries builders return for empty sections. */
export function jsonLdList(...entries: Array<JsonLd | null | undefined | false>): JsonLd[] {
  return entries.filter((e): e is JsonLd => Boolean(e));
}
