import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QueueStatus, queueStatusText } from "./queue-status";
import { GeneratingPlaceholder } from "./result-view";

describe("the queue state shown while waiting for a picture", () => {
  it("says how many are ahead, that it is next, or that it is being made", () => {
    expect(queueStatusText({ state: "queued", position: 4 })).toBe("Waiting in line — 3 images ahead of you");
    expect(queueStatusText({ state: "queued", position: 2 })).toBe("Waiting in line — 1 image ahead of you");
    expect(queueStatusText({ state: "queued", position: 1 })).toBe("You're next in line");
    expect(queueStatusText({ state: "running", position: null })).toBe("Generating your image now…");
    expect(queueStatusText(null)).toBeNull();
  });

  it("is read out politely inside the generating placeholder, and absent when unknown", () => {
    const html = renderToString(<GeneratingPlaceholder aspectRatio="1:1" queue={{ state: "queued", position: 3 }} />);
    expect(html).toMatch(/role="status"[^>]*aria-live="polite"/);
    expect(html).toContain("Waiting in line — 2 images ahead of you");
    expect(html).toContain('data-queue-state="queued"');
    expect(renderToString(<GeneratingPlaceholder aspectRatio="1:1" />)).not.toContain("queue-status");
    expect(renderToString(<QueueStatus queue={null} />)).toBe("");
  });
});
