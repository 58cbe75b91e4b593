import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/utils/misc";

/**
 * Previous / "Page N of M" / Next as plain links, so paging works without
 * JavaScript. Shows nothing for a single page. `hrefFor` builds a page's address.
 */
export function Pager({
  page,
  totalPages,
  hrefFor,
  className,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  className?: string;
}) {
  if (totalPages <= 1 && page === 1) return null;
  const previous = (
    <>
      <ChevronLeft aria-hidden="true" /> Previous
    </>
  );
  const next = (
    <>
      Next <ChevronRight aria-hidden="true" />
    </>
  );
  return (
    <nav aria-label="Pages" className={cn("flex items-center justify-center gap-3", className)}>
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefFor(Math.min(page - 1, totalPages))} rel="prev">
            {previous}
          </Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled>
          {previous}
        </Button>
      )}
      <span className="text-muted-foreground text-sm">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefFor(page + 1)} rel="next">
            {next}
          </Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled>
          {next}
        </Button>
      )}
    </nav>
  );
}
