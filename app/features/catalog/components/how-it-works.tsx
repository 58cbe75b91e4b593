import { ImageWithFallback } from "~/components/image-with-fallback";
import type { HowItWorksStep } from "~/features/catalog/content-lists";
import { imageSources } from "~/features/catalog/images";
import { SectionHeading } from "./section-heading";

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** "in four simple steps", counted from the steps the admin actually entered. */
export function stepCountPhrase(count: number) {
  const number = NUMBER_WORDS[count] ?? String(count);
  return count === 1 ? "in one simple step" : `in ${number} simple steps`;
}

/**
 * Numbered steps beside the one section image the editor sets on every step.
 * `lead` starts the section's description, which ends with the step count.
 */
export function HowItWorksSection({ steps, title = "How It Works", lead }: { steps: HowItWorksStep[]; title?: string; lead?: string }) {
  if (steps.length === 0) return null;
  const description = lead ? `${lead} ${stepCountPhrase(steps.length)}.` : undefined;
  const image = steps.find((s) => s.image)?.image ?? null;
  return (
    <section aria-labelledby="how-it-works-heading" className="container-page py-16 md:py-20">
      <SectionHeading id="how-it-works-heading" eyebrow="Simple process" title={title} description={description} />
      <div className={image ? "mt-12 grid items-center gap-10 lg:grid-cols-2" : "mt-12"}>
        {image ? (
          <div className="bg-card overflow-hidden rounded-2xl border shadow-xl shadow-black/30">
            <ImageWithFallback
              {...imageSources(image, "(min-width: 1024px) 600px, 100vw", [640, 960])}
              alt=""
              width={960}
              height={540}
              loading="lazy"
              decoding="async"
              className="aspect-video w-full object-cover"
            />
          </div>
        ) : null}
        <ol className={image ? "space-y-4" : "grid gap-4 sm:grid-cols-2 lg:grid-cols-4"}>
          {steps.map((step, index) => (
            <li key={index} className="bg-card flex gap-4 rounded-2xl border p-5">
              <span
                aria-hidden="true"
                className="bg-primary/15 text-primary flex size-10 shrink-0 items-center justify-center rounded-full text-lg font-bold"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="text-muted-foreground mt-1 text-sm leading-relaxed whitespace-pre-line">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
