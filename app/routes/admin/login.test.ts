import { describe, expect, it } from "vitest";
import { adminLoginSchema, safeRedirectTo } from "./login.server";

describe("admin login redirectTo", () => {
  it.each([
    ["/hidden/admin/apps", "/hidden/admin/apps"],
    ["/hidden/admin/media?q=cat", "/hidden/admin/media?q=cat"],
    ["/admin/apps/my-app", "/admin/apps/my-app"],
    [null, "/hidden/admin/dashboard"],
    ["", "/hidden/admin/dashboard"],
    ["https://evil.example/", "/hidden/admin/dashboard"],
    ["//evil.example/", "/hidden/admin/dashboard"],
    ["/\\evil.example/", "/hidden/admin/dashboard"],
    ["javascript:alert(1)", "/hidden/admin/dashboard"],
    ["/hidden/admin", "/hidden/admin/dashboard"],
    ["/hidden/admin?redirectTo=/x", "/hidden/admin/dashboard"],
  ])("%j goes to %j", (value, expected) => {
    expect(safeRedirectTo(value)).toBe(expected);
  });
});

describe("the admin login form", () => {
  const CONTROL = (label: string) => `${label} contains an invisible control character (such as NUL), which is not allowed. Remove it and try again.`;
  const codeStep = (trustDevice?: string) => ({ intent: "totp", code: "123456", ...(trustDevice === undefined ? {} : { trustDevice }) });

  it.each([
    [undefined, false],
    ["on", true],
    ["true", true],
    ["false", false],
  ])('takes trustDevice=%j (the checkbox sends "on" or nothing)', (trustDevice, expected) => {
    expect(adminLoginSchema.parse(codeStep(trustDevice))).toMatchObject({ trustDevice: expected });
  });

  it.each([["1"], ["yes"], ["TRUE"], ["ON"], ["off"], [""]])("refuses trustDevice=%j", (trustDevice) => {
    expect(adminLoginSchema.safeParse(codeStep(trustDevice)).error?.issues[0]?.message).toBe("trustDevice must be true or false.");
  });

  it.each([
    [{ intent: "password", email: "a\u0000@example.com", password: "x" }, CONTROL("The e-mail address")],
    [{ intent: "password", email: "a@example.com", password: "x", redirectTo: "/hidden/admin/apps\u0000" }, CONTROL("The return address")],
    [{ ...codeStep(), redirectTo: "\u001b" }, CONTROL("The return address")],
  ])("refuses %j", (fields, message) => {
    expect(adminLoginSchema.safeParse(fields).error?.issues[0]?.message).toBe(message);
  });
});
