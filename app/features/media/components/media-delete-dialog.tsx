import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { useFetcherToast } from "~/components/use-fetcher-toast";
import { mediaTitle, type MediaActionAnswer, type MediaItem } from "../media-types";

type MediaDeleteDialogProps = {
  /** The item to delete; null closes the dialog (the page passes null once the item has left the list). */
  item: MediaItem | null;
  onClose: () => void;
};

export function MediaDeleteDialog({ item, onClose }: MediaDeleteDialogProps) {
  const deleter = useFetcher<MediaActionAnswer>();
  useFetcherToast(deleter, (answer) =>
    answer.ok
      ? { variant: "success", title: "Media deleted successfully" }
      : { variant: "error", title: "Delete failed", description: answer.error.message },
  );

  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Media"
      description={
        <>
          This permanently deletes <strong>{item ? mediaTitle(item) || "this file" : ""}</strong> and its file. Pages that use its URL will show a
          placeholder instead.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={deleter.state !== "idle"}
      onConfirm={() => item && deleter.submit({ intent: "delete", id: item.id }, { method: "post" })}
      destructive
    />
  );
}
