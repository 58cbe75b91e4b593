import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useEffect } from "react";
import { Link, useActionData, useNavigation } from "react-router";
import { Pager } from "~/components/pager";
import { toast } from "~/components/toaster";
import { cn } from "~/utils/misc";
import { urls } from "~/utils/urls";
import { AUDIT_PAGE_SIZE, auditHref, isFiltered, type SafetyAuditData } from "../safety-audit";
import { AuditEvents } from "./audit-events";
import { AuditFilters } from "./audit-filters";
import { PageHeading } from "~/components/page-heading";
import { ReportsQueue } from "./reports-queue";
import { SuspensionsCard } from "./suspensions-card";

/** A failed lift, removal or dismissal (a successful one redirects with a toast). */
type LiftFailure = { ok: false; error: { title: string; message: string } };

const refusals = (n: number) => `${n} ${n === 1 ? "refusal" : "refusals"}`;

/** The admin Safety page: the 'Reports' queue, suspended accounts, then the refusals with filters and pages. */
export function SafetyAuditPage({ audit }: { audit: SafetyAuditData }) {
  const { query, page, total, totalPages, events, suspensions, reports } = audit;
  const actionData = useActionData<LiftFailure>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === urls.adminModeration();

  useEffect(() => {
    if (actionData && !actionData.ok) toast.error(actionData.error.title, { description: actionData.error.message });
  }, [actionData]);

  const first = (page - 1) * AUDIT_PAGE_SIZE + 1;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <PageHeading icon={ShieldAlert} title="Safety audit">
        Reported pictures, suspended accounts, and the requests the content rules refused or blocked.
      </PageHeading>

      <ReportsQueue reports={reports} />

      <SuspensionsCard suspensions={suspensions} />

      <section aria-labelledby="refusals-title" className="grid gap-4" aria-busy={loading || undefined}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="refusals-title" className="text-lg font-semibold">
            Refusals
          </h2>
          <p className="text-muted-foreground text-sm" data-testid="audit-count" aria-live="polite">
            {total === 0 ? "0 refusals" : events.length === 0 ? refusals(total) : `${first}–${first + events.length - 1} of ${refusals(total)}`}
          </p>
        </div>

        <AuditFilters query={query} />

        <div className={cn("grid gap-4", loading && "opacity-70")}>
          {events.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center" data-testid="audit-empty">
              <ShieldCheck aria-hidden="true" className="text-muted-foreground size-8" />
              {total > 0 ? (
                <>
                  <p className="font-medium">This page is past the last refusal.</p>
                  <Link to={auditHref(query)} className="text-primary text-sm underline-offset-4 hover:underline">
                    Back to the first page
                  </Link>
                </>
              ) : isFiltered(query) ? (
                <>
                  <p className="font-medium">No refusals match these filters.</p>
                  <Link to={urls.adminModeration()} className="text-primary text-sm underline-offset-4 hover:underline">
                    Clear the filters
                  </Link>
                </>
              ) : (
                <p className="font-medium">No refusals recorded.</p>
              )}
            </div>
          ) : (
            <AuditEvents events={events} query={query} />
          )}
          <Pager page={page} totalPages={totalPages} hrefFor={(to) => auditHref(query, to)} />
        </div>
      </section>
    </div>
  );
}
