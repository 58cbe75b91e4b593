import { describe, expect, it } from "vitest";
import { accountFieldsError } from "./sign-up-fields.server";

describe("accountFieldsError", () => {
  it("lets fields within their limits through", () => {
    expect(
      accountFieldsError("/sign-up/email", { name: "n".repeat(100), email: `${"a".repeat(64)}@${"d".repeat(185)}.com`, password: "x" }),
    ).toBeNull();
    expect(accountFieldsError("/update-user", { name: "Ada", image: null })).toBeNull();
    expect(accountFieldsError("/sign-out", undefined)).toBeNull();
  });

  it("caps the name at 100 characters on every endpoint", () => {
    for (const path of ["/sign-up/email", "/update-user", "/admin/create-user"]) {
      expect(accountFieldsError(path, { name: "n".repeat(101) })).toBe("The name can be at most 100 characters.");
    }
  });

  it("caps addresses at 254 characters, the new one of an address change too", () => {
    const long = `a@${"d".repeat(250)}.com`;
    expect(accountFieldsError("/sign-in/email", { email: long })).toBe("The e-mail address can be at most 254 characters.");
    expect(accountFieldsError("/change-email", { newEmail: long })).toBe("The e-mail address can be at most 254 characters.");
  });

  it("refuses, on sign-up, an address whose part before the @ is over 64 characters", () => {
    const email = `${"a".repeat(65)}@example.com`;
    expect(accountFieldsError("/sign-up/email", { email })).toBe("The part of the e-mail address before the @ can be at most 64 characters.");
    // Signing in with it just fails as an unknown account would.
    expect(accountFieldsError("/sign-in/email", { email })).toBeNull();
  });

  it("caps a picture address at 2048 characters", () => {
    expect(accountFieldsError("/update-user", { image: `https://x.example/${"p".repeat(2040)}` })).toBe(
      "The picture address can be at most 2048 characters.",
    );
  });

  it("refuses a name that is not text", () => {
    expect(accountFieldsError("/sign-up/email", { name: { toString: "x" } })).not.toBeNull();
  });
});
