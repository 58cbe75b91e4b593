import { useState } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";

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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Are you 18 or older?"
      description="NSFW images are for adults only. Confirm that you are at least 18 years old to turn NSFW on. We ask this once for your account."
      confirmLabel="I am 18 or older"
      pendingLabel="Saving"
      pending={saving}
      onConfirm={async () => {
        setSaving(true);
        const ok = await onConfirm().finally(() => setSaving(false));
        if (ok) onOpenChange(false);
      }}
    />
  );
}
