import { z } from "zod";
import { isAPIError } from "better-auth/api";
import { getAuth } from "~/features/accounts/auth.server";
import { CLIENT_ADDRESS_HEADER } from "~/utils/client-address.server";
import { flag, text } from "~/utils/strict-input";
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
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  // Back to the login itself would loop.
  if (value === urls.adminLogin() || value.startsWith(`${urls.adminLogin()}?`)) return fallback;
  return value;
}

/** Only what better-auth needs from the visitor's request (cookies, address, origin), not the form's own headers. */
function authHeaders(request: Request) {
  const headers = new Headers();
  for (const name of ["cookie", "user-agent", CLIENT_ADDRESS_HEADER, "origin"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** Cookies to forward, and Retry-After when better-auth or our limits answered 429. */
function cookiesOf(response: { headers: Headers }) {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  const retryAfter = response.headers.get("retry-after");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export type LoginResult =
  | { kind: "signed-in"; headers: Headers }
  | { kind: "two-factor"; headers: Headers }
  | { kind: "error"; status: number; title: string; message: string; headers: Headers };

async function readFailure(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" && body.message.trim() ? body.message : LOGIN_FAILED.fallback;
}

function failure(error: unknown): LoginResult {
  const message = error instanceof Error && error.message ? error.message : LOGIN_FAILED.fallback;
  // A limit refuses the attempt by throwing (429 with Retry-After); anything else is a failed login.
  if (isAPIError(error)) {
    const headers = cookiesOf({ headers: new Headers(error.headers as HeadersInit | undefined) });
    return { kind: "error", status: error.statusCode, title: LOGIN_FAILED.title, message, headers };
  }
  return { kind: "error", status: 401, title: LOGIN_FAILED.title, message, headers: new Headers() };
}

/** E-mail and password through better-auth; a TOTP account gets its second step. */
export async function signInWithPassword(request: Request, email: string, password: string): Promise<LoginResult> {
  try {
    const response = await getAuth().api.signInEmail({ body: { email, password }, headers: authHeaders(request), asResponse: true });
    const headers = cookiesOf(response);
    if (!response.ok) return { kind: "error", status: response.status, title: LOGIN_FAILED.title, message: await readFailure(response), headers };
    const body = (await response.json().catch(() => null)) as { twoFactorRedirect?: boolean } | null;
    return { kind: body?.twoFactorRedirect ? "two-factor" : "signed-in", headers };
  } catch (error) {
    return failure(error);
  }
}

/** The second step: the TOTP code, with the two-factor cookie the first step set. */
export async function verifyTotpCode(request: Request, code: string, trustDevice: boolean): Promise<LoginResult> {
  try {
    const response = await getAuth().api.verifyTOTP({ body: { code, trustDevice }, headers: authHeaders(request), asResponse: true });
    const headers = cookiesOf(response);
    if (!response.ok) return { kind: "error", status: response.status, title: LOGIN_FAILED.title, message: await readFailure(response), headers };
    return { kind: "signed-in", headers };
  } catch (error) {
    return failure(error);
  }
}

/** Ends the session; returns the cookies that clear it. */
export async function signOut(request: Request): Promise<Headers> {
  try {
    const response = await getAuth().api.signOut({ headers: authHeaders(request), asResponse: true });
    return cookiesOf(response);
  } catch {
    return new Headers();
  }
}
