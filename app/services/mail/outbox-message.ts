/**
 * A message for the outbox as plain text: UTF-8, 8bit, lines as written. Nodemailer's
 * own output quoted-printable-encodes long lines, which splits a link across lines
 * with `=` soft breaks, so a link copied from the file did not work.
 */
/** A sender as nodemailer takes it: an address, or a display name and an address. */
export type MailSender = string | { name: string; address: string };

export function outboxMessage(message: { from: MailSender; to: string; subject: string; text: string }, date = new Date()): string {
  return [
    `From: ${senderHeader(message.from)}`,
    `To: ${headerText(message.to)}`,
    `Subject: ${headerText(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    message.text.replace(/\r\n/g, "\n"),
  ].join("\n");
}

/** A header value on one line; non-ASCII text as an RFC 2047 encoded word so mail readers show it. */
function headerText(value: string): string {
  const oneLine = value.replace(/[\r\n]+/g, " ");
  return /^[\x20-\x7e]*$/.test(oneLine) ? oneLine : `=?UTF-8?B?${Buffer.from(oneLine, "utf8").toString("base64")}?=`;
}

/** `Name <address>` for the outbox file, as nodemailer writes it for SMTP. */
function senderHeader(from: MailSender): string {
  if (typeof from === "string") return headerText(from);
  const name = from.name.replace(/["\\\r\n]/g, "");
  // RFC 5322: a display name with specials is quoted; a non-ASCII one is an encoded word.
  const shown = !/^[\x20-\x7e]*$/.test(name) ? headerText(name) : /[()<>[\]:;@,.]/.test(name) ? `"${name}"` : name;
  return `${shown} <${headerText(from.address)}>`;
}

/** The web links in a message's text (what a developer needs from a verification or reset mail). */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
