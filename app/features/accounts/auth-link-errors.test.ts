import { describe, expect, it } from "vitest";
import { ACCOUNT_SUSPENDED_MESSAGE } from "./account-suspension";
import { authLinkErrorMessage, withoutAuthLinkError } from "./auth-link-errors";

describe("authLinkErrorMessage", () => {
  it.each(["INVALID_TOKEN", "TOKEN_EXPIRED", "USER_NOT_FOUND", "INVALID_USER"])("a failed e-mail verification link (%s)", (code) => {
    expect(authLinkErrorMessage(code)).toBe("An error occurred on token verification.");
  });

  it("a Google callback without a code", () => {
    expect(authLinkErrorMessage("no_code")).toBe("No code detected.");
  });

  it.each(["state_not_found", "state_mismatch", "state_invalid", "invalid_code", "issuer_mismatch", "nonce_binding_missing"])(
    "a Google callback whose state or PKCE verifier does not match (%s)",
    (code) => {
      expect(authLinkErrorMessage(code)).toBe("Not a valid PKCE flow url.");
    },
  );

  it.each(["unable_to_get_user_info", "email_not_found", "account_not_linked", "signup_disabled", "unable_to_create_session", "access_denied"])(
    "a Google sign-in that ended without a session (%s)",
    (code) => {
      expect(authLinkErrorMessage(code)).toBe("No session defined in URL");
    },
  );

  it("a Google sign-in to a suspended account says so", () => {
    expect(authLinkErrorMessage("BANNED_USER")).toBe(ACCOUNT_SUSPENDED_MESSAGE);
  });

  it.each([null, undefined, "", "<script>alert(1)</script>", "x".repeat(65), "a b"])("ignores %j, which no auth link sends", (value) => {
    expect(authLinkErrorMessage(value)).toBeNull();
  });
});

describe("withoutAuthLinkError", () => {
  it("drops error and error_description and keeps the rest", () => {
    const search = new URLSearchParams("mode=signup&error=state_mismatch&error_description=State+mismatch");
    expect(withoutAuthLinkError(search).toString()).toBe("mode=signup");
    expect(search.get("error")).toBe("state_mismatch");
  });
});
