import Check from "lucide-react/icons/check";
import ImageIcon from "lucide-react/icons/image";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useCallback, useEffect, useState } from "react";
import { toast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { Tabs, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { cn } from "~/utils/misc";
import { urls } from "~/utils/urls";
import { mediaTitle, type MediaItem, type MediaList } from "../media-types";
import { MediaSearchInput } from "./media-search-input";

export type MediaPickerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Several images at once ('Select Media Items'); one otherwise ('Select Media'). */
  multiple?: boolean;
  /** The chosen images' URLs, in the order they were picked. The dialog closes itself afterwards. */
  onSelect: (urls: string[]) => void;
};

type Tab = "all" | "featured";

function useDebounced<T>(value: T, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Lists the library's images (all or featured, searchable) for the detail editors. */
export function MediaPickerDialog({ open, onOpenChange, multiple = false, onSelect }: MediaPickerDialogProps) {
  const [tab, setTab] = useState<Tab>("all");
  const [search, setSearch] = useState("");
  const query = useDebounced(search.trim(), 250);
  const [items, setItems] = useState<MediaItem[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  // Bumped by "Try again" and by each opening: both fetch the list again.
  const [reloadKey, setReloadKey] = useState(0);
  // Which request the list (or the failure) answers: any other request is still loading.
  const requestKey = JSON.stringify([tab, query, reloadKey]);
  const [answered, setAnswered] = useState<{ key: string; failed: boolean } | null>(null);
  const status = answered?.key !== requestKey ? "loading" : answered.failed ? "error" : "idle";

  // Each opening starts with nothing selected (adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSelected([]);
      setReloadKey((k) => k + 1);
    }
  }

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const params = new URLSearchParams({ type: "image", limit: "200" });
    if (tab === "featured") params.set("featured", "true");
    if (query) params.set("q", query);
    const key = JSON.stringify([tab, query, reloadKey]);
    fetch(`${urls.adminMediaList()}?${params}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The server answered ${response.status}`);
        const list = (await response.json()) as MediaList;
        setItems(list.items);
        setAnswered({ key, failed: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswered({ key, failed: true });
        toast.error("Failed to fetch media", { description: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [open, tab, query, reloadKey]);

  const toggle = useCallback(
    (url: string) => {
      setSelected((current) => {
        if (!multiple) return current[0] === url ? [] : [url];
        return current.includes(url) ? current.filter((u) => u !== url) : [...current, url];
      });
    },
    [multiple],
  );

  function confirm(urlsToReturn = selected) {
    if (urlsToReturn.length === 0) {
      toast.error("No images selected", { description: "Please select at least one image." });
      return;
    }
    onSelect(urlsToReturn);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[calc(100dvh-2rem)] flex-col gap-4 sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{multiple ? "Select Media Items" : "Select Media"}</DialogTitle>
          <DialogDescription>
            {multiple ? "Choose one or more images from the media library." : "Choose an image from the media library."}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <TabsList>
              <TabsTrigger value="all">All Media</TabsTrigger>
              <TabsTrigger value="featured">Featured</TabsTrigger>
            </TabsList>
          </Tabs>
          <MediaSearchInput value={search} onChange={setSearch} className="sm:w-64" />
        </div>

        <div className="-mx-1 min-h-48 flex-1 overflow-y-auto px-1" aria-busy={status === "loading" || undefined}>
          {status === "loading" && items.length === 0 ? (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} className="aspect-square rounded-md" />
              ))}
            </div>
          ) : status === "error" ? (
            <div className="flex flex-col items-center gap-3 py-12 text-center">
              <p className="text-sm">Failed to fetch media</p>
              <Button variant="outline" size="sm" onClick={() => setReloadKey((k) => k + 1)}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-12 text-center">
              <ImageIcon aria-hidden="true" className="text-muted-foreground size-8" />
              <p className="text-sm font-medium">
                {query ? "No images match your search" : tab === "featured" ? "No featured images yet" : "No images in the library yet"}
              </p>
              <p className="text-muted-foreground text-xs">Upload images in the Media Library.</p>
            </div>
          ) : (
            <ul className={cn("grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4", status === "loading" && "opacity-60")} aria-label="Images">
              {items.map((item) => {
                const isSelected = selected.includes(item.url);
                const title = mediaTitle(item);
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      aria-label={title || "Untitled image"}
                      onClick={() => toggle(item.url)}
                      onDoubleClick={() => !multiple && confirm([item.url])}
                      className={cn(
                        "group bg-muted focus-visible:ring-ring/50 relative block aspect-square w-full overflow-hidden rounded-md border-2 outline-none focus-visible:ring-[3px]",
                        isSelected ? "border-primary" : "border-transparent hover:border-primary/40",
                      )}
                    >
                      <img src={item.url} alt="" loading="lazy" className="size-full object-cover" />
                      {isSelected && (
                        <span className="bg-primary text-primary-foreground absolute top-1.5 right-1.5 grid size-6 place-items-center rounded-full">
                          <Check aria-hidden="true" className="size-4" />
                        </span>
                      )}
                      {title && (
                        <span className="absolute inset-x-0 bottom-0 truncate bg-black/60 px-2 py-1 text-left text-xs text-white">{title}</span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>

        <DialogFooter className="sm:items-center sm:justify-between">
          <p className="text-muted-foreground text-xs" aria-live="polite">
            {selected.length > 0 ? `${selected.length} selected` : multiple ? "Select one or more images" : "Select an image"}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="button" onClick={() => confirm()}>
              {multiple && selected.length > 0 ? `Select (${selected.length})` : "Select"}
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
