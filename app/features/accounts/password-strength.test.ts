import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_SCORE, checkPasswordStrength, personalWords } from "./password-strength.server";

const EMAIL = "marta.kowalski-7f3@example.com";
const inputs = personalWords(EMAIL, "Marta Kowalski");

describe("password strength (zxcvbn-ts, score >= 3)", () => {
  it.each([
    "12345678",
    "password",
    "aaaaaaaa",
    "qwertyuiop",
    "iloveyou",
    "Password1",
    "P@ssw0rd!",
    "letmein123",
    "11111111",
    "abcd1234",
    "qwerty123",
  ])("refuses the common password %j with a clear message", (password) => {
    const result = checkPasswordStrength(password, inputs);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(result.message).toMatch(/^This password is too easy to guess\./);
    expect(result.message).toContain("three or four unrelated words");
  });

  it.each([EMAIL, "marta.kowalski-7f3", "MartaKowalski", "kowalski2024", "uncensoredai"])(
    "refuses the account's own e-mail, name or the site's name: %j",
    (password) => {
      expect(checkPasswordStrength(password, inputs).ok).toBe(false);
    },
  );

  it("says why when zxcvbn knows (a heavily used password)", () => {
    const result = checkPasswordStrength("12345678", inputs);
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining("heavily used password") });
  });

  it.each(["correct horse battery staple 42", "violet otter jumps 91", "Fjord-Mango-Tuba-Quilt", "g7#kQ2!vX9@pL4"])(
    "accepts the strong password %j",
    (password) => {
      const result = checkPasswordStrength(password, inputs);
      expect(result).toMatchObject({ ok: true });
      expect(result.score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    },
  );

  it("the same password is refused only for the account whose name it holds", () => {
    expect(checkPasswordStrength("zbigniewbrzezinski", personalWords("zbigniew@brzezinski.example", "Zbigniew Brzezinski")).ok).toBe(false);
    expect(checkPasswordStrength("zbigniewbrzezinski", personalWords("someone@example.com", "Someone")).ok).toBe(true);
  });

  it("collects the e-mail, its local part, its word parts and the names as personal words", () => {
    expect(personalWords("Ann.Lee-99@Example.com", " Ann Lee ", null)).toEqual(
      expect.arrayContaining(["ann.lee-99@example.com", "ann.lee-99", "ann", "lee", "ann lee", "uncensored"]),
    );
  });
});
