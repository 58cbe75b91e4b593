import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { linksIn, outboxMessage } from "./outbox-message";

/** `fromName`: the sender's display name (the operator's site name), in front of MAIL_FROM's address. */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string; fromName?: string };

/** MAIL_FROM's address, without the display name it may carry ("Name <address>"). */
function fromAddress(mailFrom: string) {
  return /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/**
 * Sends over SMTP_URL when set; otherwise writes one .eml file per message into
 * DATA_DIR/mail/ (the outbox stand-in of CONTRACT.md), readable as plain text,
 * and outside production also logs the message's links (verification, reset).
 */
export async function sendMail(message: OutgoingMail): Promise<void> {
  const env = getEnv();
  const { fromName, ...content } = message;
  const envelope = { from: fromName ? { name: fromName, address: fromAddress(env.MAIL_FROM) } : env.MAIL_FROM, ...content };
  if (env.SMTP_URL) {
    await nodemailer.createTransport(env.SMTP_URL).sendMail(envelope);
    logger.info({ to: message.to, subject: message.subject }, "mail sent");
    return;
  }
  const outbox = path.join(env.DATA_DIR, "mail");
  await mkdir(outbox, { recursive: true });
  const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
  const file = path.join(outbox, `${Date.now()}-${safeTo}.eml`);
  await writeFile(file, outboxMessage(envelope), "utf8");
  // A newcomer without SMTP opens the link from the log; production logs never carry sign-in links.
  const links = env.NODE_ENV === "production" ? undefined : linksIn(message.text);
  logger.info({ to: message.to, subject: message.subject, file, links }, "mail written to outbox");
}
