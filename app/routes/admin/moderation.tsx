import { urls } from "~/utils/urls";
import type { Route } from "./+types/moderation";
import { listPageView, RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { SafetyAuditPage } from "~/features/moderation/components/safety-audit-page";
import { loadSafetyAudit, safetyAction } from "./moderation.server";

export const meta: Route.MetaFunction = () => [{ title: "Safety audit | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadSafetyAudit(getDb(), new URL(request.url).searchParams);
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return safetyAction(getDb(), request, await request.formData(), { id: admin.id, email: admin.email });
}

export default function SafetyAudit({ loaderData }: Route.ComponentProps) {
  return <SafetyAuditPage audit={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      view={listPageView({
        listUrl: urls.adminModeration(),
        invalidTitle: "These filters are not valid",
        showAllLabel: "Show all refusals",
        loadFailure: "The safety audit could not be loaded.",
      })}
    />
  );
}
