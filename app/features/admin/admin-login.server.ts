import { z } from "zod";
import { getAuth } from "~/utils/auth.server";
import { urls } from "~/utils/urls";

export const LOGIN_FAILED = { title: "Authentication failed", fallback: "Failed to log in. Please check your credentials." } as const;

export const adminLoginSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("password"),
    email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address")),
    password: z.string().min(1, "Password is required").max(128),
    redirectTo: z.string().optional(),
  }),
  z.object({
    intent: z.literal("totp"),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
    trustDevice: z
      .enum(["on", "true"])
      .optional()
      .transform((v) => v !== undefined),
    redirectTo: z.string().optional(),
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
  for (const name of ["cookie", "user-agent", "x-forwarded-for", "x-real-ip", "origin"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

function cookiesOf(response: Response) {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

export type LoginResult =
  | { kind: "signed-in"; headers: Headers }
  | { kind: "two-factor"; headers: Headers }
  | { kind: "error"; title: string; message: string; headers: Headers };

async function readFailure(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" && body.message.trim() ? body.message : LOGIN_FAILED.fallback;
}

function failure(error: unknown): LoginResult {
  const message = error instanceof Error && error.message ? error.message : LOGIN_FAILED.fallback;
  return { kind: "error", title: LOGIN_FAILED.title, message, headers: new Headers() };
}

/** E-mail and password through better-auth; a TOTP account gets its second step. */
export async function signInWithPassword(request: Request, email: string, password: string): Promise<LoginResult> {
  try {
    const response = await getAuth().api.signInEmail({ body: { email, password }, headers: authHeaders(request), asResponse: true });
    const headers = cookiesOf(response);
    if (!response.ok) return { kind: "error", title: LOGIN_FAILED.title, message: await readFailure(response), headers };
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
    if (!response.ok) return { kind: "error", title: LOGIN_FAILED.title, message: await readFailure(response), headers };
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
