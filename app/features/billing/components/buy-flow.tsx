// The buy flow of SPEC section 4, mounted once in root.tsx. 'Buy Credits' (nav
// bar, home hero, workspace) and the workspace's "fewer than 1 credit" case call
// `openBuyFlow()`; this provider owns the sign-in, plan and top-up dialogs.
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { toast } from "~/components/toaster";
import { PlainButton } from "~/components/ui/plain-button";
import { LazyAuthDialog, preloadAuthDialog } from "~/features/accounts/components/lazy-auth-dialog";
import { deferredComponent } from "~/utils/deferred-component";
import { useOptionalUser } from "~/utils/user";
import { urls } from "~/utils/urls";
import { decideBuyFlow, type SubscriptionState } from "../buy-flow-decision";
import type { CheckoutRequestBody, ReturnTo } from "../checkout-schema";
import type { BillingCycle, PlanType } from "../pricing";
import type { SubscriptionSummary } from "../subscription-summary";

// Every page mounts this provider: its dialogs are fetched on first open (or on
// the intent to press 'Buy Credits'), not with the page.
const planDialog = deferredComponent(() => import("./plan-dialog").then((m) => m.PlanDialog));
const topUpDialog = deferredComponent(() => import("./top-up-dialog").then((m) => m.TopUpDialog));

/** Fetches the dialogs 'Buy Credits' can open next. */
function preloadBuyFlowDialogs(signedIn: boolean) {
  const loads = signedIn ? [planDialog.preload(), topUpDialog.preload()] : [preloadAuthDialog()];
  // A failed prefetch is retried when the dialog opens.
  for (const load of loads) load.catch(() => undefined);
}

type LoadedSubscription = { status: "idle" | "loading" } | { status: "loaded"; subscription: SubscriptionSummary | null };

// The context holds only stable callbacks. A context value that changes after load (the
// subscription arriving) would reach every section still waiting to hydrate below it and
// make React drop their server HTML (ADR 021); the subscription stays inside the provider.
type BuyFlow = {
  /** Runs the buy flow: sign in if needed, then the plan or the top-up dialog. */
  openBuyFlow: () => void;
  /** Loads the active subscription again (after a purchase or a cancellation). */
  refreshSubscription: () => void;
};

const BuyFlowContext = createContext<BuyFlow | null>(null);

// A subscription that never finishes loading must not keep the flow polling forever.
const MAX_DECISION_WAIT_MS = 10_000;

type OpenDialog = { kind: "none" } | { kind: "plans"; currentPlan: PlanType | null } | { kind: "top-up" };

function toDecisionState(loaded: LoadedSubscription): SubscriptionState {
  if (loaded.status !== "loaded") return { status: loaded.status };
  return { status: "loaded", planType: loaded.subscription?.planType ?? null };
}

async function fetchSubscription(signal: AbortSignal): Promise<SubscriptionSummary | null> {
  const response = await fetch(urls.apiSubscription(), { headers: { accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`subscription request failed: ${response.status}`);
  const body = (await response.json()) as { subscription?: SubscriptionSummary | null };
  return body.subscription ?? null;
}

/** The checkout call is fetched with the dialogs' first use, not with every page. */
async function startCheckout(body: CheckoutRequestBody): Promise<void> {
  const { startCheckout: start } = await import("./start-checkout");
  return start(body);
}

/** Mounted once in root.tsx; owns the auth, plan and top-up dialogs of the buy flow. */
export function BuyFlowProvider({ children }: { children: ReactNode }) {
  const user = useOptionalUser();
  const userId = user?.id ?? null;
  const location = useLocation();
  const [reloadKey, setReloadKey] = useState(0);
  const [fetched, setFetched] = useState<{ key: string; subscription: SubscriptionSummary | null } | null>(null);
  const [authOpen, setAuthOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>({ kind: "none" });

  // The active subscription is loaded at sign-in (and again on a reload) and forgotten at sign-out:
  // what was fetched counts only for the user and reload it was fetched for.
  const fetchKey = userId ? `${userId}:${reloadKey}` : null;
  const loaded = useMemo<LoadedSubscription>(() => {
    if (!fetchKey) return { status: "idle" };
    return fetched?.key === fetchKey ? { status: "loaded", subscription: fetched.subscription } : { status: "loading" };
  }, [fetchKey, fetched]);
  useEffect(() => {
    if (!fetchKey) return;
    const controller = new AbortController();
    fetchSubscription(controller.signal)
      .then((subscription) => setFetched({ key: fetchKey, subscription }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        // Without the plan the flow still offers plans; the server refuses a plan the user already has.
        setFetched({ key: fetchKey, subscription: null });
      });
    return () => controller.abort();
  }, [fetchKey]);

  // Back from a checkout (?success=…): the plan may have changed. A sign-out closes the dialogs and forgets the plan.
  // Both are changes seen while rendering, so no stale dialog or plan is ever shown.
  const returnedFromCheckout = /[?&]success=/.test(location.search);
  const [seen, setSeen] = useState({ returnedFromCheckout, userId });
  if (seen.returnedFromCheckout !== returnedFromCheckout || seen.userId !== userId) {
    setSeen({ returnedFromCheckout, userId });
    if (returnedFromCheckout && !seen.returnedFromCheckout && userId) setReloadKey((k) => k + 1);
    if (!userId) {
      setDialog({ kind: "none" });
      setFetched(null);
    }
  }

  // The decision reads the newest state, also from a retry scheduled earlier.
  const latest = useRef({ signedIn: Boolean(userId), loaded });
  useLayoutEffect(() => {
    latest.current = { signedIn: Boolean(userId), loaded };
  });
  const retryTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(retryTimer.current), []);
  useEffect(() => {
    if (!userId) window.clearTimeout(retryTimer.current);
  }, [userId]);

  const decide = useCallback((options: { justSignedIn?: boolean } = {}) => {
    const startedAt = Date.now();
    function attempt() {
      window.clearTimeout(retryTimer.current);
      const signedIn = latest.current.signedIn || Boolean(options.justSignedIn);
      const decision = decideBuyFlow({ signedIn, subscription: toDecisionState(latest.current.loaded) });
      switch (decision.action) {
        case "sign-in":
          setAuthOpen(true);
          return;
        case "wait":
          if (Date.now() - startedAt > MAX_DECISION_WAIT_MS) {
            toast.error("Error", { description: "Could not load your plan. Please try again." });
            return;
          }
          retryTimer.current = window.setTimeout(attempt, decision.retryInMs);
          return;
        case "top-up":
          setDialog({ kind: "top-up" });
          return;
        case "plans":
          setDialog({ kind: "plans", currentPlan: decision.currentPlan });
          return;
      }
    }
    attempt();
  }, []);

  const openBuyFlow = useCallback(() => decide(), [decide]);
  const onAuthenticated = useCallback(() => decide({ justSignedIn: true }), [decide]);
  const refreshSubscription = useCallback(() => setReloadKey((k) => k + 1), []);

  const returnTo: ReturnTo = location.pathname.startsWith(urls.billing()) ? "billing" : "workspace";

  const choosePlan = useCallback(
    (choice: { planType: PlanType; billingCycle: BillingCycle; isUpgrade: boolean }) => startCheckout({ ...choice, returnTo }),
    [returnTo],
  );
  const purchaseTopUp = useCallback((topUpAmount: string) => startCheckout({ topUpAmount, returnTo }), [returnTo]);
  const closeDialog = useCallback((open: boolean) => {
    if (!open) setDialog({ kind: "none" });
  }, []);

  const closeOnLoadError = useCallback(() => setDialog({ kind: "none" }), []);
  const openTopUp = useCallback(() => setDialog({ kind: "top-up" }), []);
  const value = useMemo<BuyFlow>(() => ({ openBuyFlow, refreshSubscription }), [openBuyFlow, refreshSubscription]);

  return (
    <BuyFlowContext.Provider value={value}>
      {children}
      <LazyAuthDialog open={authOpen} onOpenChange={setAuthOpen} onAuthenticated={onAuthenticated} />
      <planDialog.Loaded
        wanted={dialog.kind === "plans"}
        onLoadError={closeOnLoadError}
        open={dialog.kind === "plans"}
        onOpenChange={closeDialog}
        currentPlan={dialog.kind === "plans" ? dialog.currentPlan : null}
        onChoose={choosePlan}
        onBuyCredits={openTopUp}
      />
      <topUpDialog.Loaded
        wanted={dialog.kind === "top-up"}
        onLoadError={closeOnLoadError}
        open={dialog.kind === "top-up"}
        onOpenChange={closeDialog}
        onPurchase={purchaseTopUp}
      />
    </BuyFlowContext.Provider>
  );
}

export function useBuyFlow(): BuyFlow {
  const flow = useContext(BuyFlowContext);
  if (!flow) throw new Error("useBuyFlow needs BuyFlowProvider");
  return flow;
}

export function BuyCreditsButton({
  className,
  size,
  onOpen,
}: {
  className?: string;
  size?: "default" | "sm" | "lg";
  /** Runs before the buy flow opens (the phone menu closes itself first). */
  onOpen?: () => void;
}) {
  const { openBuyFlow } = useBuyFlow();
  const signedIn = useOptionalUser() !== null;
  const preload = () => preloadBuyFlowDialogs(signedIn);
  return (
    <PlainButton
      type="button"
      className={className}
      size={size}
      onClick={() => {
        onOpen?.();
        openBuyFlow();
      }}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      Buy Credits
    </PlainButton>
  );
}
