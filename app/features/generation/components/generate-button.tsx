import Sparkles from "lucide-react/icons/sparkles";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
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

export function GenerateButton({ hint, busy, onGenerate, className }: { hint: string; busy: boolean; onGenerate: () => void; className?: string }) {
  const hintId = useId();
  const ready = hint === READY_HINT;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A disabled button gets no pointer events, so the wrapper carries the tooltip. */}
        <span className={cn("inline-flex", className)} tabIndex={ready ? undefined : 0} data-testid="generate-hint-trigger">
          <Button type="button" className="w-full" disabled={!ready} onClick={onGenerate} aria-describedby={hintId}>
            {busy ? <Spinner label="Working" /> : <Sparkles aria-hidden="true" />}
            Generate
          </Button>
          <span id={hintId} className="sr-only">
            {hint}
          </span>
        </span>
      </TooltipTrigger>
      <TooltipContent>{hint}</TooltipContent>
    </Tooltip>
  );
}
