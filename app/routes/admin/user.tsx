import ArrowLeft from "lucide-react/icons/arrow-left";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { Link } from "react-router";
import type { Route } from "./+types/user";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { AccountBadges } from "~/routes/admin/ui/account-badges";
import { AdminActionsTable } from "~/routes/admin/ui/audit-log-table";
import { AccountActionsCard } from "./user/account-actions-card";
import { ApiKeysSection } from "./user/api-keys-section";
import { WebhooksSection } from "./user/webhooks-section";
import { ProfileCard } from "./user/profile-card";
import { AdjustCreditsForm } from "./user/user-action-forms";
import {
  DevicesSection,
  Empty,
  GenerationsSection,
  PaymentsSection,
  RefusalsSection,
  Section,
  TransactionsSection,
} from "~/routes/admin/user/user-sections";
import { loadUserPage, performUserAction } from "./user.server";
import { urls } from "~/utils/urls";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.user.email ?? "User"} | Admin Portal` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const page = await loadUserPage(getDb(), params.userId);
  return { ...page, viewerId: admin.id };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return performUserAction(getDb(), { id: admin.id, email: admin.email }, params.userId, request);
}

export default function UserPage({ loaderData }: Route.ComponentProps) {
  const { user, balance, plan, generationPause, viewerId } = loaderData;
  const isSelf = user.id === viewerId;
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <div className="grid gap-3">
        <Link to={urls.adminUsers()} className="text-muted-foreground hover:text-foreground flex w-fit items-center gap-1 text-sm">
          <ArrowLeft aria-hidden="true" className="size-4" /> All users
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">{user.email}</h1>
          <AccountBadges role={user.role} suspended={user.suspended} emailVerified={user.emailVerified} />
        </div>
      </div>
      {user.suspended ? (
        <div role="status" className="border-destructive/40 bg-destructive/5 rounded-lg border p-4 text-sm" data-testid="account-suspended">
          <p className="font-medium">This account is suspended: it cannot sign in or generate.</p>
          {user.suspendedReason ? <p className="text-muted-foreground">Reason: {user.suspendedReason}</p> : null}
        </div>
      ) : null}
      {generationPause ? (
        <div role="status" className="rounded-lg border border-amber-500/40 bg-amber-500/5 p-4 text-sm">
          <p className="font-medium">Image generation is paused by the content rules: {generationPause.reason}.</p>
          <Link to={urls.adminModeration()} className="text-primary underline-offset-4 hover:underline">
            Review it in the safety audit
          </Link>
        </div>
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <ProfileCard user={user} plan={plan} balance={balance} />
        <AccountActionsCard user={user} isSelf={isSelf} />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Section title="Adjust credits" testId="adjust-credits" description={`The balance is ${balance.toLocaleString("en-US")} credits.`}>
          <AdjustCreditsForm />
        </Section>
        <div className="min-w-0 lg:col-span-2">
          <TransactionsSection transactions={loaderData.transactions} />
        </div>
      </div>
      <GenerationsSection generations={loaderData.generations} />
      <RefusalsSection refusals={loaderData.refusals} />
      <PaymentsSection payments={loaderData.payments} subscriptions={loaderData.subscriptions} />
      <DevicesSection devices={loaderData.devices} />
      <ApiKeysSection apiKeys={loaderData.apiKeys} />
      <WebhooksSection webhooks={loaderData.webhooks} />
      <Section title="Admin actions" testId="user-admin-actions" description="What admins did to this account, newest first.">
        {loaderData.adminActions.length === 0 ? <Empty>No admin actions yet.</Empty> : <AdminActionsTable rows={loaderData.adminActions} />}
      </Section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      view={({ status }) => ({
        title: status === 404 ? "No such account" : "Something went wrong",
        message: status === 404 ? "This account does not exist (any more)." : "The account could not be loaded.",
        action: { label: "All users", to: urls.adminUsers() },
      })}
    />
  );
}
