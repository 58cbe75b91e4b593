import { describe, expect, it } from "vitest";
import { SAFETY_CHECK_UNAVAILABLE } from "~/features/moderation/messages";
import { failureDescription, PROVIDER_FAILURE_MESSAGES, RESTART_FAILURE, SOURCE_IMAGE_GONE } from "./provider-messages";

describe("the workspace's 'Generation failed' description", () => {
  it("shows the server's own failure texts as they are", () => {
    for (const message of [...Object.values(PROVIDER_FAILURE_MESSAGES), SOURCE_IMAGE_GONE, RESTART_FAILURE, SAFETY_CHECK_UNAVAILABLE]) {
      expect(failureDescription(message)).toBe(message);
    }
  });

  it("marks anything else as unexpected", () => {
    expect(failureDescription("Expected property name or '}' in JSON at position 1")).toBe(
      "An unexpected error occurred: Expected property name or '}' in JSON at position 1",
    );
  });

  it("tells the user the credit came back, and never the raw cause", () => {
    for (const message of Object.values(PROVIDER_FAILURE_MESSAGES)) {
      expect(message).toMatch(/Your credit was refunded\.$/);
      expect(message).not.toMatch(/JSON|terminated|HTTP|\d{3}/);
    }
  });
});
