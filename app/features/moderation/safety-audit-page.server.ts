import { data } from "react-router";
import { z } from "zod";
import type { Database, DbOrTx } from "~/db/db.server";
import { unexpectedFailure } from "~/utils/error-messages";
import { AppError } from "~/utils/errors";
import { errorData } from "~/utils/http.server";
import { text } from "~/utils/strict-input";
import { redirectWithToast } from "~/utils/toast.server";
import { listModerationEvents } from "./audit.server";
import { AUDIT_PAGE_SIZE, parseAuditQuery, type SafetyAuditData } from "./safety-audit";
import { liftSuspension, listActiveSuspensions } from "./suspension.server";

// The Safety audit page's loader and action (routes/admin/moderation.tsx checks the admin first).

/** One page of refusals for the filters in the address, and every active suspension; bad filters are a 400 with the reason. */
export async function loadSafetyAudit(db: Database, searchParams: URLSearchParams): Promise<SafetyAuditData> {
  const parsed = parseAuditQuery(searchParams);
  if (!parsed.success) throw data({ error: parsed.message }, { status: 400 });
  const { query } = parsed;
  const page = query.page ?? 1;
  const [events, suspensions] = await Promise.all([
    listModerationEvents(
      db,
      { layer: query.layer, category: query.category, minorOnly: query.minor === true, search: query.q },
      { offset: (page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE },
    ),
    listActiveSuspensions(db),
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
  };
}

const liftSchema = z.object({ intent: z.literal("lift"), userId: text("The account").min(1).max(200) });

const LIFT_FAILED = "Could not lift the suspension";

/**
 * Lifts an account's suspension and redirects back to the same filters with a toast
 * (so it works without JavaScript too); a failure answers `{ ok: false, error }`.
 */
export async function liftSuspensionFromAudit(
  db: Database,
  request: Request,
  form: FormData,
  admin: { id: string; audit: (tx: DbOrTx, lifted: { userId: string; email: string; reason: string }) => Promise<void> },
) {
  const parsed = liftSchema.safeParse(Object.fromEntries(form));
  try {
    if (!parsed.success) throw new AppError("BAD_REQUEST", { title: LIFT_FAILED, message: parsed.error.issues[0]?.message ?? "Unknown request." });
    const { userId } = parsed.data;
    const suspension = (await listActiveSuspensions(db)).find((s) => s.userId === userId);
    const lifted = suspension
      ? await db.transaction(async (tx) => {
          if (!(await liftSuspension(tx, { userId, adminId: admin.id }))) return false;
          await admin.audit(tx, suspension);
          return true;
        })
      : false;
    if (!suspension || !lifted) throw new AppError("NOT_FOUND", { title: LIFT_FAILED, message: "This account is not suspended (any more)." });
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
