import ImageIcon from "lucide-react/icons/image";
import Plus from "lucide-react/icons/plus";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useState } from "react";
import { useLocation, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/utils/misc";
import { MEDIA_MAX_LIMIT, MEDIA_PAGE_SIZE, type MediaList } from "../media-types";
import { MediaDeleteDialog } from "./media-delete-dialog";
import { MediaDetailsDialog } from "./media-details-dialog";
import { MediaFilters } from "./media-filters";
import { MediaTile } from "./media-tile";
import { MediaUploadDialog } from "./media-upload-dialog";

/** The admin Media Library: filters, the grid of items, and the upload, details and delete dialogs. */
export function MediaLibraryPage({ list }: { list: MediaList }) {
  const { items, hasMore, query } = list;
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  // A deleted item leaves the list when the page reloads it, which closes its dialogs.
  const details = items.find((item) => item.id === detailsId) ?? null;
  const deleting = items.find((item) => item.id === deletingId) ?? null;
  const refreshing = revalidator.state === "loading" || (navigation.state === "loading" && navigation.location.pathname === location.pathname);
  const filtered = query.q || query.type !== "all" || query.tab !== "all";

  const update = (changes: Record<string, string | null>) => {
    setSearchParams(
      (params) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === "" || value === "all") params.delete(key);
          else params.set(key, value);
        }
        if (!("limit" in changes)) params.delete("limit");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Media Library</h1>
          <p className="text-muted-foreground text-sm">Images for the galleries and the detail pages.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => revalidator.revalidate()} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={cn(refreshing && "animate-spin")} />
            Refresh
          </Button>
          <Button onClick={() => setUploadOpen(true)}>
            <Plus aria-hidden="true" />
            Add Media
          </Button>
        </div>
      </div>

      <MediaFilters query={query} onChange={update} />

      <section aria-label="Media" aria-busy={refreshing || undefined} className={cn("relative", refreshing && "opacity-70")}>
        {refreshing && (
          <div className="absolute inset-x-0 top-4 z-10 flex justify-center">
            <Spinner className="size-6" label="Loading media" />
          </div>
        )}
        {items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
            <ImageIcon aria-hidden="true" className="text-muted-foreground size-8" />
            <p className="font-medium">{filtered ? "No media matches these filters" : "No media yet"}</p>
            <p className="text-muted-foreground text-sm">{filtered ? "Try another search or filter." : "Upload the first image with Add Media."}</p>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5">
            {items.map((item) => (
              <MediaTile key={item.id} item={item} onOpen={() => setDetailsId(item.id)} onDelete={() => setDeletingId(item.id)} />
            ))}
          </ul>
        )}
        {hasMore && query.limit < MEDIA_MAX_LIMIT && (
          <div className="mt-6 flex justify-center">
            <Button
              variant="outline"
              onClick={() => update({ limit: String(Math.min(MEDIA_MAX_LIMIT, query.limit + MEDIA_PAGE_SIZE)) })}
              disabled={refreshing}
            >
              Load more
            </Button>
          </div>
        )}
      </section>

      <MediaUploadDialog open={uploadOpen} onOpenChange={setUploadOpen} onUploaded={() => revalidator.revalidate()} />
      <MediaDetailsDialog
        item={details}
        open={details !== null}
        onOpenChange={(open) => !open && setDetailsId(null)}
        onDelete={(item) => setDeletingId(item.id)}
      />
      <MediaDeleteDialog item={deleting} onClose={() => setDeletingId(null)} />
    </div>
  );
}
