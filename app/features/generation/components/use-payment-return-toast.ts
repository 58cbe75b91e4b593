import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "~/components/toaster";
import { urls } from "~/utils/urls";

/** SPEC section 2: ?success=true / ?canceled=true after checkout: say so, then back to /generator-app. */
export function usePaymentReturnToast() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    const success = searchParams.get("success") === "true";
    const canceled = searchParams.get("canceled") === "true";
    if (!success && !canceled) return;
    handled.current = true;
    if (success) toast.success("Payment successful!");
    else toast("Payment canceled");
    navigate(urls.workspace(), { replace: true });
  }, [searchParams, navigate]);
}
