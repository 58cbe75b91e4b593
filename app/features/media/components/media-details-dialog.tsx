import { formatDay } from "~/utils/dates";
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import FileIcon from "lucide-react/icons/file";
import Trash2 from "lucide-react/icons/trash";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "~/components/toaster";
import { useFetcherToast } from "~/components/use-fetcher-toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FieldError, fieldErrorProps } from "~/components/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { actionFieldErrors } from "~/utils/parse-form";
import { urls } from "~/utils/urls";
import { formatFileSize, mediaTitle, type MediaItem, type MediaSource } from "../media-types";

type Answer = { ok: true } | { ok: false; error: { title: string; message: string }; fieldErrors?: Record<string, string> };

type MediaDetailsDialogProps = {
  item: MediaItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDelete: (item: MediaItem) => void;
};

type Draft = { source: MediaSource; featured: boolean; altText: string; description: string };

const draftOf = (item: MediaItem | null): Draft => ({
  source: item?.source ?? "admin",
  featured: item?.featured ?? false,
  altText: item?.altText ?? "",
  description: item?.description ?? "",
});

export function MediaDetailsDialog({ item, open, onOpenChange, onDelete }: MediaDetailsDialogProps) {
  const id = useId();
  const fetcher = useFetcher<Answer>();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = fetcher.state !== "idle";
  // A refused field's message shows under it until the next save.
  const errors = saving ? {} : actionFieldErrors(fetcher.data);

  // Opening the dialog, or a new copy of the item after a save, starts the draft again from the saved values.
  const [draftSource, setDraftSource] = useState({ open, item });
  if (draftSource.open !== open || draftSource.item !== item) {
    setDraftSource({ open, item });
    if (open) setDraft(draftOf(item));
  }
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  useFetcherToast(fetcher, (answer) =>
    answer.ok
      ? { variant: "success", title: "Media metadata updated" }
      : { variant: "error", title: "Update failed", description: answer.error.message },
  );

  if (!item) return null;
  const saved = draftOf(item);
  const changed =
    draft.source !== saved.source ||
    draft.featured !== saved.featured ||
    draft.altText.trim() !== saved.altText ||
    draft.description.trim() !== saved.description;
  const isImage = item.fileType.startsWith("image/");

  async function copyUrl() {
    if (!item) return;
    const absolute = new URL(item.url, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(absolute);
      toast.success("URL copied to clipboard");
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error("Could not copy the URL", { description: absolute });
    }
  }

  function save() {
    if (!item) return;
    fetcher.submit(
      {
        intent: "update",
        id: item.id,
        source: draft.source,
        featured: String(draft.featured),
        altText: draft.altText,
        description: draft.description,
      },
      { method: "post", action: urls.adminMedia() },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Media Details</DialogTitle>
          <DialogDescription className="truncate">{mediaTitle(item) || "Untitled"}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-5 md:grid-cols-2">
          <div className="grid content-start gap-3">
            <div className="bg-muted flex aspect-square items-center justify-center overflow-hidden rounded-lg border">
              {isImage ? (
                <img src={item.url} alt={item.altText ?? ""} className="max-h-full max-w-full object-contain" />
              ) : (
                <FileIcon aria-hidden="true" className="text-muted-foreground size-10" />
              )}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">File name</dt>
              <dd className="truncate" title={item.fileName}>
                {item.fileName}
              </dd>
              <dt className="text-muted-foreground">Size</dt>
              <dd>{formatFileSize(item.fileSize)}</dd>
              <dt className="text-muted-foreground">Type</dt>
              <dd>{item.fileType}</dd>
              <dt className="text-muted-foreground">Dimensions</dt>
              <dd>{item.width && item.height ? `${item.width} × ${item.height}` : "Unknown"}</dd>
              <dt className="text-muted-foreground">Uploaded</dt>
              <dd>{formatDay(item.createdAt)}</dd>
              {item.author ? (
                <>
                  <dt className="text-muted-foreground">Author</dt>
                  <dd className="truncate">
                    <Link to={urls.adminUser(item.author.id)} className="text-primary underline-offset-4 hover:underline">
                      {item.author.name}
                    </Link>
                  </dd>
                </>
              ) : null}
              {item.isNsfw ? (
                <>
                  <dt className="text-muted-foreground">Content</dt>
                  <dd>
                    <Badge variant="destructive">NSFW</Badge>
                  </dd>
                </>
              ) : null}
            </dl>
            <div className="flex gap-2">
              <Input readOnly value={item.url} aria-label="File URL" className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" variant="outline" onClick={copyUrl} aria-label={copied ? "URL copied" : "Copy URL"}>
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? "Copied" : "Copy"}
              </Button>
            </div>
          </div>
          <div className="grid content-start gap-4">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-source`}>Source</Label>
              <Select value={draft.source} onValueChange={(v) => setDraft((d) => ({ ...d, source: v as MediaSource }))} disabled={saving}>
                <SelectTrigger id={`${id}-source`} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="admin">Admin Uploaded</SelectItem>
                  <SelectItem value="user">User Generated</SelectItem>
                </SelectContent>
              </Select>
            </div>
            <div className="flex items-center justify-between gap-4 rounded-md border p-3">
              <div className="grid gap-0.5">
                <Label htmlFor={`${id}-featured`}>Featured</Label>
                <span className="text-muted-foreground text-xs" id={`${id}-featured-hint`}>
                  {item.isNsfw ? "NSFW pictures are never shown on public pages" : "Shown in the home gallery and the image gallery"}
                </span>
              </div>
              <Switch
                id={`${id}-featured`}
                checked={draft.featured}
                onCheckedChange={(v) => setDraft((d) => ({ ...d, featured: v }))}
                // An NSFW picture can only be taken off the public pages (the server refuses the other way too).
                disabled={saving || (item.isNsfw && !draft.featured)}
                aria-describedby={`${id}-featured-hint`}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-alt`}>Alt text</Label>
              <Input
                id={`${id}-alt`}
                value={draft.altText}
                onChange={(e) => setDraft((d) => ({ ...d, altText: e.target.value }))}
                disabled={saving}
                maxLength={500}
                {...fieldErrorProps(`${id}-alt`, errors.altText)}
              />
              <FieldError fieldId={`${id}-alt`} message={errors.altText} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-description`}>Description</Label>
              <Textarea
                id={`${id}-description`}
                rows={4}
                value={draft.description}
                onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
                disabled={saving}
                maxLength={2000}
                {...fieldErrorProps(`${id}-description`, errors.description)}
              />
              <FieldError fieldId={`${id}-description`} message={errors.description} />
            </div>
          </div>
        </div>
        <DialogFooter className="sm:justify-between">
          <Button
            type="button"
            variant="outline"
            className="text-destructive hover:text-destructive"
            onClick={() => onDelete(item)}
            disabled={saving}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              Close
            </Button>
            {changed && (
              <Button type="button" onClick={save} disabled={saving}>
                {saving ? "Saving..." : "Save Changes"}
              </Button>
            )}
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
