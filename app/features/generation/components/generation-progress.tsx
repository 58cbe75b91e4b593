import { useEffect, useState } from "react";
import { Progress } from "~/components/ui/progress";
import type { EngineProgressView } from "../queue-state";

/** Without the engine's own progress the bar follows the usual duration, and never claims more than this before the picture arrives. */
const ESTIMATE_CAP = 0.95;

/** What the bar shows: the engine's fraction and step, or the time so far against the usual. */
export function progressDisplay(progress: EngineProgressView, elapsedMs: number | null): { percent: number | null; text: string } {
  if (progress.fraction !== null) {
    const percent = Math.round(progress.fraction * 100);
    const steps = progress.step !== null && progress.steps !== null ? `Step ${progress.step} of ${progress.steps} · ` : "";
    return { percent, text: `${steps}${percent}%` };
  }
  if (elapsedMs === null) return { percent: null, text: "Starting…" };
  const seconds = Math.floor(elapsedMs / 1000);
  if (!progress.usualMs) return { percent: null, text: `${seconds} s` };
  const usual = Math.max(1, Math.round(progress.usualMs / 1000));
  return { percent: Math.round(Math.min(ESTIMATE_CAP, elapsedMs / progress.usualMs) * 100), text: `${seconds} s of about ${usual} s` };
}

/** The server's elapsed time, moved on by the browser's clock between answers. */
function useElapsed(progress: EngineProgressView) {
  const [now, setNow] = useState(() => Date.now());
  const [received, setReceived] = useState({ progress, at: now });
  if (received.progress !== progress) setReceived({ progress, at: now });
  useEffect(() => {
    if (progress.elapsedMs === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [progress.elapsedMs]);
  return progress.elapsedMs === null ? null : progress.elapsedMs + Math.max(0, now - received.at);
}

/** The running picture's progress bar, and the engine's (blurred) preview behind the placeholder. */
export function GenerationProgress({ progress }: { progress: EngineProgressView }) {
  const elapsed = useElapsed(progress);
  const { percent, text } = progressDisplay(progress, elapsed);
  return (
    <div className="flex w-full max-w-xs flex-col items-center gap-2" data-testid="generation-progress">
      <Progress value={percent} aria-label="Generation progress" aria-valuetext={text} className={percent === null ? "opacity-50" : undefined} />
      <p className="text-muted-foreground text-xs tabular-nums">{text}</p>
    </div>
  );
}
