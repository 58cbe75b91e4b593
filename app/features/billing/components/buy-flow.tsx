// INTERFACE PLACEHOLDER — the payments helper replaces the body (SPEC section 4 buy flow with plan and top-up dialogs), keeping these exports.
import { createContext, useContext, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { urls } from "~/utils/urls";

type BuyFlow = { openBuyFlow: () => void };
const BuyFlowContext = createContext<BuyFlow | null>(null);

/** Mounted once in root.tsx; owns the auth, plan and top-up dialogs of the buy flow. */
export function BuyFlowProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <BuyFlowContext.Provider value={{ openBuyFlow: () => navigate(urls.billing()) }}>{children}</BuyFlowContext.Provider>;
}

export function useBuyFlow(): BuyFlow {
  const flow = useContext(BuyFlowContext);
  if (!flow) throw new Error("useBuyFlow needs BuyFlowProvider");
  return flow;
}

export function BuyCreditsButton({ className, size }: { className?: string; size?: "default" | "sm" | "lg" }) {
  const { openBuyFlow } = useBuyFlow();
  return (
    <Button className={className} size={size} onClick={openBuyFlow}>
      Buy Credits
    </Button>
  );
}
