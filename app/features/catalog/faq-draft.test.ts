import { describe, expect, it } from "vitest";
import { checkNewFaq, editedFaqSchema, isNewFaqReady } from "./faq-draft";

describe("new FAQ validation", () => {
  it("is ready only when question and answer both hold more than white space", () => {
    expect(isNewFaqReady({ question: "Why?", answer: "Because." })).toBe(true);
    expect(isNewFaqReady({ question: "", answer: "Because." })).toBe(false);
    expect(isNewFaqReady({ question: "Why?", answer: "  \n\t" })).toBe(false);
    expect(isNewFaqReady({ question: "   ", answer: "   " })).toBe(false);
  });

  it("trims what it saves and keeps line breaks inside the answer", () => {
    expect(checkNewFaq({ question: "  Why?  ", answer: "\nLine one\nLine two\n" })).toEqual({
      ok: true,
      faq: { question: "Why?", answer: "Line one\nLine two" },
    });
  });

  it("refuses an empty field with the spec's message", () => {
    expect(checkNewFaq({ question: " ", answer: "x" })).toEqual({ ok: false, message: "Both question and answer are required." });
    expect(checkNewFaq({ question: "x", answer: "" })).toEqual({ ok: false, message: "Both question and answer are required." });
  });

  it("refuses a question or answer that is too long", () => {
    expect(checkNewFaq({ question: "q".repeat(501), answer: "a" }).ok).toBe(false);
    expect(checkNewFaq({ question: "q", answer: "a".repeat(5001) }).ok).toBe(false);
  });

  it("does not check an edited FAQ for emptiness (SPEC section 5)", () => {
    expect(editedFaqSchema.safeParse({ question: "", answer: "" }).success).toBe(true);
  });
});
