import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { sendMail } from "./mail.server";
import { outboxMessage } from "./outbox-message";

const LONG_LINK = `http://localhost:3999/api/auth/verify-email?token=${"abcDEF123".repeat(30)}&callbackURL=http%3A%2F%2Flocalhost%3A3999%2F`;

async function newestTo(email: string) {
  const dir = path.join(getEnv().DATA_DIR, "mail");
  const files = (await readdir(dir)).filter((f) => f.endsWith(`${email}.eml`)).sort();
  return readFile(path.join(dir, files.at(-1)!), "utf8");
}

afterEach(() => vi.restoreAllMocks());

describe("the outbox (no SMTP_URL)", () => {
  it("writes the message as plain text: a long link stays whole on one line", async () => {
    const email = `plain-${Date.now()}@example.com`;
    await sendMail({ to: email, subject: "Verify your e-mail", text: `Open this link:\n\n${LONG_LINK}\n` });
    const file = await newestTo(email);
    expect(file).toContain("Content-Transfer-Encoding: 8bit");
    expect(file.split("\n")).toContain(LONG_LINK);
  });

  it("logs the links outside production, so a newcomer can open them from the terminal", async () => {
    const info = vi.spyOn(logger, "info");
    const email = `logged-${Date.now()}@example.com`;
    await sendMail({ to: email, subject: "Reset your password", text: `Reset it here: ${LONG_LINK}\nThanks` });
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ to: email, links: [LONG_LINK] }), "mail written to outbox");
  });
});

describe("outboxMessage", () => {
  it("keeps headers on one line and encodes non-ASCII subjects", () => {
    const text = outboxMessage({ from: "Site <no-reply@example.com>", to: "a@example.com", subject: "Café\r\nBcc: x@evil.example", text: "Hi" });
    const subject = text.split("\n").find((line) => line.startsWith("Subject: "))!;
    expect(subject).toMatch(/^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    expect(Buffer.from(subject.slice("Subject: =?UTF-8?B?".length, -2), "base64").toString("utf8")).toBe("Café Bcc: x@evil.example");
    expect(text).not.toMatch(/^Bcc:/m);
  });
});
