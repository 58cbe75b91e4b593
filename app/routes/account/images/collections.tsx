import FolderPlus from "lucide-react/icons/folder-plus";
import Folder from "lucide-react/icons/folder";
import Plus from "lucide-react/icons/plus";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { FieldError, fieldErrorProps } from "~/components/field-error";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useFetcherToast } from "~/components/use-fetcher-toast";
import { COLLECTION_NAME_MAX, type CollectionSummary } from "~/features/library/collections";
import { urls } from "~/utils/urls";

const MEMBERSHIP_FETCHER = "picture-collection-membership";

/** The toast of each 'Add to collection' choice (rendered once per page, beside the grid). */
export function CollectionMembershipToasts() {
  const fetcher = useFetcher<CollectionAnswer>({ key: MEMBERSHIP_FETCHER });
  useFetcherToast(fetcher, answerToast);
  return null;
}

/** What the images action answers a collection write (a deleted collection redirects instead). */
export type CollectionAnswer = {
  ok: boolean;
  title: string;
  message: string;
  fieldErrors?: Record<string, string>;
  collection?: { collectionId: string; pictureId?: string; inCollection?: boolean };
};

const answerToast = (answer: CollectionAnswer) =>
  answer.ok
    ? { variant: "success" as const, title: answer.title, description: answer.message || undefined }
    : answer.fieldErrors?.name
      ? null // shown under the name field
      : { variant: "error" as const, title: answer.title, description: answer.message };

type NameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: "create" | "rename";
  /** The collection being renamed. */
  collection?: CollectionSummary;
  /** 'New collection' opened from a picture: the picture goes in at once. */
  pictureId?: string;
};

/**
 * 'New collection' or 'Rename': one name field (1–60 characters; the server
 * checks it again and refuses a name the user already has).
 */
export function CollectionNameDialog(props: NameDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-md" data-testid="collection-name-dialog">
        {/* Mounted while open only: each opening starts with a fresh form and no old answer. */}
        <CollectionNameForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

function CollectionNameForm({ onOpenChange, mode, collection, pictureId }: NameDialogProps) {
  const fetcher = useFetcher<CollectionAnswer>();
  const fieldId = useId();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useFetcherToast(fetcher, answerToast);
  // A name refused by the server shows under the field: its schema message, or "Name already used"'s text.
  const nameError =
    answer && !answer.ok ? (answer.fieldErrors?.name ?? (answer.title === "Name already used" ? answer.message : undefined)) : undefined;
  const closed = useRef<CollectionAnswer | undefined>(undefined);
  useEffect(() => {
    if (answer?.ok && closed.current !== answer) {
      closed.current = answer;
      onOpenChange(false);
    }
  }, [answer, onOpenChange]);

  return (
    <fetcher.Form method="post" className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{mode === "create" ? "New collection" : "Rename collection"}</DialogTitle>
        <DialogDescription>
          {mode === "create"
            ? pictureId
              ? "Name the collection; this picture goes in at once."
              : "Group your pictures under a name only you see."
            : "Choose a new name for this collection."}
        </DialogDescription>
      </DialogHeader>
      <input type="hidden" name="intent" value={mode === "create" ? "collection-create" : "collection-rename"} />
      {mode === "rename" && collection ? <input type="hidden" name="collection" value={collection.id} /> : null}
      {mode === "create" && pictureId ? <input type="hidden" name="id" value={pictureId} /> : null}
      <div className="grid gap-1.5">
        <Label htmlFor={fieldId}>Name</Label>
        <Input
          id={fieldId}
          name="name"
          required
          maxLength={COLLECTION_NAME_MAX}
          defaultValue={collection?.name ?? ""}
          autoComplete="off"
          {...fieldErrorProps(fieldId, nameError)}
        />
        <FieldError fieldId={fieldId} message={nameError} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : mode === "create" ? "Create collection" : "Save name"}
        </Button>
      </DialogFooter>
    </fetcher.Form>
  );
}

/** My Images' 'Collections': a link to each collection's page and 'New collection'. */
export function CollectionsBar({ collections }: { collections: CollectionSummary[] }) {
  const [creating, setCreating] = useState(false);
  return (
    <nav aria-labelledby="collections-title" className="mb-4 flex flex-col gap-2" data-testid="collections-bar">
      <div className="flex items-center justify-between gap-2">
        <h2 id="collections-title" className="text-sm font-semibold">
          Collections
        </h2>
        <Button type="button" size="sm" variant="outline" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> New collection
        </Button>
      </div>
      {collections.length === 0 ? (
        <p className="text-muted-foreground text-sm">No collections yet. Create one, then add pictures to it from each picture.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {collections.map((collection) => (
            <li key={collection.id} className="min-w-0">
              <Link
                to={urls.myImagesCollection(collection.id)}
                className="hover:bg-accent focus-visible:ring-ring flex max-w-full items-center gap-1.5 rounded-full border px-3 py-1 text-sm focus-visible:ring-2 focus-visible:outline-none"
              >
                <Folder aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{collection.name}</span>
                <span className="text-muted-foreground tabular-nums" aria-label={`${collection.pictureCount} pictures`}>
                  {collection.pictureCount}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <CollectionNameDialog open={creating} onOpenChange={setCreating} mode="create" />
    </nav>
  );
}

/**
 * 'Add to collection' on a picture: each of the user's collections as a check
 * (ticked when the picture is in it; choosing one adds or removes it) and
 * 'New collection…'.
 */
export function AddToCollectionMenu({
  pictureId,
  collectionIds,
  collections,
  trigger,
}: {
  pictureId: string;
  collectionIds: string[];
  collections: CollectionSummary[];
  /** The button that opens the menu (a card's icon, the picture view's labelled button). */
  trigger: ReactNode;
}) {
  // One fetcher for every picture's menu (keyed): its answer is toasted by the page, which outlives a card
  // that leaves a collection's page when taken out of it.
  const fetcher = useFetcher<CollectionAnswer>({ key: MEMBERSHIP_FETCHER });
  const [creating, setCreating] = useState(false);
  // The answer (or the request on its way) says where the picture is now, even before the list is read again.
  const pending = fetcher.formData;
  const member = new Set(collectionIds);
  const change = pending
    ? pending.get("id") === pictureId
      ? { collectionId: String(pending.get("collection")), inCollection: pending.get("intent") === "collection-add" }
      : undefined
    : fetcher.data?.ok && fetcher.data.collection?.pictureId === pictureId
      ? fetcher.data.collection
      : undefined;
  if (change?.inCollection === true) member.add(change.collectionId);
  if (change?.inCollection === false) member.delete(change.collectionId);

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-w-72" data-testid="add-to-collection-menu">
          <DropdownMenuLabel>Add to collection</DropdownMenuLabel>
          {collections.map((collection) => (
            <DropdownMenuCheckboxItem
              key={collection.id}
              checked={member.has(collection.id)}
              disabled={fetcher.state !== "idle"}
              onCheckedChange={(on) =>
                fetcher.submit({ intent: on ? "collection-add" : "collection-remove", collection: collection.id, id: pictureId }, { method: "post" })
              }
            >
              <span className="truncate">{collection.name}</span>
            </DropdownMenuCheckboxItem>
          ))}
          {collections.length > 0 ? <DropdownMenuSeparator /> : null}
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <FolderPlus aria-hidden="true" /> New collection…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CollectionNameDialog open={creating} onOpenChange={setCreating} mode="create" pictureId={pictureId} />
    </>
  );
}
