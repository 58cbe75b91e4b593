import type { Route } from "./+types/audit-log";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { loadAuditLogPage } from "~/features/operators/audit-log-page.server";
import { AuditLogError } from "~/features/operators/components/audit-log-error";
import { AuditLogPage } from "~/features/operators/components/audit-log-page";

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
