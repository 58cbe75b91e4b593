import { describe, expect, it } from "vitest";
import { z } from "zod";
import { containsControlCharacters, flag, hasControlCharacters, hasVisibleText, text } from "./strict-input";

const outcome = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: parsed.data } : { refused: parsed.error.issues[0]?.message };
};

describe("flag", () => {
  const plain = flag("isPrivate");
  it.each([
    [true, true],
    [false, false],
    ["true", true],
    ["false", false],
  ])("takes %j as %j", (value, expected) => {
    expect(outcome(plain, value)).toEqual({ ok: expected });
  });

  it.each([
    ["1"],
    ["0"],
    ["yes"],
    ["no"],
    ["TRUE"],
    ["False"],
    ["on"],
    ["off"],
    [""],
    [" true"],
    ["true "],
    [1],
    [0],
    [null],
    [undefined],
    [{}],
    [[]],
    ["null"],
  ])("refuses %j instead of reading it as false", (value) => {
    expect(outcome(plain, value)).toEqual({ refused: "isPrivate must be true or false." });
  });

  it("takes the one value our own control sends when on, and nothing else", () => {
    const checkbox = flag("trustDevice", { checkedValue: "on" });
    expect(outcome(checkbox, "on")).toEqual({ ok: true });
    expect(outcome(checkbox, "true")).toEqual({ ok: true });
    expect(outcome(checkbox, "false")).toEqual({ ok: false });
    for (const value of ["ON", "1", "off", ""]) expect(outcome(checkbox, value)).toEqual({ refused: "trustDevice must be true or false." });
    const filter = flag("minor", { checkedValue: "1" });
    expect(outcome(filter, "1")).toEqual({ ok: true });
    expect(outcome(filter, "on")).toEqual({ refused: "minor must be true or false." });
  });

  it("a left-out flag takes its default only where the schema gives one", () => {
    const schema = z.object({ featured: flag("featured").default(false), confirmed: flag("confirmed") });
    expect(schema.safeParse({ confirmed: true }).data).toEqual({ featured: false, confirmed: true });
    expect(schema.safeParse({}).success).toBe(false);
  });
});

describe("text", () => {
  const title = text("Title").trim().min(1, "Title is required").max(10, "Title is too long");

  it.each([
    ["Fox", "Fox"],
    ["  Fox  ", "Fox"],
    ["tab\tnew line\ncarriage\r", "tab\tnew line\ncarriage"],
    ["émoji 🦊", "émoji 🦊"],
    ["שלום\u200f!", "שלום\u200f!"],
  ])("takes %j", (value, expected) => {
    expect(outcome(text("Title").trim(), value)).toEqual({ ok: expected });
  });

  it.each([
    ["NUL", "a\u0000b"],
    ["start of heading", "\u0001"],
    ["backspace", "a\u0008"],
    ["vertical tab", "a\u000bb"],
    ["form feed", "a\u000cb"],
    ["escape", "\u001b[31m"],
    ["unit separator", "\u001f"],
    ["DEL", "a\u007f"],
    ["C1 control", "a\u0080"],
    ["next line (C1)", "a\u0085b"],
    ["C1 end", "\u009f"],
    ["right-to-left override", "nude \u202edlihc"],
    ["left-to-right isolate", "a\u2066b"],
    ["lone high surrogate", "a\ud800b"],
    ["lone low surrogate", "a\udc00b"],
    ["high surrogate at the end", "a\ud83d"],
  ])("refuses %s with a message naming the field, before any other rule", (_label, value) => {
    expect(outcome(title, value)).toEqual({
      refused: "Title contains an invisible control character (such as NUL), which is not allowed. Remove it and try again.",
    });
  });

  it("keeps the field's own rules and messages", () => {
    expect(outcome(title, "   ")).toEqual({ refused: "Title is required" });
    expect(outcome(title, "x".repeat(11))).toEqual({ refused: "Title is too long" });
    expect(outcome(title, 42)).toEqual({ refused: "Title must be text." });
    expect(outcome(text("Prompt", { error: "Please describe your image before generating." }), undefined)).toEqual({
      refused: "Please describe your image before generating.",
    });
  });

  it("tells control characters apart from ordinary text", () => {
    expect(hasControlCharacters("a 🦊 b\t\n\r")).toBe(false);
    expect(hasControlCharacters("\ud83e\udd8a")).toBe(false);
    expect(hasControlCharacters("\u0000")).toBe(true);
  });
});

describe("hasVisibleText", () => {
  it.each([
    ["zero-width space", "\u200b"],
    ["zero-width joiner and non-joiner", "\u200d\u200c"],
    ["word joiner", "\u2060"],
    ["byte order mark", "\ufeff"],
    ["Hangul filler", "\u3164"],
    ["Hangul choseong filler", "\u115f"],
    ["Hangul jungseong filler", "\u1160"],
    ["halfwidth Hangul filler", "\uffa0"],
    ["blank braille pattern", "\u2800"],
    ["soft hyphen", "\u00ad"],
    ["variation selector", "\ufe0f"],
    ["Mongolian vowel separator", "\u180e"],
    ["no-break and ideographic spaces", "\u00a0\u3000\u2003"],
    ["line and paragraph separators", "\u2028\u2029"],
    ["empty", ""],
    ["a mix", " \u200b\u3164\u2800\ufeff\t\n"],
  ])("%s shows nothing", (_label, value) => {
    expect(hasVisibleText(value)).toBe(false);
  });

  it.each([["a"], ["\u200ba\u200b"], ["🦊"], ["中"], ["\u2801"], ["."]])("%j shows something", (value) => {
    expect(hasVisibleText(value)).toBe(true);
  });
});

describe("containsControlCharacters", () => {
  it("looks into every string, key and nested value of a JSON body", () => {
    expect(containsControlCharacters({ name: "Ann", tags: ["a", { deep: "ok" }], n: 1, b: true, nil: null })).toBe(false);
    expect(containsControlCharacters({ name: "A\u0000nn" })).toBe(true);
    expect(containsControlCharacters({ tags: ["a", { deep: "o\u0007k" }] })).toBe(true);
    expect(containsControlCharacters({ "ke\u0000y": "v" })).toBe(true);
    expect(containsControlCharacters("\ud800")).toBe(true);
    expect(containsControlCharacters(42)).toBe(false);
  });
});
