import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-constants";
import { checkPasswordStrength, personalWords } from "./password-strength.server";

export const WEAK_PASSWORD_CODE = "PASSWORD_TOO_WEAK";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Refuses a guessable new password on every better-auth endpoint that sets
 * one, whether our pages call it or a client posts to /api/auth directly.
 * Lengths are left to better-auth's own checks ('Password too short').
 */
function assertStrong(password: unknown, userInputs: string[]) {
  if (typeof password !== "string") return;
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) return;
  const strength = checkPasswordStrength(password, userInputs);
  if (!strength.ok) throw APIError.from("BAD_REQUEST", { code: WEAK_PASSWORD_CODE, message: strength.message });
}

const body = (ctx: HookContext) => (ctx.body && typeof ctx.body === "object" ? (ctx.body as Record<string, unknown>) : {});
const str = (value: unknown) => (typeof value === "string" ? value : undefined);

async function resetTokenOwner(ctx: HookContext) {
  const token = str(body(ctx).token) ?? str((ctx.query as Record<string, unknown> | undefined)?.token);
  if (!token) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return null; // better-auth answers INVALID_TOKEN
  return ctx.context.internalAdapter.findUserById(verification.value);
}

/**
 * Every sign-up answer takes at least this long. A new account costs a few
 * database writes that an existing address skips; without the floor the
 * answer for an existing address comes back measurably sooner.
 */
export const SIGN_UP_MIN_DURATION_MS = 400;

const signUpStarted = new WeakMap<object, number>();

export function passwordPolicy() {
  return {
    id: "password-policy",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sign-up/email",
          handler: createAuthMiddleware(async (ctx) => {
            signUpStarted.set(ctx.context, performance.now());
            const input = body(ctx);
            assertStrong(input.password, personalWords(str(input.email), str(input.name)));
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/reset-password",
          handler: createAuthMiddleware(async (ctx) => {
            const user = await resetTokenOwner(ctx);
            if (user) assertStrong(body(ctx).newPassword, personalWords(user.email, user.name));
          }),
        },
        {
          // A new password always signs out the account's other sessions: the
          // flag is forced, whatever the caller sent.
          matcher: (ctx) => ctx.path === "/change-password",
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            if (!session) return; // better-auth answers 401
            const input = body(ctx);
            assertStrong(input.newPassword, personalWords(session.user.email, session.user.name));
            return { context: { body: { ...input, revokeOtherSessions: true } } };
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/admin/create-user",
          handler: createAuthMiddleware(async (ctx) => {
            const input = body(ctx);
            assertStrong(input.password, personalWords(str(input.email), str(input.name)));
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/admin/set-user-password",
          handler: createAuthMiddleware(async (ctx) => {
            const input = body(ctx);
            const userId = str(input.userId);
            const user = userId ? await ctx.context.internalAdapter.findUserById(userId) : null;
            assertStrong(input.newPassword, personalWords(user?.email, user?.name));
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/sign-up/email",
          handler: createAuthMiddleware(async (ctx) => {
            const started = signUpStarted.get(ctx.context);
            if (started === undefined) return;
            signUpStarted.delete(ctx.context);
            const wait = SIGN_UP_MIN_DURATION_MS - (performance.now() - started);
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
