import ArrowRight from "lucide-react/icons/arrow-right";
import { ImageWithFallback } from "~/components/image-with-fallback";
import { ButtonLink } from "~/components/ui/plain-button";
import { BuyCreditsButton } from "~/features/billing/components/buy-flow";
import { HeroSection } from "~/features/catalog/components/page-hero";
import { imageSources } from "~/features/catalog/images";
import type { GalleryImage } from "~/features/catalog/types";
import { urls } from "~/utils/urls";

// SPEC's headline; the operator's tagline (Settings, 'Brand') replaces it.
export const HEADLINE = "#1 Uncensored AI Image Generator";
export const DESCRIPTION =
  "Create stunning AI images without creative limits. Describe anything, pick a model and get high-resolution results in seconds: art, anime, portraits, fantasy and photos.";

/** The landing page's first screen: the headline, the two calls to action and a collage of four pictures. */
export function Hero({ images, headline }: { images: GalleryImage[]; headline: string }) {
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
