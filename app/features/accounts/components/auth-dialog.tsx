// INTERFACE PLACEHOLDER — the accounts helper replaces the body (sign-in/sign-up form in a dialog), keeping these props.
import { Link } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { urls } from "~/utils/urls";

export type AuthDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the visitor is signed in (the root loader has revalidated). */
  onAuthenticated?: () => void;
  defaultMode?: "signin" | "signup";
};

export function AuthDialog({ open, onOpenChange }: AuthDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Welcome Back</DialogTitle>
          <DialogDescription>Sign in to continue.</DialogDescription>
        </DialogHeader>
        <Link to={urls.auth()}>Sign in</Link>
      </DialogContent>
    </Dialog>
  );
}
