import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { cn } from "~/utils/misc";

export type FaqListItem = { id?: string; question: string; answer: string };

/**
 * Question/answer list: one item open at a time, collapsible. Renders nothing
 * when there are no items. Answers stay in the HTML while closed (for search
 * engines and find-in-page) and keep their line breaks as plain text.
 */
export function FaqList({
  items,
  title = "Frequently Asked Questions",
  description,
  className,
}: {
  items: FaqListItem[];
  title?: string;
  description?: string;
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className={cn("container-page py-16 md:py-20", className)}>
      <div className="mx-auto max-w-3xl">
        <h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight md:text-4xl">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground mt-3 text-center">{description}</p> : null}
        <Accordion type="single" collapsible className="bg-card mt-10 rounded-2xl border px-5 md:px-8">
          {items.map((item, index) => (
            <AccordionItem
              key={item.id ?? index}
              value={item.id ?? String(index)}
              className="[&_[data-slot=accordion-content][data-state=closed]]:hidden"
            >
              <AccordionTrigger className="text-base md:text-lg">{item.question}</AccordionTrigger>
              <AccordionContent forceMount className="text-muted-foreground text-base leading-relaxed whitespace-pre-line">
                {item.answer}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
