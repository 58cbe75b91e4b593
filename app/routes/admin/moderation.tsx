import type { Route } from "./+types/moderation";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { SafetyAuditError } from "~/features/moderation/components/safety-audit-error";
import { SafetyAuditPage } from "~/features/moderation/components/safety-audit-page";
import { recordAdminAction } from "~/features/audit/admin-audit.server";
import { liftSuspensionFromAudit, loadSafetyAudit } from "~/features/moderation/safety-audit-page.server";

export const meta: Route.MetaFunction = () => [{ title: "Safety audit | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadSafetyAudit(getDb(), new URL(request.url).searchParams);
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const actor = { id: admin.id, email: admin.email };
  return liftSuspensionFromAudit(getDb(), request, await request.formData(), {
    id: admin.id,
    // The lift and its row in the admin audit are one transaction.
    audit: (tx, lifted) =>
      recordAdminAction(tx, actor, {
        action: "generation.lift-suspension",
        target: { id: lifted.userId, email: lifted.email },
        before: { generationPaused: true, reason: lifted.reason },
        after: { generationPaused: false },
      }),
  });
}

export default function SafetyAudit({ loaderData }: Route.ComponentProps) {
  return <SafetyAuditPage audit={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SafetyAuditError error={error} />;
}
