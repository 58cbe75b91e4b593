import UsersIcon from "lucide-react/icons/users";
import { listPageView, RouteErrorBoundary } from "~/components/route-error-boundary";
import { data } from "react-router";
import type { Route } from "./+types/users";
import { PageHeading } from "~/components/page-heading";
import { Pager } from "~/components/pager";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { UsersFilters } from "~/routes/admin/users/users-filters";
import { UsersTable } from "~/routes/admin/users/users-table";
import { usersHref } from "~/routes/admin/users/users-href";
import { listUsers } from "./users.server";
import { usersQuerySchema } from "~/routes/admin/users/users-query";
import { urls } from "~/utils/urls";
import { parseSearchParams } from "~/utils/search-params";

export const meta: Route.MetaFunction = () => [{ title: "Users | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const parsed = parseSearchParams(usersQuerySchema, new URL(request.url).searchParams);
  if (!parsed.success) throw data({ error: parsed.message }, { status: 400 });
  const query = parsed.query;
  const page = query.page ?? 1;
  const list = await listUsers(getDb(), { search: query.q || undefined, status: query.status, page });
  return { query, page, ...list };
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { query, page, total, totalPages, users } = loaderData;
  const filtered = Boolean(query.q || query.status);
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <PageHeading icon={UsersIcon} title="Users">
        Every account, newest first. Search by e-mail, name or id; open an account to see its credits, pictures and payments and to act on it.
      </PageHeading>
      <UsersFilters query={query} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm" data-testid="users-count" aria-live="polite">
          {total.toLocaleString("en-US")} {total === 1 ? "account" : "accounts"}
          {filtered ? " match" : ""}
        </p>
        <a href={urls.adminExportUsers()} className="text-primary text-sm underline-offset-4 hover:underline" download>
          Export all users (CSV)
        </a>
      </div>
      {users.length === 0 ? (
        <div className="rounded-xl border border-dashed px-6 py-12 text-center font-medium" data-testid="users-empty">
          {total > 0 ? <a href={usersHref(query, 1)}>This page is past the last account. Back to the first page</a> : "No accounts match."}
        </div>
      ) : (
        <UsersTable users={users} />
      )}
      <Pager page={page} totalPages={totalPages} hrefFor={(n) => usersHref(query, n)} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      view={listPageView({
        listUrl: urls.adminUsers(),
        invalidTitle: "This address is not valid",
        showAllLabel: "Show all users",
        loadFailure: "The accounts could not be loaded.",
      })}
    />
  );
}
