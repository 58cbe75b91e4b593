import ScrollText from "lucide-react/icons/scroll-text";
import { Link, useNavigation } from "react-router";
import { PageHeading } from "~/components/page-heading";
import { Pager } from "~/components/pager";
import { cn } from "~/utils/misc";
import { urls } from "~/utils/urls";
import { AUDIT_LOG_PAGE_SIZE, auditLogHref, isAuditLogFiltered, type AuditLogPageData } from "./audit-log-query";
import { AuditLogFilters } from "./audit-log-filters";
import { AdminActionsTable } from "~/routes/admin/ui/audit-log-table";

const actions = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "action" : "actions"}`;

/** The admin audit: every action an admin took on users and money, newest first, with filters and pages. */
export function AuditLogPage({ data }: { data: AuditLogPageData }) {
  const { query, page, total, totalPages, rows } = data;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === urls.adminAuditLog();
  const first = (page - 1) * AUDIT_LOG_PAGE_SIZE + 1;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <PageHeading icon={ScrollText} title="Audit log">
        Every action an admin took on accounts, credits, provider calls and exports, newest first. Nothing here can be changed or deleted.
      </PageHeading>

      <AuditLogFilters query={query} />

      <section aria-label="Admin actions" className="grid gap-4" aria-busy={loading || undefined}>
        <p className="text-muted-foreground text-sm" data-testid="audit-log-count" aria-live="polite">
          {total === 0 || rows.length === 0 ? actions(total) : `${first}–${first + rows.length - 1} of ${actions(total)}`}
        </p>
        <div className={cn("grid gap-4", loading && "opacity-70")}>
          {rows.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center" data-testid="audit-log-empty">
              {total > 0 ? (
                <>
                  <p className="font-medium">This page is past the last action.</p>
                  <Link to={auditLogHref(query)} className="text-primary text-sm underline-offset-4 hover:underline">
                    Back to the first page
                  </Link>
                </>
              ) : isAuditLogFiltered(query) ? (
                <>
                  <p className="font-medium">No admin actions match these filters.</p>
                  <Link to={urls.adminAuditLog()} className="text-primary text-sm underline-offset-4 hover:underline">
                    Clear the filters
                  </Link>
                </>
              ) : (
                <p className="font-medium">No admin actions recorded.</p>
              )}
            </div>
          ) : (
            <AdminActionsTable rows={rows} />
          )}
          <Pager page={page} totalPages={totalPages} hrefFor={(to) => auditLogHref(query, to)} />
        </div>
      </section>
    </div>
  );
}
