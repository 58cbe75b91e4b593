import ChevronRight from "lucide-react/icons/chevron-right";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ImageWithFallback } from "~/components/image-with-fallback";
import { ButtonLink } from "~/components/ui/plain-button";
import { imageSources } from "~/features/catalog/images";
import { HeroSection } from "./page-hero";
import { urls } from "~/utils/urls";

/** Hero of a generator or app page: breadcrumb, title, long description, call to action and the item's image. */
export function DetailHero({
  title,
  text,
  image,
  cta,
  parent,
  icon,
}: {
  title: string;
  text: string;
  image: string | null;
  cta: { label: string; to: string };
  parent: { label: string; to: string };
  icon?: ReactNode;
}) {
  return (
    <HeroSection glow="topLeft" className="grid items-center gap-10 py-12 md:py-16 lg:grid-cols-2 lg:gap-16 lg:py-20">
      <div>
        <nav aria-label="Breadcrumb">
          <ol className="text-muted-foreground flex flex-wrap items-center gap-1 text-sm">
            <li>
              <Link to={urls.home()} className="hover:text-foreground">
                Home
              </Link>
            </li>
            <li className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-4" />
              <Link to={parent.to} className="hover:text-foreground">
                {parent.label}
              </Link>
            </li>
            <li aria-current="page" className="text-foreground flex min-w-0 items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{title}</span>
            </li>
          </ol>
        </nav>
        <div className="mt-6 flex items-center gap-4">
          {icon}
          <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
        </div>
        <div className="text-muted-foreground mt-6 space-y-4 text-base leading-relaxed whitespace-pre-line md:text-lg">{text}</div>
        <ButtonLink size="lg" className="mt-8 h-12 px-8 text-base" to={cta.to}>
          {cta.label}
        </ButtonLink>
      </div>
      <div className="bg-card overflow-hidden rounded-3xl border shadow-2xl shadow-black/40">
        <ImageWithFallback
          {...(image ? imageSources(image, "(min-width: 1024px) 600px, 100vw", [640, 960]) : { src: null })}
          alt={title}
          width={1024}
          height={576}
          fetchPriority="high"
          loading="eager"
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      </div>
    </HeroSection>
  );
}
