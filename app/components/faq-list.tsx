import ChevronDownIcon from "lucide-react/icons/chevron-down";
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "~/utils/misc";

export type FaqListItem = { id?: string; question: string; answer: string };

/**
 * Question/answer list: one item open at a time, collapsible. Renders nothing
 * when there are no items. Answers stay in the HTML while closed (for search
 * engines and find-in-page) and keep their line breaks as plain text.
 *
 * It is the shadcn accordion (same markup, classes, ARIA and keys: arrows, Home,
 * End) without Radix: the public pages show it, and Radix's accordion with its
 * collection and presence helpers was about 8 KB gzip of their JavaScript.
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
  const [openKey, setOpenKey] = useState<string | null>(null);
  const baseId = useId();
  if (items.length === 0) return null;

  return (
    <section aria-labelledby="faq-heading" className={cn("container-page py-16 md:py-20", className)}>
      <div className="mx-auto max-w-3xl">
        <h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight md:text-4xl">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground mt-3 text-center">{description}</p> : null}
        <div data-slot="accordion" data-orientation="vertical" className="bg-card mt-10 rounded-2xl border px-5 md:px-8">
          {items.map((item, index) => {
            const key = item.id ?? String(index);
            return (
              <FaqItem
                key={key}
                id={`${baseId}-${index}`}
                item={item}
                open={openKey === key}
                onToggle={() => setOpenKey((current) => (current === key ? null : key))}
              />
            );
          })}
        </div>
      </div>
    </section>
  );
}

/** Arrow keys, Home and End move the focus between the questions of one list, as in the shadcn accordion. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const list = event.currentTarget.closest('[data-slot="accordion"]');
  if (!list) return;
  const triggers = Array.from(list.querySelectorAll<HTMLButtonElement>('[data-slot="accordion-trigger"]'));
  const index = triggers.indexOf(event.currentTarget);
  if (index < 0) return;
  const last = triggers.length - 1;
  const next = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  triggers[next].focus();
}

function FaqItem({ id, item, open, onToggle }: { id: string; item: FaqListItem; open: boolean; onToggle: () => void }) {
  const contentRef = useRef<HTMLDivElement>(null);
  const state = open ? "open" : "closed";
  const triggerId = `${id}-trigger`;
  const contentId = `${id}-content`;

  // The opening animation runs to the answer's measured height (the CSS variable Radix sets).
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (open && content) content.style.setProperty("--radix-accordion-content-height", `${content.scrollHeight}px`);
  }, [open]);

  return (
    <div
      data-slot="accordion-item"
      data-state={state}
      data-orientation="vertical"
      className="border-b last:border-b-0 [&_[data-slot=accordion-content][data-state=closed]]:hidden"
    >
      <h3 data-state={state} data-orientation="vertical" className="flex">
        <button
          type="button"
          id={triggerId}
          aria-controls={open ? contentId : undefined}
          aria-expanded={open}
          data-state={state}
          data-orientation="vertical"
          data-slot="accordion-trigger"
          onClick={onToggle}
          onKeyDown={moveFocus}
          className="focus-visible:border-ring focus-visible:ring-ring/50 flex flex-1 items-start justify-between gap-4 rounded-md py-4 text-left font-medium transition-all outline-none hover:underline focus-visible:ring-[3px] disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180 text-base md:text-lg"
        >
          {item.question}
          <ChevronDownIcon className="text-muted-foreground pointer-events-none size-4 shrink-0 translate-y-0.5 transition-transform duration-200" />
        </button>
      </h3>
      <div
        ref={contentRef}
        id={contentId}
        role="region"
        aria-labelledby={triggerId}
        data-state={state}
        data-orientation="vertical"
        data-slot="accordion-content"
        className="data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down overflow-hidden text-sm"
      >
        <div className="pt-0 pb-4 text-muted-foreground text-base leading-relaxed whitespace-pre-line">{item.answer}</div>
      </div>
    </div>
  );
}
