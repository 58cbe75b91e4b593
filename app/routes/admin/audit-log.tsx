import { urls } from "~/utils/urls";
import type { Route } from "./+types/audit-log";
import { listPageView, RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { loadAuditLogPage } from "./audit-log.server";
import { AuditLogPage } from "~/routes/admin/audit-log/audit-log-page";

export const meta: Route.MetaFunction = () => [{ title: "Audit log | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAuditLogPage(getDb(), new URL(request.url).searchParams);
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  return <AuditLogPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      view={listPageView({
        listUrl: urls.adminAuditLog(),
        invalidTitle: "These filters are not valid",
        showAllLabel: "Show all admin actions",
        loadFailure: "The audit log could not be loaded.",
      })}
    />
  );
}
