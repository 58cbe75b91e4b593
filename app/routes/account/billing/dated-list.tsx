import type { ComponentType, ReactNode } from "react";
import { cn } from "~/utils/misc";

// The billing page's two lists (Payments, Transactions) share one frame: a card
// with an icon and a title, a line when it is empty, and rows that read
// "what · when" on the left and the amount on the right.

export function DatedListSection({
  id,
  title,
  icon: Icon,
  emptyText,
  listLabel,
  children,
}: {
  id: string;
  title: string;
  icon: ComponentType<{ "aria-hidden"?: boolean; className?: string }>;
  emptyText: string;
  listLabel: string;
  /** The rows; none shows `emptyText`. */
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="bg-card rounded-xl border">
      <div className="flex items-center gap-2 border-b p-5 sm:px-6">
        <Icon aria-hidden={true} className="text-primary size-5" />
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
      </div>
      {children.length === 0 ? (
        <p className="text-muted-foreground p-6 text-center text-sm">{emptyText}</p>
      ) : (
        <ul className="divide-y" aria-label={listLabel}>
          {children}
        </ul>
      )}
    </section>
  );
}

/** One row: what it was and when (with an optional note after the date), and `aside` on the right. */
export function DatedRow({
  what,
  createdAt,
  dateLabel,
  note,
  aside,
  className,
  testId,
}: {
  what: string;
  createdAt: string;
  dateLabel: string;
  note?: string;
  aside: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <li className={cn("flex items-center justify-between gap-4 px-5 py-3 sm:px-6", className)} data-testid={testId}>
      <div className="min-w-0">
        <p className="text-sm font-medium break-words">{what}</p>
        <p className="text-muted-foreground text-xs">
          <time dateTime={createdAt}>{dateLabel}</time>
          {note ?? ""}
        </p>
      </div>
      {aside}
    </li>
  );
}
