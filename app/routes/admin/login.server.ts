import { z } from "zod";
import { authHeaders, callAuth, verifySignInCode, type AuthCallResult } from "~/features/accounts/auth-actions.server";
import { getAuth } from "~/features/accounts/auth.server";
import { flag, hasControlCharacters, text } from "~/utils/strict-input";
import { urls } from "~/utils/urls";

export const LOGIN_FAILED = { title: "Authentication failed", fallback: "Failed to log in. Please check your credentials." } as const;

export const adminLoginSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("password"),
    email: text("The e-mail address").trim().toLowerCase().pipe(z.email("Enter a valid e-mail address")),
    password: z.string().min(1, "Password is required").max(128),
    redirectTo: text("The return address").optional(),
  }),
  z.object({
    intent: z.literal("totp"),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
    // The form's checkbox sends "on" when ticked and nothing otherwise.
    trustDevice: flag("trustDevice", { checkedValue: "on" }).default(false),
    redirectTo: text("The return address").optional(),
  }),
  z.object({ intent: z.literal("logout") }),
]);

/** Only a path on this site: "/x" but never "//host" or "/\host". */
export function safeRedirectTo(value: string | null | undefined, fallback: string = urls.adminDashboard()) {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Tabs and line breaks too: none belongs in a path we redirect to.
  if (hasControlCharacters(value) || /[\t\n\r]/.test(value)) return fallback;
  // Back to the login itself would loop.
  if (value === urls.adminLogin() || value.startsWith(`${urls.adminLogin()}?`)) return fallback;
  return value;
}

export type LoginResult =
  | { kind: "signed-in"; headers: Headers }
  | { kind: "two-factor"; headers: Headers }
  | { kind: "error"; status: number; title: string; message: string; headers: Headers };

function loginResult(result: AuthCallResult<unknown>, twoFactor: boolean): LoginResult {
  if (!result.ok) return { kind: "error", status: result.status, title: LOGIN_FAILED.title, message: result.message, headers: result.headers };
  return { kind: twoFactor ? "two-factor" : "signed-in", headers: result.headers };
}

/** E-mail and password through better-auth; a TOTP account gets its second step. */
export async function signInWithPassword(request: Request, email: string, password: string): Promise<LoginResult> {
  const call = () => getAuth().api.signInEmail({ body: { email, password }, headers: authHeaders(request), asResponse: true });
  const result = await callAuth<{ twoFactorRedirect?: boolean } | null>(call, LOGIN_FAILED.fallback);
  return loginResult(result, Boolean(result.ok && result.data?.twoFactorRedirect));
}

/** The second step: the TOTP code, with the two-factor cookie the first step set. */
export async function verifyTotpCode(request: Request, code: string, trustDevice: boolean): Promise<LoginResult> {
  return loginResult(await verifySignInCode(request, code, { trustDevice, fallbackMessage: LOGIN_FAILED.fallback }), false);
}
