import { GENERATION_SUSPENDED_MESSAGE, GENERATION_SUSPENDED_TITLE } from "~/features/moderation/messages";

/** Shown while generation is paused on the account until an admin reviews it. */
export function SuspendedNotice() {
  return (
    <div role="alert" className="border-destructive/40 bg-destructive/5 mb-6 rounded-lg border p-4 text-sm" data-testid="generation-suspended">
      <p className="font-semibold">{GENERATION_SUSPENDED_TITLE}</p>
      <p className="text-muted-foreground mt-1">{GENERATION_SUSPENDED_MESSAGE}</p>
    </div>
  );
}
