import { describe, expect, it } from "vitest";
import { appError, ERROR_MESSAGES, requestTooLarge } from "./error-messages";
import { ERROR_STATUS } from "./errors";

describe("the spec's failure texts", () => {
  it("build an AppError with the entry's code, status, title and message", () => {
    const error = appError("generationInProgress");
    expect(error).toMatchObject({ code: "CONFLICT", status: 409, title: "Please wait", message: "A generation is already in progress" });
  });

  it("let the server give a more precise message under the same title", () => {
    expect(appError("invalidRequest", { message: "prompt is given more than once." })).toMatchObject({
      title: "Invalid request",
      message: "prompt is given more than once.",
    });
  });

  it("give every sign-in text the 401 title of the spec", () => {
    const signIn = Object.values(ERROR_MESSAGES).filter((entry) => entry.code === "UNAUTHENTICATED");
    expect(signIn.length).toBeGreaterThan(0);
    for (const entry of signIn) expect(entry.title).toBe("Authentication required");
    expect(ERROR_MESSAGES.signInToCancelSubscription.message).toBe("Please sign in to cancel your subscription");
  });

  it("use only codes that have an HTTP status", () => {
    for (const entry of Object.values(ERROR_MESSAGES)) expect(ERROR_STATUS[entry.code]).toBeGreaterThanOrEqual(400);
  });

  it("say the size limit in megabytes", () => {
    expect(requestTooLarge(6 * 1024 * 1024).message).toBe("The request is larger than 6 MB, the most this address accepts.");
    expect(requestTooLarge(512 * 1024).message).toBe("The request is larger than 0.5 MB, the most this address accepts.");
  });
});
