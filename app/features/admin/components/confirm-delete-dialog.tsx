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

type ConfirmDeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  pending: boolean;
  onConfirm: () => void;
  confirmLabel?: string;
};

/** A destructive confirmation that stays open (and cannot be dismissed) while the delete runs. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  onConfirm,
  confirmLabel = "Delete",
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? "Deleting..." : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

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
    <ConfirmDeleteDialog
      open={record !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${noun}?`}
      description={
        <>
          This permanently deletes <strong>{record?.title}</strong> with its FAQs. This cannot be undone.
        </>
      }
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
