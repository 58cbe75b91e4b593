import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { appError, ERROR_MESSAGES, fillPlaceholders, requestTooLarge } from "./error-messages";
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

describe("the one map of failure texts", () => {
  it("gives every key a non-empty title and message", () => {
    for (const [key, entry] of Object.entries(ERROR_MESSAGES)) {
      expect(entry.title.trim(), key).not.toBe("");
      expect(entry.message.trim(), key).not.toBe("");
    }
  });

  it("builds the failure with its key and fills the placeholders of its text", () => {
    expect(appError("insufficientCreditsForImages", { values: { pictures: 3 } })).toMatchObject({
      key: "insufficientCreditsForImages",
      status: 402,
      message: "You need at least 3 credits to generate 3 images",
    });
    expect(fillPlaceholders("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});

// Failures are built from the map (`appError(key)`); a `new AppError(` that writes its
// own user text in a string literal is counted here, and the count may only go down.
const FREE_TEXT_BUDGET = 65;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The argument text of each `new AppError(` call in a source. */
function appErrorCalls(source: string): string[] {
  const calls: string[] = [];
  for (let start = source.indexOf("new AppError("); start !== -1; start = source.indexOf("new AppError(", start + 1)) {
    let depth = 0;
    let end = start + "new AppError".length;
    for (; end < source.length; end++) {
      if (source[end] === "(") depth++;
      else if (source[end] === ")" && --depth === 0) break;
    }
    calls.push(source.slice(start, end + 1));
  }
  return calls;
}

describe("free user text in AppErrors", () => {
  it("finds a string literal in a call's texts", () => {
    expect(appErrorCalls('x; new AppError("BAD_REQUEST", { title: T, message: "Unknown plan." }); y')).toEqual([
      'new AppError("BAD_REQUEST", { title: T, message: "Unknown plan." })',
    ]);
  });

  it(`stays at most ${FREE_TEXT_BUDGET} calls (the map holds the rest)`, () => {
    const root = fileURLToPath(new URL("..", import.meta.url));
    const freeText = sourceFiles(root).flatMap((file) =>
      appErrorCalls(readFileSync(file, "utf8"))
        // The code is a literal too: look only at what follows it.
        .filter((call) => /["'`]/.test(call.replace(/^new AppError\("\w+",?/, "")))
        .map((call) => `${file}: ${call.slice(0, 80)}`),
    );
    expect(freeText.length, freeText.join("\n")).toBeLessThanOrEqual(FREE_TEXT_BUDGET);
  });
});
