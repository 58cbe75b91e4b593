import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
// Shown on landing, maybe before the lazily loaded Toaster is there: this `toast` waits for it.
import { toast } from "~/components/toaster";
import { useSite } from "~/utils/user";
import { ACCOUNT_SUSPENDED_MESSAGE, accountSuspendedMessage } from "../account-suspension";
import { authLinkErrorMessage, withoutAuthLinkError } from "../auth-link-errors";

/**
 * Shows the failure of an auth link (`?error=` from better-auth on the page the
 * browser lands on) as a destructive toast, then removes it from the address.
 */
export function AuthLinkErrorToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const { supportEmail } = useSite();

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    if (!search.has("error")) return;
    // One toast per landing, also when effects run twice in development.
    if (handled.current === location.key) return;
    handled.current = location.key;
    const known = authLinkErrorMessage(search.get("error"));
    const message = known === ACCOUNT_SUSPENDED_MESSAGE ? accountSuspendedMessage(supportEmail) : known;
    if (message) toast.error("Error", { description: message });
    const rest = withoutAuthLinkError(search).toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : "", hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [location, navigate, supportEmail]);

  return null;
}
