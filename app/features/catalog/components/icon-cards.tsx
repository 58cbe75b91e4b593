import type { IconItem } from "~/features/catalog/static-content";
import { cn } from "~/utils/misc";

/** A grid of icon, title and text cards; numbered lists show the step number. */
export function IconCards({ items, numbered, className }: { items: IconItem[]; numbered?: boolean; className?: string }) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={cn("mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4", className)}>
      {items.map(({ icon: Icon, title, description }, index) => (
        <li key={title} className="bg-card relative rounded-2xl border p-6">
          <span className="bg-primary/15 text-primary flex size-12 items-center justify-center rounded-xl">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          {numbered ? (
            <span aria-hidden="true" className="text-muted-foreground/40 absolute top-5 right-6 text-4xl font-black">
              {index + 1}
            </span>
          ) : null}
          <h3 className="mt-5 text-lg font-semibold">{title}</h3>
          <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{description}</p>
        </li>
      ))}
    </List>
  );
}
