import { useEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useOptionalUser, useRootData } from "~/utils/user";
import type { AuthMode } from "../auth-schema";
import { AUTH_DESCRIPTIONS, AUTH_TITLES, AuthForm } from "./auth-form";

export type AuthDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the visitor is signed in (the root loader has revalidated). */
  onAuthenticated?: () => void;
  defaultMode?: "signin" | "signup";
};

/**
 * The /auth form in a dialog, for flows that need a session before they go on
 * (Generate, Buy Credits). It posts to the /auth action with a fetcher, so the
 * page stays where it is; once the root loader sees the session it calls
 * `onAuthenticated` and closes.
 */
export function AuthDialog({ open, onOpenChange, onAuthenticated, defaultMode = "signin" }: AuthDialogProps) {
  const user = useOptionalUser();
  const notified = useRef(false);

  useEffect(() => {
    if (!open) {
      notified.current = false;
      return;
    }
    if (!user || notified.current) return;
    notified.current = true;
    onOpenChange(false);
    onAuthenticated?.();
  }, [open, user, onOpenChange, onAuthenticated]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] gap-5 overflow-y-auto sm:max-w-md">
        <AuthDialogBody defaultMode={defaultMode} />
      </DialogContent>
    </Dialog>
  );
}

// Mounted each time the dialog opens, so it opens in `defaultMode` again.
function AuthDialogBody({ defaultMode }: { defaultMode: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(defaultMode);
  const googleSignIn = useRootData()?.publicEnv.googleSignIn ?? false;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{AUTH_TITLES[mode]}</DialogTitle>
        <DialogDescription>{AUTH_DESCRIPTIONS[mode]}</DialogDescription>
      </DialogHeader>
      <AuthForm mode={mode} onModeChange={setMode} source="dialog" googleSignIn={googleSignIn} />
    </>
  );
}
