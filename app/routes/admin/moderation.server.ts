import { data } from "react-router";
import { z } from "zod";
import type { Database } from "~/db/db.server";
import { ERROR_MESSAGES, unexpectedFailure } from "~/utils/error-messages";
import { parseOrRefuse } from "~/utils/parse-form";
import { errorData } from "~/utils/http.server";
import { text } from "~/utils/strict-input";
import { redirectWithToast } from "~/utils/toast.server";
import { listModerationEvents } from "~/features/moderation/audit.server";
import { AUDIT_PAGE_SIZE, parseAuditQuery, type SafetyAuditData } from "~/features/moderation/safety-audit";
import type { Actor } from "~/features/audit/admin-audit.server";
import { liftSuspensionByAdmin, listActiveSuspensions } from "~/features/moderation/suspension.server";
import { reportActionSchema } from "~/features/moderation/picture-reports";
import { dismissPictureReports, listReportQueue, removeReportedPicture } from "~/features/moderation/picture-reports.server";

// The Safety audit page's loader and action (routes/admin/moderation.tsx checks the admin first).

/** One page of refusals for the filters in the address, and every active suspension; bad filters are a 400 with the reason. */
export async function loadSafetyAudit(db: Database, searchParams: URLSearchParams): Promise<SafetyAuditData> {
  const parsed = parseAuditQuery(searchParams);
  if (!parsed.success) throw data({ error: parsed.message }, { status: 400 });
  const { query } = parsed;
  const page = query.page ?? 1;
  const [events, suspensions, reports] = await Promise.all([
    listModerationEvents(
      db,
      { layer: query.layer, category: query.category, minorOnly: query.minor === true, search: query.q },
      { offset: (page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE },
    ),
    listActiveSuspensions(db),
    listReportQueue(db),
  ]);
  return {
    query,
    page,
    total: events.total,
    totalPages: Math.max(1, Math.ceil(events.total / AUDIT_PAGE_SIZE)),
    events: events.items.map((event) => ({
      id: event.id,
      createdAt: event.createdAt.toISOString(),
      userEmail: event.userEmail,
      layer: event.layer,
      category: event.category,
      minorSignal: event.minorSignal,
      reason: event.reason,
      checker: event.checker,
      prompt: event.prompt,
      negativePrompt: event.negativePrompt,
      isNsfw: event.isNsfw,
    })),
    suspensions: suspensions.map((s) => ({ userId: s.userId, email: s.email, reason: s.reason, createdAt: s.createdAt.toISOString() })),
    reports,
  };
}

const liftSchema = z.object({ intent: z.literal("lift"), userId: text("The account").min(1).max(200) });

const LIFT_FAILED = ERROR_MESSAGES.suspensionNotActive.title;

/**
 * Lifts an account's suspension and redirects back to the same filters with a toast
 * (so it works without JavaScript too); a failure answers `{ ok: false, error }`.
 */
export async function liftSuspensionFromAudit(db: Database, request: Request, form: FormData, actor: Actor) {
  try {
    const { userId } = parseOrRefuse(liftSchema, Object.fromEntries(form), { key: "unknownRequest", title: LIFT_FAILED });
    const suspension = await liftSuspensionByAdmin(db, actor, { userId, title: LIFT_FAILED });
    const url = new URL(request.url);
    return redirectWithToast(`${url.pathname}${url.search}`, {
      type: "success",
      title: "Suspension lifted",
      description: `${suspension.email} can generate images again.`,
    });
  } catch (error) {
    return errorData(error, unexpectedFailure(LIFT_FAILED));
  }
}

const REMOVE_FAILED = "Could not remove the picture";
const DISMISS_FAILED = "Could not dismiss the reports";

/**
 * The Safety page's actions: 'Lift suspension', and on a reported picture
 * 'Remove picture' or 'Dismiss'. Each redirects back with a toast; a failure
 * answers `{ ok: false, error }`.
 */
export async function safetyAction(db: Database, request: Request, form: FormData, actor: Actor) {
  const intent = form.get("intent");
  if (intent !== "remove-picture" && intent !== "dismiss-reports") return liftSuspensionFromAudit(db, request, form, actor);
  const failed = intent === "remove-picture" ? REMOVE_FAILED : DISMISS_FAILED;
  try {
    const { generationId } = parseOrRefuse(reportActionSchema, Object.fromEntries(form), { key: "unknownRequest", title: failed });
    const url = new URL(request.url);
    const back = `${url.pathname}${url.search}`;
    if (intent === "remove-picture") {
      const removed = await removeReportedPicture(db, actor, generationId);
      return redirectWithToast(back, {
        type: "success",
        title: "Picture removed",
        description: removed.removed
          ? "The picture is gone everywhere and its author was told."
          : "The picture was already deleted; its reports are closed.",
      });
    }
    await dismissPictureReports(db, actor, generationId);
    return redirectWithToast(back, { type: "success", title: "Reports dismissed", description: "The picture stays published." });
  } catch (error) {
    return errorData(error, unexpectedFailure(failed));
  }
}
