import Check from "lucide-react/icons/check";
import { ImageWithFallback } from "~/components/image-with-fallback";
import type { Benefit } from "~/features/catalog/content-lists";
import { imageSources } from "~/features/catalog/images";
import { cn } from "~/utils/misc";
import { SectionHeading } from "./section-heading";

/** One row per benefit; the image sits on the side its imagePosition names (stacked on mobile). */
export function BenefitsSection({ benefits, title, description }: { benefits: Benefit[]; title: string; description?: string }) {
  if (benefits.length === 0) return null;
  return (
    <section aria-labelledby="benefits-heading" className="container-page py-16 md:py-20">
      <SectionHeading id="benefits-heading" eyebrow="Benefits" title={title} description={description} />
      <div className="mt-12 space-y-12 md:space-y-16">
        {benefits.map((benefit, index) => (
          <div key={index} className="grid items-center gap-8 md:grid-cols-2 md:gap-12">
            <div className={cn("overflow-hidden rounded-2xl border", benefit.imagePosition === "right" && "md:order-last")}>
              <ImageWithFallback
                {...(benefit.image ? imageSources(benefit.image, "(min-width: 768px) 50vw, 100vw", [480, 640]) : { src: null })}
                alt=""
                width={640}
                height={480}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover"
              />
            </div>
            <div>
              <span className="bg-primary/15 text-primary inline-flex size-10 items-center justify-center rounded-full">
                <Check aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-2xl font-semibold tracking-tight">{benefit.title}</h3>
              <p className="text-muted-foreground mt-3 text-base leading-relaxed whitespace-pre-line">{benefit.description}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
