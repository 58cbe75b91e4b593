import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { ImageWithFallback } from "~/components/image-with-fallback";
import { imageSources } from "~/features/catalog/images";
import type { AppCard as AppCardData, GeneratorCard as GeneratorCardData } from "~/features/catalog/types";
import { cn } from "~/utils/misc";
import { urls } from "~/utils/urls";

// The rendered card width of CARD_GRID inside container-page: one, two (sm) or three (lg) columns.
const CARD_SIZES = "(min-width: 1280px) 390px, (min-width: 1024px) calc(33vw - 2.25rem), (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)";

type CardImageProps = { image: string | null; priority?: boolean };

function CardImage({ image, priority }: CardImageProps) {
  const sources = image ? imageSources(image, CARD_SIZES, [480, 640, 960]) : { src: null };
  return (
    <div className="bg-muted relative aspect-video overflow-hidden">
      <ImageWithFallback
        {...sources}
        alt=""
        width={1024}
        height={576}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
      <div aria-hidden="true" className="from-card/90 absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t to-transparent" />
    </div>
  );
}

function CardShell({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <article
      className={cn(
        "group bg-card hover:border-primary/50 relative flex flex-col overflow-hidden rounded-2xl border transition-colors focus-within:border-primary/60",
        className,
      )}
    >
      {children}
    </article>
  );
}

/** The call to action covers the whole card, so the card is one link and one tab stop. */
function CardLink({ to, label, title }: { to: string; label: string; title: string }) {
  return (
    <Link
      to={to}
      prefetch="intent"
      aria-label={`${label}: ${title}`}
      className="text-primary mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-[3px] focus-visible:after:ring-ring/60"
    >
      {label}
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
    </Link>
  );
}

export function GeneratorCard({ generator, priority }: { generator: GeneratorCardData; priority?: boolean }) {
  return (
    <CardShell>
      <CardImage image={generator.image} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="line-clamp-1 text-lg font-semibold">{generator.title}</h3>
        <p className="text-muted-foreground mt-2 line-clamp-3 min-h-[3lh] text-sm leading-relaxed">{generator.description}</p>
        <CardLink to={urls.generator(generator.slug)} label="Start Generating" title={generator.title} />
      </div>
    </CardShell>
  );
}

export function AppIcon({ icon, className }: { icon: string | null; className?: string }) {
  return (
    <ImageWithFallback
      src={icon}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className={cn("size-12 shrink-0 rounded-xl border object-cover shadow-sm", className)}
    />
  );
}

export function AppCard({ app, priority }: { app: AppCardData; priority?: boolean }) {
  return (
    <CardShell>
      <CardImage image={app.image} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center gap-3">
          <AppIcon icon={app.icon} className="relative z-10 -mt-10 size-14 border-2 border-card" />
          <h3 className="line-clamp-1 text-lg font-semibold">{app.title}</h3>
        </div>
        <p className="text-muted-foreground mt-3 line-clamp-3 min-h-[3lh] text-sm leading-relaxed">{app.description}</p>
        <CardLink to={urls.app(app.slug)} label="Start Using" title={app.title} />
      </div>
    </CardShell>
  );
}

/**
 * Cards in rows of one, two or three; a short last row is centred. A grid of half
 * columns (4 at sm, 6 at lg, each card two wide) centres it by where the last cards
 * start, worked out from the count when rendering: a browser painting the list before
 * its last cards have arrived already draws the first ones where they stay.
 */
export const CARD_GRID = "grid gap-6 sm:grid-cols-4 lg:grid-cols-6 sm:[&>li]:col-span-2";

/** The column a card starts at when it opens a short last row (centred), else nothing. */
export function cardGridPlacement(index: number, count: number) {
  const closesOddCount = count % 2 === 1 && index === count - 1;
  const opensShortRow = count % 3 !== 0 && index === count - (count % 3);
  const large = opensShortRow ? (count % 3 === 1 ? "lg:col-start-3" : "lg:col-start-2") : closesOddCount && "lg:col-start-auto";
  return cn(closesOddCount && "sm:col-start-2", large);
}
