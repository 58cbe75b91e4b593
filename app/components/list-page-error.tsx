import { isRouteErrorResponse, Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The error boundary of a filtered list page: a 400 (filters or page the loader
 * refused) says why and offers the unfiltered list; anything else offers to try again.
 */
export function ListPageError({
  error,
  listUrl,
  invalidTitle,
  showAllLabel,
  loadFailure,
}: {
  error: unknown;
  listUrl: string;
  invalidTitle: string;
  showAllLabel: string;
  loadFailure: string;
}) {
  const invalid = isRouteErrorResponse(error) && error.status === 400;
  const message = invalid && typeof error.data === "object" && error.data && "error" in error.data ? String(error.data.error) : loadFailure;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-24 text-center">
      <h1 className="text-xl font-semibold">{invalid ? invalidTitle : "Something went wrong"}</h1>
      <p className="text-muted-foreground text-sm">{message}</p>
      <Button asChild variant="outline">
        <Link to={listUrl}>{invalid ? showAllLabel : "Try again"}</Link>
      </Button>
    </div>
  );
}
