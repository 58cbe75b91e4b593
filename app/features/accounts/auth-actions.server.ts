import { isAPIError } from "better-auth/api";
import { urls } from "~/utils/urls";
import { getAuth } from "~/features/accounts/auth.server";
import { CLIENT_ADDRESS_HEADER } from "~/utils/client-address.server";
import { logger } from "~/utils/logger.server";
import { getSettings } from "~/features/settings/settings.server";
import { accountSuspendedMessage } from "./account-suspension";

/**
 * Sign-in, sign-up, sign-out and the second factor through better-auth's
 * server API. Each call answers with better-auth's own message on failure
 * and the Set-Cookie headers the route must forward.
 */
export type AuthCallResult<T> =
  { ok: true; data: T; headers: Headers } | { ok: false; status: number; message: string; headers: Headers; code?: string };

const FALLBACK_MESSAGE = "Something went wrong. Please try again.";

/** The headers of better-auth's answer the route passes on: its cookies, and Retry-After on a 429. */
function cookieHeaders(response: { headers: Headers }) {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  const retryAfter = response.headers.get("retry-after");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** better-auth prefixes input validation messages with the field path ("[body.email] …"). */
function readableMessage(message: string | undefined, fallback: string) {
  const text = message?.replace(/^\[[^\]]*\]\s*/, "").trim();
  return text || fallback;
}

/** One better-auth call made `asResponse`; `fallbackMessage` stands in when better-auth gives no message. */
export async function callAuth<T>(call: () => Promise<Response>, fallbackMessage: string = FALLBACK_MESSAGE): Promise<AuthCallResult<T>> {
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    if (isAPIError(error)) {
      const headers = cookieHeaders({ headers: new Headers(error.headers as HeadersInit | undefined) });
      return { ok: false, status: error.statusCode, message: readableMessage(error.message, fallbackMessage), headers, code: error.body?.code };
    }
    throw error;
  }
  const headers = cookieHeaders(response);
  const body = (await response.json().catch(() => null)) as (T & { message?: string; code?: string }) | null;
  if (!response.ok) {
    if (response.status >= 500) logger.error({ status: response.status, body }, "auth call failed");
    return { ok: false, status: response.status, message: readableMessage(body?.message, fallbackMessage), headers, code: body?.code };
  }
  return { ok: true, data: body as T, headers };
}

/**
 * Only what better-auth needs from the visitor's request (cookies, client
 * address, origin): the form's own headers mean nothing to better-auth.
 */
export function authHeaders(request: Request) {
  const headers = new Headers();
  for (const name of ["cookie", "user-agent", CLIENT_ADDRESS_HEADER, "origin"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

type SignInData = { token?: string | null; twoFactorRedirect?: boolean };

export async function signInWithEmail(request: Request, input: { email: string; password: string }) {
  const result = await callAuth<SignInData>(() =>
    getAuth().api.signInEmail({
      body: { email: input.email, password: input.password, callbackURL: urls.workspace() },
      headers: authHeaders(request),
      asResponse: true,
    }),
  );
  if (!result.ok) {
    // better-auth's message is fixed when it starts; the support address is the operator's current one.
    if (result.code === "BANNED_USER") return { ...result, message: accountSuspendedMessage((await getSettings()).legal.supportEmail) };
    return result;
  }
  return { ...result, data: { twoFactor: Boolean(result.data.twoFactorRedirect) } };
}

export async function signUpWithEmail(request: Request, input: { email: string; password: string }) {
  return callAuth<{ token: string | null }>(() =>
    getAuth().api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.email.split("@")[0], callbackURL: urls.workspace() },
      headers: authHeaders(request),
      asResponse: true,
    }),
  );
}

/** Sends the verification link again ('Resend' after a sign-up). better-auth answers the same whether or not the address has an account. */
export async function resendVerificationEmail(request: Request, email: string) {
  return callAuth<{ status: boolean }>(() =>
    getAuth().api.sendVerificationEmail({ body: { email, callbackURL: urls.workspace() }, headers: authHeaders(request), asResponse: true }),
  );
}

/** Second step of a sign-in for an account with two-factor authentication on. */
export async function verifySignInCode(request: Request, code: string, options: { trustDevice?: boolean; fallbackMessage?: string } = {}) {
  const body = options.trustDevice === undefined ? { code } : { code, trustDevice: options.trustDevice };
  return callAuth<{ token: string }>(
    () => getAuth().api.verifyTOTP({ body, headers: authHeaders(request), asResponse: true }),
    options.fallbackMessage,
  );
}

export async function startGoogleSignIn(request: Request) {
  return callAuth<{ url: string; redirect: boolean }>(() =>
    getAuth().api.signInSocial({
      body: { provider: "google", callbackURL: urls.workspace() },
      headers: authHeaders(request),
      asResponse: true,
    }),
  );
}

export async function signOut(request: Request) {
  return callAuth<{ success: boolean }>(() => getAuth().api.signOut({ headers: authHeaders(request), asResponse: true }));
}
