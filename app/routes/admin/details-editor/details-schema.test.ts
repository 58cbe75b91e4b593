import { describe, expect, it } from "vitest";
import { detailsContentSchema, editorActionSchema, isAllowedImageUrl } from "./details-schema";

const valid = {
  longDescription: "Long text",
  howItWorks: [{ title: "Enter Your Prompt", description: "Type", image: "/files/media_library/abc_123.webp" }],
  benefits: [{ title: "Fast", description: "Quick", image: "", imagePosition: "right" as const }],
  popularCreations: [{ id: "temp-1700000000000", title: "Cat", image: "https://cdn.example/cat.png" }],
};

describe("the details save body", () => {
  it("accepts the editor's content", () => {
    expect(detailsContentSchema.parse(valid)).toEqual(valid);
  });

  it("accepts our stored files and http(s) addresses as images, nothing else", () => {
    expect(isAllowedImageUrl("/files/media_library/abc_123.webp")).toBe(true);
    expect(isAllowedImageUrl("/files/catalog/apps/abc_123.png")).toBe(true);
    expect(isAllowedImageUrl("https://cdn.example/a.png")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "/files/../secret.png",
      "//evil.example/a.png",
      "/files/private/a.png",
      'https://x.example/"onerror="x',
    ]) {
      expect(isAllowedImageUrl(bad), bad).toBe(false);
    }
  });

  it("refuses an image position other than left or right", () => {
    const body = { ...valid, benefits: [{ ...valid.benefits[0], imagePosition: "center" }] };
    expect(detailsContentSchema.safeParse(body).success).toBe(false);
  });

  it("bounds text lengths and list sizes", () => {
    expect(detailsContentSchema.safeParse({ ...valid, longDescription: "x".repeat(20_001) }).success).toBe(false);
    expect(detailsContentSchema.safeParse({ ...valid, howItWorks: [{ title: "t".repeat(201), description: "" }] }).success).toBe(false);
    expect(detailsContentSchema.safeParse({ ...valid, howItWorks: Array.from({ length: 21 }, () => ({ title: "", description: "" })) }).success).toBe(
      false,
    );
  });

  it("refuses two creations with the same id", () => {
    const twice = [valid.popularCreations[0], valid.popularCreations[0]];
    expect(detailsContentSchema.safeParse({ ...valid, popularCreations: twice }).success).toBe(false);
  });

  it("tells the intents apart", () => {
    expect(editorActionSchema.safeParse({ intent: "add-faq", question: "Q", answer: "A" }).success).toBe(true);
    expect(editorActionSchema.safeParse({ intent: "add-faq", question: " ", answer: "A" }).success).toBe(false);
    expect(editorActionSchema.safeParse({ intent: "delete-faq", id: "not-a-uuid" }).success).toBe(false);
    expect(editorActionSchema.safeParse({ intent: "drop-tables" }).success).toBe(false);
  });
});

describe("control characters in the editor's text", () => {
  const CONTROL = (label: string) => `${label} contains an invisible control character (such as NUL), which is not allowed. Remove it and try again.`;
  const refusal = (body: unknown) => editorActionSchema.safeParse(body).error?.issues[0]?.message;
  const save = (fields: Record<string, unknown>) => ({ intent: "save-details", id: "7b7c9a1e-8d2f-4f43-9a53-2d3f8a4c1e20", ...valid, ...fields });

  it.each([
    [save({ longDescription: "Long\u0000" }), CONTROL("The extended description")],
    [save({ howItWorks: [{ title: "Step\u0007", description: "" }] }), CONTROL("The title")],
    [save({ howItWorks: [{ title: "Step", description: "\u001b" }] }), CONTROL("The description")],
    [save({ howItWorks: [{ title: "Step", description: "", image: "/files/media_library/a\u0000.png" }] }), CONTROL("An image address")],
    [save({ benefits: [{ title: "Fast", description: "Quick\u0085", image: "", imagePosition: "left" }] }), CONTROL("The description")],
    [save({ popularCreations: [{ id: "temp-1", title: "Cat\ud800", image: "" }] }), CONTROL("The title")],
    [{ intent: "add-faq", question: "Why\u0000?", answer: "Because." }, CONTROL("The question")],
    [{ intent: "add-faq", question: "Why?", answer: "Because\u007f" }, CONTROL("The answer")],
    [{ intent: "update-faq", id: "7b7c9a1e-8d2f-4f43-9a53-2d3f8a4c1e20", question: "\u0000", answer: "" }, CONTROL("The question")],
  ])("refuses %j", (body, message) => {
    expect(refusal(body)).toBe(message);
  });

  it("keeps line breaks and tabs in answers", () => {
    const parsed = editorActionSchema.safeParse({ intent: "add-faq", question: "Q?", answer: "Line one\r\nLine two\tend" });
    expect(parsed.success).toBe(true);
  });
});
