import Sparkles from "lucide-react/icons/sparkles";
import { useEffect, useId, useState } from "react";
import { PlainButton } from "~/components/ui/plain-button";
import { Spinner } from "~/components/ui/spinner";
import { deferredComponent } from "~/utils/deferred-component";
import { cn } from "~/utils/misc";
import { hasVisibleText } from "~/utils/text-checks";
import { PROMPT_REQUIRED } from "../generation-options";

const READY_HINT = "Ready to generate!";

export type GeneratePhase = "idle" | "checking" | "deducting" | "generating";

/** SPEC section 5: why Generate is (not) available, in the spec's words. */
export function generateHint(state: { prompt: string; phase: GeneratePhase; creditsLoading: boolean; variant: "panel" | "hero" }) {
  if (state.phase === "generating") return "Generating your image...";
  if (state.phase === "deducting" || state.phase === "checking") return "Processing your credits...";
  if (state.creditsLoading) return "Loading credits...";
  // Zero-width and other invisible characters describe nothing (the server refuses them the same way).
  if (!hasVisibleText(state.prompt)) return state.variant === "hero" ? PROMPT_REQUIRED : "Please add a prompt before generating";
  return READY_HINT;
}

// The tooltip's Radix parts (and their positioning library) are fetched once the page is idle,
// not with it (docs/decisions/021); until then the hint is still the button's description.
const hintTooltip = deferredComponent(() => import("./generate-hint-tooltip").then((m) => m.GenerateHintTooltip));

/** True once the browser has had an idle moment after the first render. */
function useIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(done, { timeout: 2_000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(done, 200);
    return () => clearTimeout(handle);
  }, []);
  return idle;
}

export function GenerateButton({ hint, busy, onGenerate, className }: { hint: string; busy: boolean; onGenerate: () => void; className?: string }) {
  const hintId = useId();
  const ready = hint === READY_HINT;
  const idle = useIdle();
  const trigger = (
    // A disabled button gets no pointer events, so the wrapper carries the tooltip.
    <span className={cn("inline-flex", className)} tabIndex={ready ? undefined : 0} data-testid="generate-hint-trigger">
      <PlainButton type="button" className="w-full" disabled={!ready} onClick={onGenerate} aria-describedby={hintId}>
        {busy ? <Spinner label="Working" /> : <Sparkles aria-hidden="true" />}
        Generate
      </PlainButton>
      <span id={hintId} className="sr-only">
        {hint}
      </span>
    </span>
  );
  return (
    <hintTooltip.Loaded wanted={idle} hint={hint} fallback={trigger}>
      {trigger}
    </hintTooltip.Loaded>
  );
}
