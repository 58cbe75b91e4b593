import { describe, expect, it } from "vitest";
import { absoluteUrl, faqPageJsonLd, metaDescription, organizationJsonLd, pageMeta, softwareApplicationJsonLd, websiteJsonLd } from "./meta";

const seo = { origin: "https://example.com", canonical: "https://example.com/apps/x", siteName: "Pixel Forge", logoUrl: "" };

describe("pageMeta", () => {
  it("gives title, description, canonical, Open Graph, Twitter card and JSON-LD", () => {
    const meta = pageMeta({ title: "X | Site", description: "About X", seo, image: "/files/catalog/a_1.webp", jsonLd: [{ "@type": "WebSite" }] });
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: "X | Site" },
        { name: "description", content: "About X" },
        { tagName: "link", rel: "canonical", href: "https://example.com/apps/x" },
        { property: "og:title", content: "X | Site" },
        { property: "og:description", content: "About X" },
        { property: "og:url", content: "https://example.com/apps/x" },
        { property: "og:type", content: "website" },
        { property: "og:image", content: "https://example.com/files/catalog/a_1.webp" },
        { name: "twitter:card", content: "summary_large_image" },
        { "script:ld+json": { "@type": "WebSite" } },
      ]),
    );
    expect(meta).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("falls back to the default social image and can ask not to be indexed", () => {
    const meta = pageMeta({ title: "Missing", description: "Gone", seo, noindex: true });
    expect(meta).toContainEqual({ property: "og:image", content: "https://example.com/og-image.png" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("helpers", () => {
  it("keeps absolute image URLs and prefixes site paths", () => {
    expect(absoluteUrl("https://a.test", "https://cdn.test/x.png")).toBe("https://cdn.test/x.png");
    expect(absoluteUrl("https://a.test", "/x.png")).toBe("https://a.test/x.png");
  });

  it("shortens long descriptions at a word boundary", () => {
    const long = "word ".repeat(60);
    const short = metaDescription(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith("word…")).toBe(true);
    expect(metaDescription("  two\n lines ")).toBe("two lines");
  });

  it("marks up FAQs as FAQPage, or nothing when there are none", () => {
    expect(faqPageJsonLd([])).toBeNull();
    expect(faqPageJsonLd([{ question: "Q?", answer: "A</script><b>" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A</script><b>" } }],
    });
  });

  it("describes a generator as a SoftwareApplication with an absolute image", () => {
    expect(
      softwareApplicationJsonLd({
        name: "Gen",
        description: "Makes art",
        url: seo.canonical,
        image: "/i.webp",
        origin: seo.origin,
        siteName: seo.siteName,
      }),
    ).toMatchObject({
      "@type": "SoftwareApplication",
      name: "Gen",
      publisher: { "@type": "Organization", name: "Pixel Forge" },
      url: seo.canonical,
      image: "https://example.com/i.webp",
      applicationCategory: "MultimediaApplication",
    });
  });

  it("names the operator's brand in og:site_name and the WebSite and Organization data, with their logo", () => {
    expect(pageMeta({ title: "X", description: "Y", seo })).toContainEqual({ property: "og:site_name", content: "Pixel Forge" });
    expect(websiteJsonLd(seo)).toMatchObject({ "@type": "WebSite", name: "Pixel Forge", url: "https://example.com/" });
    expect(organizationJsonLd(seo)).toMatchObject({ name: "Pixel Forge", logo: "https://example.com/favicon.svg" });
    expect(organizationJsonLd({ ...seo, logoUrl: "/files/media/logo.png" })).toMatchObject({ logo: "https://example.com/files/media/logo.png" });
  });
});
