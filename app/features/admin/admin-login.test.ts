import { describe, expect, it } from "vitest";
import { safeRedirectTo } from "./admin-login.server";

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
