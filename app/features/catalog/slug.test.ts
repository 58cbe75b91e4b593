import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidSlug, shouldDeriveSlug, slugify } from "./slug";

describe("slugify (SPEC section 5)", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["  Uncensored AI: Art!  ", "uncensored-ai-art"],
    ["snake_case_title", "snake-case-title"],
    ["many   spaces -- and -_- hyphens", "many-spaces-and-hyphens"],
    ["--Edge hyphens--", "edge-hyphens"],
    ["What's new? (2025 edition)", "whats-new-2025-edition"],
    ["Café Crème", "cafe-creme"],
    ["100% Free & Fast", "100-free-fast"],
    ["!!!", ""],
    ["", ""],
  ])("%j becomes %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("is idempotent and yields only lower-case words joined by single hyphens", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (title) => {
        const slug = slugify(title);
        expect(slugify(slug)).toBe(slug);
        expect(slug).not.toMatch(/^-|-$|--|[\s_A-Z]/);
      }),
    );
  });

  it("accepts as valid exactly the non-empty slugs slugify leaves unchanged", () => {
    expect(isValidSlug("hello-world")).toBe(true);
    expect(isValidSlug("Hello-World")).toBe(false);
    expect(isValidSlug("hello--world")).toBe(false);
    expect(isValidSlug("-hello")).toBe(false);
    expect(isValidSlug("")).toBe(false);
  });

  it("derives the slug while adding, or while editing with an empty slug", () => {
    expect(shouldDeriveSlug("add", "anything")).toBe(true);
    expect(shouldDeriveSlug("edit", "")).toBe(true);
    expect(shouldDeriveSlug("edit", "  ")).toBe(true);
    expect(shouldDeriveSlug("edit", "kept-slug")).toBe(false);
  });
});
