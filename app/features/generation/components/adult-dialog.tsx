import { useState } from "react";
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
import { Spinner } from "~/components/ui/spinner";

/** Asked once per account, the first time NSFW is switched on; the answer is kept on the profile. */
export function AdultDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<boolean>;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you 18 or older?</AlertDialogTitle>
          <AlertDialogDescription>
            NSFW images are for adults only. Confirm that you are at least 18 years old to turn NSFW on. We ask this once for your account.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={saving}>Cancel</AlertDialogCancel>
          <Button
            disabled={saving}
            onClick={async () => {
              setSaving(true);
              const ok = await onConfirm().finally(() => setSaving(false));
              if (ok) onOpenChange(false);
            }}
          >
            {saving ? <Spinner label="Saving" /> : null}I am 18 or older
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
