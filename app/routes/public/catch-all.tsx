import { redirect } from "react-router";
import { settleList } from "~/features/catalog/components/deferred";
import { GalleryGrid } from "~/features/catalog/components/gallery-grid";
import { SectionStatus } from "~/features/catalog/components/section-heading";
import { SAMPLE_GALLERY } from "~/features/catalog/images";
import { readGalleryMedia } from "~/features/catalog/pages.server";
import { pageMeta } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo.server";
import { logger } from "~/utils/logger.server";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/catch-all";

const GALLERY_PATH = /^\/ai-([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/i;

/** "fantasy-art" → "Fantasy Art". */
function productLabel(product: string) {
  return product
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

// /ai-{product} is the gallery; every other unknown path goes home. The images
// are awaited, not streamed: the grid and its first tile (the LCP image) are in
// the first HTML, so nothing shifts when they arrive.
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const match = GALLERY_PATH.exec(pathname);
  if (!match || match[1].length > 60) throw redirect(urls.home());
  const images = await settleList(readGalleryMedia(), (error) => logger.error({ err: error }, "gallery media failed"));
  return { seo: await seoContext(new URL(request.url).pathname), product: productLabel(match[1]), images };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, product } = loaderData;
  const title = `AI ${product}`;
  const description = `Browse featured AI ${product.toLowerCase()} created with ${seo.siteName}, then make your own in seconds.`;
  return pageMeta({
    title: `${title} Gallery | ${seo.siteName}`,
    description,
    seo,
    jsonLd: [{ "@context": "https://schema.org", "@type": "ImageGallery", name: title, description, url: seo.canonical }],
  });
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { product, images } = loaderData;
  return (
    <section aria-labelledby="gallery-heading" className="container-page py-12 md:py-16">
      <div className="mx-auto max-w-3xl text-center">
        <h1 id="gallery-heading" className="text-4xl font-extrabold tracking-tight md:text-5xl">
          AI {product}
        </h1>
        <p className="text-muted-foreground mt-4 text-lg">Featured images from our community and studio. Get inspired, then create your own.</p>
      </div>
      <div className="mt-10 md:mt-12">
        {images.failed ? (
          <SectionStatus tone="error">Failed to fetch featured media</SectionStatus>
        ) : (
          <GalleryGrid images={images.items.length > 0 ? images.items : SAMPLE_GALLERY} />
        )}
      </div>
    </section>
  );
}
