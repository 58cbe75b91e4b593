import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { credentialsSchema } from "./auth-schema";
import { MISSING_CREDENTIALS_MESSAGE, validateCredentials } from "./credentials";

describe("validateCredentials", () => {
  it("refuses a missing, blank or non-text field with the spec's message", () => {
    for (const input of [
      { email: null, password: "secret" },
      { email: "   ", password: "secret" },
      { email: "a@example.com", password: "" },
      { email: "a@example.com", password: null },
      { email: new Blob(["x"]), password: "secret" },
    ]) {
      expect(validateCredentials(input)).toEqual({ ok: false, message: MISSING_CREDENTIALS_MESSAGE });
    }
  });

  it("gives the trimmed e-mail and the password as typed", () => {
    expect(validateCredentials({ email: "  a@example.com ", password: " pw " })).toEqual({ ok: true, email: "a@example.com", password: " pw " });
  });

  it("agrees with the server's credentialsSchema on any input", () => {
    const field = fc.oneof(fc.string(), fc.constantFrom("", " ", "\t\n", " a "), fc.constant(null), fc.integer());
    fc.assert(
      fc.property(field, field, (email, password) => {
        const schema = credentialsSchema.safeParse({ email, password });
        const check = validateCredentials({ email, password });
        if (schema.success) {
          expect(check).toEqual({ ok: true, ...schema.data });
        } else {
          expect(check).toEqual({ ok: false, message: schema.error.issues[0].message });
        }
      }),
      { numRuns: 500 },
    );
  });
});
