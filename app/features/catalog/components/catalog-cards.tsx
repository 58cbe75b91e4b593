import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ImageWithFallback } from "~/components/image-with-fallback";
import { imageSources } from "~/features/catalog/images";
import type { AppCard as AppCardData, GeneratorCard as GeneratorCardData } from "~/features/catalog/types";
import { cn } from "~/utils/misc";
import { urls } from "~/utils/urls";

const CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";

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
        <h3 className="text-lg font-semibold">{generator.title}</h3>
        <p className="text-muted-foreground mt-2 line-clamp-3 text-sm leading-relaxed">{generator.description}</p>
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
          <h3 className="text-lg font-semibold">{app.title}</h3>
        </div>
        <p className="text-muted-foreground mt-3 line-clamp-3 text-sm leading-relaxed">{app.description}</p>
        <CardLink to={urls.app(app.slug)} label="Start Using" title={app.title} />
      </div>
    </CardShell>
  );
}

/** Cards in rows of one, two or three; a short last row is centred. */
export const CARD_GRID = "flex flex-wrap justify-center gap-6 [&>li]:w-full sm:[&>li]:w-[calc((100%-1.5rem)/2)] lg:[&>li]:w-[calc((100%-3rem)/3)]";
