import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import { addressBucket, clientAddress } from "~/utils/client-address.server";
import { sendMail } from "~/services/mail/mail.server";
import { logger } from "~/utils/logger.server";
import { accountKey, getRateLimiters, rateLimitsEnabled, type LimitName } from "~/services/rate-limit/rate-limit.server";

type VerificationMail = { user: { id: string; email: string }; url: string };

/**
 * Every verification link better-auth sends passes here: after sign-up, on a
 * sign-in to an unverified account, from /api/auth/send-verification-email and
 * from the admin portal. Those a visitor can repeat (sign-in, the resend
 * endpoint) are limited per client address and per account; over the limit no
 * mail goes out and the visitor's answer is the same (nothing to probe, nothing
 * to flood). Sign-up mails are counted by the sign-up limits; a call without a
 * visitor (the admin portal, start-up work) is not limited.
 */
export async function sendVerificationMail({ user, url }: VerificationMail, siteName: string) {
  if (!(await mayRepeatMail(user))) return;
  await sendMail({
    to: user.email,
    fromName: siteName,
    subject: `Verify your e-mail for ${siteName}`,
    text: `Welcome to ${siteName}!\n\nConfirm your e-mail address by opening this link:\n\n${url}\n\nIf you did not sign up, ignore this message.\n`,
  });
}

async function mayRepeatMail(user: VerificationMail["user"]) {
  if (!rateLimitsEnabled()) return true;
  const endpoint = tryGetCurrentAuthEndpointContext();
  const headers = endpoint?.request?.headers ?? endpoint?.headers;
  if (!endpoint || !headers || endpoint.path === "/sign-up/email") return true;
  const address = clientAddress(headers);
  const checks: Array<[LimitName, string]> = [
    ["verification-mail:account", accountKey(user.email.toLowerCase())],
    ["verification-mail:address", addressBucket(address)],
  ];
  const limiters = getRateLimiters();
  const counted: Array<[LimitName, string]> = [];
  for (const [name, key] of checks) {
    const decision = await limiters.consume(name, key);
    if (!decision.ok) {
      // A mail not sent counts only where it was refused (as the sign-in limits do).
      for (const [earlier, earlierKey] of counted) await limiters.refund(earlier, earlierKey);
      logger.warn({ limit: name, address, userId: user.id, path: endpoint.path }, "verification e-mail not sent: rate limit reached");
      return false;
    }
    counted.push([name, key]);
  }
  return true;
}
