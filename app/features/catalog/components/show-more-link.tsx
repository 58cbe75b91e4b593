import ArrowRight from "lucide-react/icons/arrow-right";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/utils/misc";

/** The centred outline button under a section that leads to its full list. */
export function ShowMoreLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn(className, "mt-10 flex justify-center")}>
      <Button asChild variant="outline" size="lg">
        <Link to={to}>
          {children}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
