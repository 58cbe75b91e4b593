import type { Route } from "./+types/audit-log";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { loadAuditLogPage } from "./audit-log.server";
import { AuditLogError } from "~/routes/admin/audit-log/audit-log-error";
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
  return <AuditLogError error={error} />;
}
