import { ConfirmDialog } from "~/components/confirm-dialog";

/** The delete confirmation of the apps and generators lists (the record's FAQs go with it). */
export function ConfirmCatalogDeleteDialog({
  noun,
  record,
  onClose,
  pending,
  onConfirm,
}: {
  noun: "app" | "generator";
  record: { title: string } | null;
  onClose: () => void;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${noun}?`}
      description={
        <>
          This permanently deletes <strong>{record?.title}</strong> with its FAQs. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
