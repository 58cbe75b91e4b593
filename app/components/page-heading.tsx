import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The heading of a portal page: icon, title and a line saying what the page lists. */
export function PageHeading({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div>
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <Icon aria-hidden="true" className="size-6" />
        {title}
      </h1>
      <p className="text-muted-foreground text-sm">{children}</p>
    </div>
  );
}
