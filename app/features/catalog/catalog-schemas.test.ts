import { describe, expect, it } from "vitest";
import { appFormSchema, generatorFormSchema } from "./catalog-schemas";

// The app and generator dialogs' bodies (multipart text fields, so every value is a string).
const appForm = { title: "Portraits", slug: "portraits", description: "Faces in any style" };
const generatorForm = { ...appForm, link: "/generator-app" };
const CONTROL = (label: string) => `${label} contains an invisible control character (such as NUL), which is not allowed. Remove it and try again.`;

describe.each([
  ["app", appFormSchema, appForm],
  ["generator", generatorFormSchema, generatorForm],
] as const)("the %s form", (_kind, schema, valid) => {
  const outcome = (fields: Record<string, unknown>) => {
    const parsed = schema.safeParse({ ...valid, ...fields });
    return parsed.success ? { ok: parsed.data } : { refused: parsed.error.issues[0]?.message };
  };

  describe.each(["featured", "hidden"])("%s", (field) => {
    it.each([
      ["true", true],
      ["false", false],
      [undefined, false],
    ])("takes %j as %j (the dialog sends true or false)", (value, expected) => {
      expect(outcome({ [field]: value })).toMatchObject({ ok: { [field]: expected } });
    });

    it.each([["on"], ["off"], ["1"], ["0"], ["yes"], ["TRUE"], [""]])("refuses %j", (value) => {
      expect(outcome({ [field]: value })).toEqual({ refused: `${field} must be true or false.` });
    });
  });

  it.each([
    [{ title: "Port\u0000raits" }, CONTROL("Title")],
    [{ slug: "portraits\u0000" }, CONTROL("Slug")],
    [{ description: "Faces\u001b[31m" }, CONTROL("Description")],
    [{ image: "/files/x\u0000.png" }, CONTROL("The image URL")],
    [{ title: "  " }, "Title is required"],
    [{ slug: "Not A Slug" }, "Use lower-case letters, numbers and single hyphens"],
    [{ image: "javascript:alert(1)" }, "Enter an http(s) URL or a path on this site starting with /"],
  ])("refuses %j", (fields, message) => {
    expect(outcome(fields)).toEqual({ refused: message });
  });
});

describe("the generator form's link", () => {
  it("refuses a control character in it", () => {
    const parsed = generatorFormSchema.safeParse({ ...generatorForm, link: "/generator-app\u0007" });
    expect(parsed.error?.issues[0]?.message).toBe(CONTROL("Link"));
  });

  it("refuses an app icon field with one", () => {
    const parsed = appFormSchema.safeParse({ ...appForm, icon: "/files/icon\u0000.png" });
    expect(parsed.error?.issues[0]?.message).toBe(CONTROL("The image URL"));
  });
});
