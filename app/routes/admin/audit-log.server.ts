import { data } from "react-router";
import type { DbOrTx } from "~/db/db.server";
import { listAdminActions, type AdminActionFilters } from "~/features/audit/admin-audit.server";
import {
  AUDIT_LOG_PAGE_SIZE,
  diffChanges,
  parseAuditLogQuery,
  type AdminActionRow,
  type AuditLogPageData,
  type AuditLogQuery,
} from "~/routes/admin/audit-log/audit-log-query";
import { DAY_MS } from "~/utils/dates";

// The Audit log page's loader (routes/admin/audit-log.tsx checks the admin first),
// and the rows the user page shows of the actions taken on one account.

/** One page of admin actions, newest first, as plain rows (ISO dates, the change as text). */
export async function loadAdminActionRows(
  db: DbOrTx,
  filters: AdminActionFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: AdminActionRow[]; total: number }> {
  const { items, total } = await listAdminActions(db, filters, page);
  return {
    total,
    rows: items.map((item) => ({
      id: item.id,
      createdAt: item.createdAt.toISOString(),
      adminId: item.adminId,
      adminEmail: item.adminEmail,
      action: item.action,
      targetUserId: item.targetUserId,
      targetEmail: item.targetEmail,
      reason: item.reason,
      changes: diffChanges(item.before, item.after),
    })),
  };
}

/** The filters of the address: dates are whole UTC days, `to` included. */
function filtersOf(query: AuditLogQuery): AdminActionFilters {
  return {
    action: query.action,
    search: query.q,
    since: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    until: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
  };
}

/** One page of the admin audit for the filters in the address; bad filters are a 400 with the reason. */
export async function loadAuditLogPage(db: DbOrTx, searchParams: URLSearchParams): Promise<AuditLogPageData> {
  const parsed = parseAuditLogQuery(searchParams);
  if (!parsed.success) throw data({ error: parsed.message }, { status: 400 });
  const { query, page } = parsed.query;
  const { rows, total } = await loadAdminActionRows(db, filtersOf(query), {
    offset: (page - 1) * AUDIT_LOG_PAGE_SIZE,
    limit: AUDIT_LOG_PAGE_SIZE,
  });
  return { query, page, total, totalPages: Math.max(1, Math.ceil(total / AUDIT_LOG_PAGE_SIZE)), rows };
}
