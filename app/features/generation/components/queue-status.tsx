import type { QueueView } from "../queue-state";

/** What a user waiting for a picture is told about its place: in line (how many ahead) or being made. */
export function queueStatusText(queue: QueueView | null): string | null {
  if (!queue) return null;
  if (queue.state === "running") return "Generating your image now…";
  const ahead = (queue.position ?? 1) - 1;
  if (ahead <= 0) return "You're next in line";
  return `Waiting in line — ${ahead} ${ahead === 1 ? "image" : "images"} ahead of you`;
}

/**
 * The queue state under the generating placeholder. The placeholder is the
 * polite live region, so a change of place is read out without interrupting.
 */
export function QueueStatus({ queue }: { queue: QueueView | null }) {
  const text = queueStatusText(queue);
  if (!text) return null;
  return (
    <p className="text-muted-foreground text-sm break-words" data-testid="queue-status" data-queue-state={queue?.state}>
      {text}
    </p>
  );
}
