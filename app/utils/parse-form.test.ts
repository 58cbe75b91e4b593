import { describe, expect, it } from "vitest";
import { z } from "zod";
import { actionFieldErrors, FORM_ERROR, parseFields } from "./parse-form";
import { formErrorData, parseForm } from "./parse-form.server";

const schema = z
  .strictObject({
    email: z.email("Enter a valid e-mail address"),
    password: z.string().min(8, "At least 8 characters").max(10, "At most 10 characters"),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: "The passwords differ.", path: ["confirm"] });

describe("parseFields", () => {
  it("returns the data of valid fields", () => {
    expect(parseFields(schema, { email: "a@b.co", password: "12345678", confirm: "12345678" })).toEqual({
      ok: true,
      data: { email: "a@b.co", password: "12345678", confirm: "12345678" },
    });
  });

  it("returns every field's first message at once, and the first of all for a toast", () => {
    const result = parseFields(schema, { email: "nope", password: "short", confirm: "" });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { email: "Enter a valid e-mail address", password: "At least 8 characters", confirm: "The passwords differ." },
      message: "Enter a valid e-mail address",
    });
  });

  it("keys a nested field by its dotted path and an unknown key under the form", () => {
    const nested = z.strictObject({ entries: z.array(z.strictObject({ label: z.string().min(1, "Name it.") })) });
    expect(parseFields(nested, { entries: [{ label: "ok" }, { label: "" }] })).toMatchObject({ fieldErrors: { "entries.1.label": "Name it." } });
    const refused = parseFields(nested, { entries: [], extra: "x" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.fieldErrors)).toEqual([FORM_ERROR]);
  });
});

describe("parseForm", () => {
  it("reads a form body and answers its failure with a 400 carrying each field's message", async () => {
    const request = new Request("http://localhost/x", {
      method: "POST",
      body: new URLSearchParams({ email: "x", password: "12345678901", confirm: "1" }),
    });
    const parsed = await parseForm(request, schema);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const answer = formErrorData(parsed, "Error saving", { intent: "save" });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      error: { code: "BAD_REQUEST", title: "Error saving", message: "Enter a valid e-mail address" },
      fieldErrors: { email: "Enter a valid e-mail address", password: "At most 10 characters", confirm: "The passwords differ." },
      intent: "save",
    });
    expect(actionFieldErrors(answer.data)).toMatchObject({ email: "Enter a valid e-mail address", password: "At most 10 characters" });
  });

  it("reads FormData already taken from the request, leaving files aside", async () => {
    const form = new FormData();
    form.set("email", "a@b.co");
    form.set("password", "12345678");
    form.set("confirm", "12345678");
    expect(await parseForm(form, schema)).toMatchObject({ ok: true, data: { email: "a@b.co" } });
  });

  it("finds no field errors in an answer without them", () => {
    expect(actionFieldErrors({ ok: true })).toEqual({});
    expect(actionFieldErrors(undefined)).toEqual({});
  });
});
