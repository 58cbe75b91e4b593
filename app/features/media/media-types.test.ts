import { describe, expect, it } from "vitest";
import { mediaUpdateSchema, mediaUploadFieldsSchema } from "./media-types";

// The Media Details and Upload Media dialogs' bodies (the search is tested with the library: media-library.server.test.ts).
const update = { intent: "update", id: "7b7c9a1e-8d2f-4f43-9a53-2d3f8a4c1e20", source: "admin", featured: "false", altText: "", description: "" };
const CONTROL = (label: string) => `${label} contains an invisible control character (such as NUL), which is not allowed. Remove it and try again.`;
const outcome = (fields: Record<string, unknown>) => {
  const parsed = mediaUpdateSchema.safeParse({ ...update, ...fields });
  return parsed.success ? { ok: parsed.data } : { refused: parsed.error.issues[0]?.message };
};

describe("the media details update", () => {
  it.each([
    ["true", true],
    ["false", false],
  ])("takes featured=%j (what the dialog sends)", (featured, expected) => {
    expect(outcome({ featured })).toMatchObject({ ok: { featured: expected } });
  });

  it.each([["on"], ["off"], ["1"], ["yes"], ["TRUE"], [""]])("refuses featured=%j", (featured) => {
    expect(outcome({ featured })).toEqual({ refused: "featured must be true or false." });
  });

  it.each([
    [{ altText: "A cat\u0000" }, CONTROL("Alt text")],
    [{ description: "\u0085" }, CONTROL("Description")],
    [{ altText: "x".repeat(501) }, "Alt text is too long"],
  ])("refuses %j", (fields, message) => {
    expect(outcome(fields)).toEqual({ refused: message });
  });
});

describe("the upload fields", () => {
  it.each([
    [{ altText: "A cat" }, { ok: { altText: "A cat", description: "" } }],
    [{ altText: "\u0000" }, { refused: CONTROL("Alt text") }],
    [{ description: "Evening\u001f" }, { refused: CONTROL("Description") }],
  ])("%j", (fields, expected) => {
    const parsed = mediaUploadFieldsSchema.safeParse(fields);
    expect(parsed.success ? { ok: parsed.data } : { refused: parsed.error.issues[0]?.message }).toEqual(expected);
  });
});
