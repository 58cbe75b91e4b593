import { FileIcon, FileVideo, ImageIcon, Plus, RefreshCw, Search, Star, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { data, isRouteErrorResponse, Link, useFetcher, useLocation, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { toast } from "~/components/toaster";
import type { Route } from "./+types/media";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Spinner } from "~/components/ui/spinner";
import { Tabs, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { getDb } from "~/db/db.server";
import { failureData } from "~/features/admin/action-result.server";
import { MediaDetailsDialog } from "~/features/media/components/media-details-dialog";
import { MediaUploadDialog } from "~/features/media/components/media-upload-dialog";
import { deleteMedia, listMedia, updateMediaMetadata } from "~/features/media/media-library.server";
import {
  MEDIA_MAX_LIMIT,
  MEDIA_PAGE_SIZE,
  MEDIA_TABS,
  MEDIA_TYPE_FILTERS,
  mediaDeleteSchema,
  mediaTitle,
  mediaUpdateSchema,
  parseMediaQuery,
  type MediaItem,
} from "~/features/media/media-types";
import { requireAdmin } from "~/features/accounts/auth.server";
import { AppError } from "~/utils/errors";
import { cn } from "~/utils/misc";
import { urls } from "~/utils/urls";

export const meta: Route.MetaFunction = () => [{ title: "Media Library | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const parsed = parseMediaQuery(new URL(request.url).searchParams);
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  return listMedia(getDb(), parsed.query);
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const fields = Object.fromEntries(await request.formData());
  const failureTitle = fields.intent === "delete" ? "Delete failed" : "Update failed";
  try {
    if (fields.intent === "delete") {
      const parsed = mediaDeleteSchema.safeParse(fields);
      if (!parsed.success) throw new AppError("BAD_REQUEST", { title: failureTitle, message: "Unknown media item." });
      await deleteMedia(getDb(), parsed.data.id);
      return { ok: true as const, title: "Media deleted successfully" };
    }
    const parsed = mediaUpdateSchema.safeParse(fields);
    if (!parsed.success) {
      throw new AppError("BAD_REQUEST", { title: failureTitle, message: parsed.error.issues[0]?.message ?? "Invalid request." });
    }
    const { id, intent: _intent, ...patch } = parsed.data;
    await updateMediaMetadata(getDb(), id, patch);
    return { ok: true as const, title: "Media metadata updated" };
  } catch (error) {
    return failureData(error, failureTitle);
  }
}

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { items, hasMore, query } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  const revalidator = useRevalidator();
  const searchId = useId();
  const [search, setSearch] = useState(query.q);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const deleter = useFetcher<typeof action>();

  const details = items.find((item) => item.id === detailsId) ?? null;
  const refreshing = revalidator.state === "loading" || (navigation.state === "loading" && navigation.location.pathname === location.pathname);

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

  // Search as you type, a moment after the last key.
  useEffect(() => {
    if (search.trim() === query.q) return;
    const timer = setTimeout(() => update({ q: search.trim() }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  useEffect(() => {
    const answer = deleter.data;
    if (deleter.state !== "idle" || !answer) return;
    if (answer.ok) {
      toast.success("Media deleted successfully");
      setDeleting(null);
      setDetailsId(null);
    } else {
      toast.error("Delete failed", { description: answer.error.message });
    }
  }, [deleter.state, deleter.data]);

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

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <Tabs value={query.tab} onValueChange={(tab) => update({ tab })}>
          <TabsList className="w-full sm:w-fit">
            {MEDIA_TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative sm:w-72">
            <Search aria-hidden="true" className="text-muted-foreground absolute top-1/2 left-2.5 size-4 -translate-y-1/2" />
            <label htmlFor={searchId} className="sr-only">
              Search media
            </label>
            <Input
              id={searchId}
              type="search"
              placeholder="Search media..."
              className="pl-8"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <Select value={query.type} onValueChange={(type) => update({ type })}>
            <SelectTrigger className="w-full sm:w-40" aria-label="Filter by type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {MEDIA_TYPE_FILTERS.map((filter) => (
                <SelectItem key={filter.value} value={filter.value}>
                  {filter.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      <section aria-label="Media" aria-busy={refreshing || undefined} className={cn("relative", refreshing && "opacity-70")}>
        {refreshing && (
          <div className="absolute inset-x-0 top-4 z-10 flex justify-center">
            <Spinner className="size-6" label="Loading media" />
          </div>
        )}
        {items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
            <ImageIcon aria-hidden="true" className="text-muted-foreground size-8" />
            <p className="font-medium">
              {query.q || query.type !== "all" || query.tab !== "all" ? "No media matches these filters" : "No media yet"}
            </p>
            <p className="text-muted-foreground text-sm">
              {query.q || query.type !== "all" || query.tab !== "all" ? "Try another search or filter." : "Upload the first image with Add Media."}
            </p>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5">
            {items.map((item) => (
              <MediaTile key={item.id} item={item} onOpen={() => setDetailsId(item.id)} onDelete={() => setDeleting(item)} />
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
      <MediaDetailsDialog item={details} open={details !== null} onOpenChange={(open) => !open && setDetailsId(null)} onDelete={setDeleting} />
      <AlertDialog open={deleting !== null} onOpenChange={(open) => deleter.state === "idle" && !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete Media</AlertDialogTitle>
            <AlertDialogDescription>
              This permanently deletes <strong>{deleting ? mediaTitle(deleting) || "this file" : ""}</strong> and its file. Pages that use its URL
              will show a placeholder instead.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleter.state !== "idle"}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={deleter.state !== "idle"}
              onClick={() => deleting && deleter.submit({ intent: "delete", id: deleting.id }, { method: "post" })}
            >
              {deleter.state !== "idle" ? "Deleting..." : "Delete"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function MediaTile({ item, onOpen, onDelete }: { item: MediaItem; onOpen: () => void; onDelete: () => void }) {
  const [failed, setFailed] = useState(false);
  const title = mediaTitle(item);
  const isImage = item.fileType.startsWith("image/");
  const Fallback = item.fileType.startsWith("video/") ? FileVideo : isImage ? ImageIcon : FileIcon;
  return (
    <li className="group bg-card relative overflow-hidden rounded-lg border" data-testid="media-tile">
      <button
        type="button"
        onClick={onOpen}
        className="focus-visible:ring-ring/50 block w-full text-left outline-none focus-visible:ring-[3px]"
        aria-label={`Open details of ${title || "untitled media"}`}
      >
        <div className="bg-muted aspect-square overflow-hidden">
          {isImage && !failed ? (
            <img
              src={item.url}
              alt={item.altText ?? ""}
              loading="lazy"
              className="size-full object-cover transition-transform group-hover:scale-105"
              onError={() => setFailed(true)}
            />
          ) : (
            <div className="grid size-full place-items-center">
              <Fallback aria-hidden="true" className="text-muted-foreground size-8" />
            </div>
          )}
        </div>
        <div className="flex items-center gap-1.5 px-2.5 py-2">
          {item.featured && <Star aria-label="Featured" className="fill-primary text-primary size-3.5 shrink-0" />}
          <span className="truncate text-xs font-medium">{title || "Untitled"}</span>
        </div>
      </button>
      <Button
        type="button"
        variant="secondary"
        size="icon"
        className="absolute top-2 right-2 size-8 opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100"
        onClick={onDelete}
        aria-label={`Delete ${title || "untitled media"}`}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
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
