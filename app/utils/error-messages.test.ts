import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
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

// Failures are built from the map (`appError(key)`). Only the map itself and the
// HTTP edge (which hides an unexpected failure behind a fallback text) construct
// an AppError; nothing else may, nor hand appError its own words in a literal.
const CONSTRUCTORS = ["utils/error-messages.ts", "utils/http.server.ts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of each call of `callee` (e.g. `new AppError(`) in a source, with its arguments. */
function calls(source: string, callee = "new AppError("): string[] {
  const found: string[] = [];
  for (let start = source.indexOf(callee); start !== -1; start = source.indexOf(callee, start + 1)) {
    if (/[\w.]/.test(source[start - 1] ?? "")) continue;
    let depth = 0;
    let end = start + callee.length - 1;
    for (; end < source.length; end++) {
      if (source[end] === "(") depth++;
      else if (source[end] === ")" && --depth === 0) break;
    }
    found.push(source.slice(start, end + 1));
  }
  return found;
}

/** Whether a call writes a title or message of its own in a string or template literal. */
const hasOwnWords = (call: string) => /\b(title|message)\s*:\s*["'`]/.test(call);

function appSources() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  return sourceFiles(root).map((file) => ({ file: relative(root, file), source: readFileSync(file, "utf8") }));
}

describe("free user text in failures", () => {
  it("finds the calls and the words a call writes itself", () => {
    const source = 'x; new AppError("BAD_REQUEST", { title: T, message: "Unknown plan." }); appError("unknownTopUp", { title }); y';
    expect(calls(source)).toEqual(['new AppError("BAD_REQUEST", { title: T, message: "Unknown plan." })']);
    expect(calls(source).map(hasOwnWords)).toEqual([true]);
    expect(calls(source, "appError(").map(hasOwnWords)).toEqual([false]);
    expect(hasOwnWords('appError("invalidForm", { title: "Could not" })')).toBe(true);
    expect(hasOwnWords('appError("svgTooSlow", { message: `${n} s` })')).toBe(true);
    expect(hasOwnWords('appError("balanceLimit", { values: { max: n.toLocaleString("en-US") } })')).toBe(false);
  });

  it("builds every AppError from the map: no other module constructs one", () => {
    const constructed = appSources()
      .filter(({ file, source }) => !CONSTRUCTORS.includes(file.replaceAll("\\", "/")) && calls(source).length > 0)
      .map(({ file, source }) => `${file}: ${calls(source)[0]?.slice(0, 80)}`);
    expect(constructed, constructed.join("\n")).toEqual([]);
  });

  it("writes no user text of its own into an AppError or an appError call", () => {
    const freeText = appSources().flatMap(({ file, source }) =>
      [...calls(source), ...calls(source, "appError(")].filter(hasOwnWords).map((call) => `${file}: ${call.slice(0, 80)}`),
    );
    expect(freeText, freeText.join("\n")).toEqual([]);
  });
});
