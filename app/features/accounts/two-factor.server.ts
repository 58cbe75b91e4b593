import { getAuth } from "~/features/accounts/auth.server";
import { authHeaders, callAuth } from "./auth-actions.server";

/**
 * TOTP two-factor authentication through better-auth's twoFactor plugin.
 * Enabling needs the password and is finished by verifying one code; until
 * then sign-in does not ask for a code. Enabling and disabling renew the
 * session, so the route forwards the returned cookies.
 */
export async function startTwoFactorSetup(request: Request, password: string) {
  const result = await callAuth<{ totpURI: string; backupCodes: string[] }>(() =>
    getAuth().api.enableTwoFactor({ body: { password }, headers: authHeaders(request), asResponse: true }),
  );
  if (!result.ok) return result;
  const secret = new URL(result.data.totpURI).searchParams.get("secret") ?? "";
  return { ...result, data: { ...result.data, secret } };
}

export async function confirmTwoFactorSetup(request: Request, code: string) {
  return callAuth<{ token: string }>(() => getAuth().api.verifyTOTP({ body: { code }, headers: authHeaders(request), asResponse: true }));
}

export async function disableTwoFactor(request: Request, password: string) {
  return callAuth<{ status: boolean }>(() => getAuth().api.disableTwoFactor({ body: { password }, headers: authHeaders(request), asResponse: true }));
}
