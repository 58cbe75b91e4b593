// The money e-mails (CONTRACT.md "Money"): receipt, refund, failed payment, plan
// ended. Sent after the change they describe committed, the way every mail of
// the site goes (SMTP or the DATA_DIR/mail outbox); a mail that cannot be sent
// is logged and never undoes the change.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { users } from "~/db/schema";
import { getSettings } from "~/features/settings/settings.server";
import { sendMail } from "~/services/mail/mail.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { formatUsd } from "./pricing";

export type BillingMail =
  | { kind: "receipt"; paymentId: string; what: string; amountCents: number }
  | { kind: "refund"; what: string; refundedCents: number; amountCents: number; creditsTakenBack: number }
  | { kind: "payment-failed"; planName: string; amountCents: number }
  | { kind: "plan-ended"; planName: string };

function compose(mail: BillingMail, siteName: string, supportEmail: string): { subject: string; text: string } {
  const billing = `${getEnv().PUBLIC_URL}/account/billing`;
  switch (mail.kind) {
    case "receipt":
      return {
        subject: `Your ${siteName} receipt`,
        text: `Thank you for your payment.\n\n${mail.what}: ${formatUsd(mail.amountCents)}\n\nYour receipt: ${billing}/receipts/${mail.paymentId}\n`,
      };
    case "refund":
      return {
        subject: `Your ${siteName} refund`,
        text:
          `We refunded ${formatUsd(mail.refundedCents)} of your payment of ${formatUsd(mail.amountCents)} (${mail.what}).\n` +
          (mail.creditsTakenBack > 0 ? `${mail.creditsTakenBack} credits of that payment were taken back.\n` : "") +
          `\nYour payments: ${billing}\nQuestions? Write to ${supportEmail}.\n`,
      };
    case "payment-failed":
      return {
        subject: `Your ${siteName} payment failed`,
        text:
          `We could not renew your ${mail.planName} (${formatUsd(mail.amountCents)}). Your plan is past due and no credits are added until it is paid.\n\n` +
          `Update your payment method: ${billing}\nQuestions? Write to ${supportEmail}.\n`,
      };
    case "plan-ended":
      return {
        subject: `Your ${siteName} plan has ended`,
        text: `Your ${mail.planName} has ended and your account is on the Free Plan now.\n\nChoose a plan again: ${billing}\nQuestions? Write to ${supportEmail}.\n`,
      };
  }
}

/** Sends one money e-mail to the account's address; failures are logged, not thrown. */
export async function sendBillingMail(db: DbOrTx, userId: string, mail: BillingMail): Promise<void> {
  try {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return;
    const settings = await getSettings();
    const { subject, text } = compose(mail, settings.brand.siteName, settings.legal.supportEmail);
    await sendMail({ to: user.email, fromName: settings.brand.siteName, subject, text });
  } catch (error) {
    logger.error({ err: error, userId, kind: mail.kind }, "billing e-mail not sent");
  }
}
