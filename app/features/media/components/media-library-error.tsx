import RefreshCw from "lucide-react/icons/refresh-cw";
import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRevalidator } from "react-router";
import { toast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { urls } from "~/utils/urls";

/** The Media Library's error boundary: a refused search offers to clear it, anything else to try again. */
export function MediaLibraryError({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  // A search or filter the server refused (400) carries its reason; trying it again would not help.
  const refused =
    isRouteErrorResponse(error) && error.status === 400 && typeof error.data?.message === "string" ? (error.data.message as string) : null;
  useEffect(() => {
    toast.error("Failed to fetch media", { description: refused ?? (isRouteErrorResponse(error) ? error.statusText : undefined) });
  }, [error, refused]);
  return (
    <div className="flex flex-col items-center gap-3 py-24 text-center">
      <h1 className="text-xl font-semibold">Failed to fetch media</h1>
      <p className="text-muted-foreground text-sm">{refused ?? "The media library could not be loaded."}</p>
      {refused ? (
        <Button variant="outline" asChild>
          <Link to={urls.adminMedia()}>Clear search and filters</Link>
        </Button>
      ) : (
        <Button variant="outline" onClick={() => revalidator.revalidate()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      )}
    </div>
  );
}
