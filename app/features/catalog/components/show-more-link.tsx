import ArrowRight from "lucide-react/icons/arrow-right";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/plain-button";
import { cn } from "~/utils/misc";

/** The centred outline button under a section that leads to its full list. */
export function ShowMoreLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn(className, "mt-10 flex justify-center")}>
      <ButtonLink variant="outline" size="lg" to={to}>
        {children}
        <ArrowRight aria-hidden="true" />
      </ButtonLink>
    </div>
  );
}
