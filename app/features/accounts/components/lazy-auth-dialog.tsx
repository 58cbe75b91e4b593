import { deferredComponent } from "~/utils/deferred-component";
import type { AuthDialogProps } from "./auth-dialog";

// The dialog carries the form, its checks and the Radix dialog: fetched on first open.
const authDialog = deferredComponent(() => import("./auth-dialog").then((m) => m.AuthDialog));

/** Fetches the auth dialog ahead of a likely open (hover or focus of what opens it). */
export const preloadAuthDialog = authDialog.preload;

/** `AuthDialog`, loaded the first time it opens; same props and behaviour. */
export function LazyAuthDialog(props: AuthDialogProps) {
  return <authDialog.Loaded {...props} wanted={props.open} onLoadError={() => props.onOpenChange(false)} />;
}
