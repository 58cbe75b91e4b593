import { betterAuth, type BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { getSessionCookie } from "better-auth/cookies";
import { admin, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { getDb } from "~/db/db.server";
import { accounts, profiles, rateLimits, sessions, twoFactors, users, verifications } from "~/db/schema";
import { accountFieldsError } from "~/features/accounts/sign-up-fields.server";
import { passwordAuthOptions } from "~/features/accounts/password-auth-options.server";
import { ACCOUNT_SUSPENDED_MESSAGE } from "./account-suspension";
import { passwordPolicy } from "~/features/accounts/password-policy.server";
import { authAttemptLimits } from "~/features/accounts/sign-in-limits.server";
import { sendVerificationMail } from "~/features/accounts/verification-mail.server";
import { endSessionsIfSuspended, suspendedSessionGuard } from "~/features/accounts/suspended-sessions.server";
import { grantSignupCredits } from "~/features/credits/signup-grant.server";
import { sendMail } from "~/services/mail/mail.server";
import { readApiKeyHeader, type ApiKeyCaller } from "~/utils/api-caller.server";
import { CLIENT_ADDRESS_HEADER } from "~/utils/client-address.server";
import { getEnv, siteOrigins } from "~/utils/env.server";
import { appError, type SignInMessageKey } from "~/utils/error-messages";
import { errorResponse } from "~/utils/http.server";
import { getSettings } from "~/features/settings/settings.server";
import { logger } from "~/utils/logger.server";
import { singleton } from "~/utils/singleton.server";
import { urls } from "~/utils/urls";
import { oncePerRequest } from "~/utils/request-memo.server";
import { readSignedCookie } from "./signed-cookie.server";
import { readSessionByToken } from "./session-by-token.server";
import { workspaceFactsMemoKey } from "~/features/generation/workspace-facts.server";

// Set when the auth instance is made (better-auth keeps them): the name an authenticator app shows. Mails use the operator's current one.
export const SITE_NAME = "Uncensored AI";

/** The operator's site name (Settings, 'Brand') for mails. */
const siteName = async () => (await getSettings()).brand.siteName;

function createAuth() {
  const env = getEnv();
  const db = getDb();
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
      : undefined;

  return betterAuth({
    appName: SITE_NAME,
    baseURL: env.PUBLIC_URL,
    // With PUBLIC_URL unset, pages opened at 127.0.0.1 or [::1] post from those origins too (server/csrf.ts allows the same set).
    trustedOrigins: siteOrigins(env),
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // argon2id, the reset link, identical answers to repeated sign-ups (features/accounts).
      ...passwordAuthOptions({ name: siteName, publicUrl: env.PUBLIC_URL }),
      // A repeated sign-up is answered like a new one (nobody can probe which
      // addresses have accounts); the owner of the address learns it by e-mail.
      async onExistingUserSignUp({ user }) {
        const next = user.emailVerified
          ? `Sign in at ${env.PUBLIC_URL}/auth with your password.`
          : `Your address is not verified yet: sign in at ${env.PUBLIC_URL}/auth and we will send you a new verification link.`;
        const name = await siteName();
        await sendMail({
          to: user.email,
          fromName: name,
          subject: `You already have an account on ${name}`,
          text: `Someone (hopefully you) tried to create an account on ${name} with this e-mail address, but it already has one.\n\n${next}\n\nIf this was not you, you can ignore this message.\n`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      // Limited per address and per account where a visitor can repeat it (features/accounts/verification-mail); named by the operator's brand.
      sendVerificationEmail: async (mail) => sendVerificationMail(mail, await siteName()),
    },
    socialProviders: google,
    // A failed Google callback lands on /auth?error=<code> (shown as a toast there), not on better-auth's own error page.
    onAPIError: { errorURL: urls.auth() },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // better-auth's own per-address limit stays as an outer guard on the raw
    // /api/auth/* endpoints (100 a minute); the credential endpoints are counted
    // by authAttemptLimits instead, the same for our forms and for raw calls.
    rateLimit: {
      enabled: env.RATE_LIMIT === "on",
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": false,
        "/sign-up/email": false,
        "/two-factor/*": false,
        "/request-password-reset": false,
        "/reset-password": false,
        "/reset-password/*": false,
      },
    },
    advanced: {
      // The address server/client-address.ts decided (TRUST_PROXY rule), never X-Forwarded-For.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: env.PUBLIC_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Length caps on names and addresses (better-auth's own schemas have none).
        // Admin work goes through the portal, where it is checked and audited; the admin plugin's raw endpoints are closed.
        if (ctx.path.startsWith("/admin/")) throw new APIError("NOT_FOUND");
        const fieldsError = accountFieldsError(ctx.path, ctx.body);
        if (fieldsError) throw new APIError("BAD_REQUEST", { message: fieldsError });
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // The admin plugin checked the ban before this insert; a suspension
          // committed since then (it missed this session) is caught here.
          async after(session) {
            if (await endSessionsIfSuspended(db, session.userId)) throw new APIError("FORBIDDEN", { message: ACCOUNT_SUSPENDED_MESSAGE });
          },
        },
      },
      user: {
        create: {
          async after(user) {
            // The credits record and the profile come with the account; if they
            // cannot be written the account is removed so no half-made user remains.
            try {
              // The operator's current figure (Settings, 'New accounts'); SIGNUP_CREDITS until one is saved.
              await grantSignupCredits(db, user.id, (await getSettings()).newAccounts.signupCredits);
              await db
                .insert(profiles)
                .values({ id: user.id, avatarUrl: user.image ?? null })
                .onConflictDoNothing();
            } catch (error) {
              logger.error({ err: error, userId: user.id }, "sign-up grant failed; removing the account");
              await db.delete(users).where(eq(users.id, user.id));
              throw new APIError("INTERNAL_SERVER_ERROR", { message: "Could not create your account. Please try again." });
            }
          },
        },
      },
    },
    plugins: [
      // First: a suspended account's session is ended before any endpoint reads it.
      suspendedSessionGuard(),
      // The plugin keeps suspended accounts out (no new session); its own /admin/* endpoints are closed below.
      admin({ bannedUserMessage: ACCOUNT_SUSPENDED_MESSAGE }),
      twoFactor({ issuer: SITE_NAME, accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 } }),
      passwordPolicy(),
      authAttemptLimits(),
    ],
  } satisfies BetterAuthOptions);
}

export type Auth = ReturnType<typeof createAuth>;

export function getAuth(): Auth {
  return singleton("auth", createAuth);
}

export type SessionUser = Auth["$Infer"]["Session"]["user"];

/**
 * The signed-in user, or null. A suspended account has none: the guard plugin
 * ended its sessions before the read, and a suspension committed during the
 * read is caught by the user row read with it.
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  // The root loader and the page's loader both ask: one session read serves both (issue 30, withRequestMemo).
  return oncePerRequest(request, "session-user", () => readSessionUser(request));
}

async function readSessionUser(request: Request): Promise<SessionUser | null> {
  // Without a session cookie there is nobody to look up: skip better-auth's endpoint machinery
  // (most of an anonymous page's auth cost, issue 30). Only the cookie's presence is checked here.
  if (!getSessionCookie(request.headers)) return null;
  // Our own read first: the cookie's signature checked in-process and one query for the session, its
  // user and the suspension, instead of better-auth's endpoint (a second signature check, the guard's
  // query and its own). better-auth still reads the sessions it has writes for (ADR 048).
  const { authCookies, secret, sessionConfig } = await getAuth().$context;
  const token = readSignedCookie(request.headers.get("cookie"), authCookies.sessionToken.name, secret);
  if (!token) return null;
  const direct = await readSessionByToken(getDb(), token, sessionConfig);
  if (direct.kind === "none") return null;
  if (direct.kind === "user") {
    // The account's first-paint facts came with the session: the nav bar and the workspace need not ask again.
    const facts = direct.facts;
    if (facts) void oncePerRequest(request, workspaceFactsMemoKey(direct.user.id), () => Promise.resolve(facts));
    return direct.user;
  }
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (!session) return null;
  if (session.user.banned && (await endSessionsIfSuspended(getDb(), session.user.id))) return null;
  return session.user;
}

/** Redirects to /auth when nobody is signed in. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect("/auth");
  return user;
}

/** The signed-in user, or a 401 JSON answer with `reason`'s text (an API caller is not redirected). */
export async function requireApiUser(request: Request, reason: SignInMessageKey): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw errorResponse(appError(reason));
  return user;
}

/** Whoever an API request acts for: a signed-in user, or a user through one of their API keys. */
export type ApiCaller = { userId: string; apiKey: ApiKeyCaller | null };

/**
 * The caller of an endpoint that takes API keys (CONTRACT.md "Public API"):
 * the key server/api-keys.ts checked (its scope for this method and path
 * included), else the session, else a 401 with `reason`'s text. A request with
 * a key never falls back to the session.
 */
export async function requireApiCaller(request: Request, reason: SignInMessageKey): Promise<ApiCaller> {
  const apiKey = readApiKeyHeader(request.headers);
  if (apiKey) return { userId: apiKey.userId, apiKey };
  const user = await requireApiUser(request, reason);
  return { userId: user.id, apiKey: null };
}

/** The user an API request acts for (through a key or the session), or null: for addresses that also answer anonymous callers. */
export async function getApiCallerUserId(request: Request): Promise<string | null> {
  const apiKey = readApiKeyHeader(request.headers);
  if (apiKey) return apiKey.userId;
  return (await getSessionUser(request))?.id ?? null;
}

export function isAdmin(user: Pick<SessionUser, "role"> | null | undefined) {
  return user?.role === "admin";
}

/**
 * Every admin loader and action starts here: 401 JSON for no session (the
 * browser guard sends the visitor to the admin login), 403 for a non-admin.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw Response.json({ error: "Authentication required" }, { status: 401 });
  if (!isAdmin(user)) throw Response.json({ error: "Admin access required" }, { status: 403 });
  return user;
}
