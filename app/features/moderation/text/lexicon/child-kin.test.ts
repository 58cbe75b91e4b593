import { describe, expect, it } from "vitest";
import { checkPrompt } from "../prompt-policy";
import { CHILD_KIN } from "./child-kin";

// A family word for a child asks for a minor in an adult request, as English
// "daughter" does; in a safe scene with NSFW off it is allowed.

const outcome = (prompt: string, nsfw: boolean) => {
  const verdict = checkPrompt({ prompt, nsfw });
  return verdict.allowed ? "allowed" : verdict.category;
};
const entries = Object.entries(CHILD_KIN).flatMap(([language, list]) => (list ?? []).map((entry) => [language, entry.replace(/\*$/, "")] as const));

describe("family words for a child", () => {
  it.each(entries)("refuses %s %j beside nudity with NSFW on", (_language, entry) => {
    expect(outcome(`${entry}, nude`, true)).toBe("sexual-minors");
  });

  it.each(entries)("allows %s %j in a safe scene with NSFW off", (_language, entry) => {
    expect(outcome(`${entry}, a sunny day in the park`, false)).toBe("allowed");
  });
});
