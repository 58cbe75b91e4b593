import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "~/components/toaster";
import { urls } from "~/utils/urls";

/**
 * SPEC section 2: ?success=true / ?canceled=true after checkout: say so, then back to /generator-app.
 * 'Payment successful!' names what was bought (`purchased`, from the server's payment record).
 */
export function usePaymentReturnToast(purchased: string | null) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    const success = searchParams.get("success") === "true";
    const canceled = searchParams.get("canceled") === "true";
    if (!success && !canceled) return;
    handled.current = true;
    if (success) {
      toast.success("Payment successful!", {
        description: purchased ? `You bought ${purchased}.` : "Your credits appear here as soon as the payment provider confirms it.",
      });
    } else toast("Payment canceled");
    navigate(urls.workspace(), { replace: true });
  }, [searchParams, navigate, purchased]);
}
