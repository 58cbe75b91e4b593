import { data } from "react-router";
import type { Database } from "~/db/db.server";
import { appError, ERROR_MESSAGES, unexpectedFailure } from "~/utils/error-messages";
import { parseOrRefuse } from "~/utils/parse-form";
import { errorData, readRequestFields } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { urls } from "~/utils/urls";
import type { Actor } from "~/features/audit/admin-audit.server";
import { loadAdminActionRows } from "./audit-log.server";
import { adjustCredits } from "~/features/credits/adjust-credits.server";
import {
  markEmailVerified,
  resendVerification,
  setAdminRole,
  signOutEverywhere,
  suspendAccount,
  unsuspendAccount,
} from "~/features/accounts/admin-account-actions.server";
import { userActionSchema, type UserAction } from "~/routes/admin/users/users-query";
import { getUserDetail } from "./users.server";
import { listApiKeys, revokeApiKeyAsAdmin } from "~/features/api-access/api-keys.server";
import { deleteWebhookAsAdmin, disableWebhookAsAdmin, listWebhooksForAdmin } from "~/features/webhooks/webhooks.server";

// The user page's loader and action (routes/admin/user.tsx checks the admin first).

const ACTIONS_ON_USER_PAGE = 20;
const FAILED = ERROR_MESSAGES.formTakesNoFiles.title;

export async function loadUserPage(db: Database, userId: string) {
  const [detail, actions, apiKeys, webhooks] = await Promise.all([
    getUserDetail(db, userId),
    loadAdminActionRows(db, { targetUserId: userId }, { offset: 0, limit: ACTIONS_ON_USER_PAGE }),
    listApiKeys(db, userId),
    listWebhooksForAdmin(db, userId),
  ]);
  if (!detail) throw data({ error: "This account does not exist (any more)." }, { status: 404 });
  return { ...detail, adminActions: actions.rows, apiKeys, webhooks };
}

export type UserPageData = Awaited<ReturnType<typeof loadUserPage>>;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** Performs one action and says what happened, in the toast of the page it redirects to. */
async function perform(db: Database, actor: Actor, userId: string, action: UserAction): Promise<{ title: string; description?: string }> {
  switch (action.intent) {
    case "adjust-credits": {
      const balance = await adjustCredits(db, actor, { userId, amount: action.amount, reason: action.reason });
      const moved = plural(Math.abs(action.amount), "credit", "credits");
      return { title: action.amount > 0 ? `Added ${moved}` : `Took ${moved}`, description: `The balance is now ${balance.toLocaleString("en-US")}.` };
    }
    case "suspend":
      await suspendAccount(db, actor, { userId, reason: action.reason });
      return { title: "Account suspended", description: "Its sessions have ended; it cannot sign in or generate." };
    case "unsuspend":
      await unsuspendAccount(db, actor, { userId });
      return { title: "Account unsuspended", description: "It can sign in again." };
    case "mark-verified":
      await markEmailVerified(db, actor, { userId });
      return { title: "E-mail marked verified" };
    case "resend-verification":
      await resendVerification(db, actor, { userId });
      return { title: "Verification e-mail sent" };
    case "sign-out-everywhere": {
      const ended = await signOutEverywhere(db, actor, { userId });
      return { title: "Signed out everywhere", description: `${plural(ended, "session", "sessions")} ended.` };
    }
    case "make-admin":
      await setAdminRole(db, actor, { userId, admin: true });
      return { title: "Admin role given" };
    case "remove-admin":
      await setAdminRole(db, actor, { userId, admin: false });
      return { title: "Admin role removed" };
    case "revoke-api-key":
      await revokeApiKeyAsAdmin(db, actor, { userId, keyId: action.keyId });
      return { title: "API key revoked", description: "Programs using it stop at once." };
    case "disable-webhook":
      await disableWebhookAsAdmin(db, actor, { userId, webhookId: action.webhookId });
      return { title: "Webhook disabled", description: "Nothing more is sent to it." };
    case "delete-webhook":
      await deleteWebhookAsAdmin(db, actor, { userId, webhookId: action.webhookId });
      return { title: "Webhook deleted" };
  }
}

async function intentOf(request: Request) {
  const value = (await request.formData().catch(() => null))?.get("intent");
  return typeof value === "string" ? value.slice(0, 50) : "unknown";
}

/**
 * Parses the form, performs the action and redirects back with a toast (so it
 * works without JavaScript); a failure answers `{ ok: false, error, intent }`.
 */
export async function performUserAction(db: Database, actor: Actor, userId: string, request: Request) {
  let intent: string | null = null;
  // Kept to tell which form a refused body came from (its refusal is shown there).
  const copy = request.clone();
  try {
    // A field given twice is refused, not one of its values guessed; no form here sends a file.
    const { fields, files } = await readRequestFields(request, { maxBytes: 16 * 1024 });
    if (typeof fields.intent === "string") intent = fields.intent;
    if (files.size > 0) throw appError("formTakesNoFiles");
    const input = parseOrRefuse(userActionSchema, fields, { title: FAILED });
    const toast = await perform(db, actor, userId, input);
    // An admin who removed their own role has no portal to come back to.
    const back = input.intent === "remove-admin" && userId === actor.id ? urls.home() : urls.adminUser(userId);
    return redirectWithToast(back, { type: "success", ...toast });
  } catch (error) {
    intent ??= await intentOf(copy);
    return errorData(error, unexpectedFailure(FAILED), { intent });
  }
}
