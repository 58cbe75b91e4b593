import { isRouteErrorResponse, Link, Outlet, replace } from "react-router";
import type { Route } from "./+types/layout";
import { AdminShell } from "~/routes/admin/ui/admin-shell";
import { requireAdmin } from "~/features/accounts/auth.server";
import { isResponse } from "~/utils/misc";
import { urls } from "~/utils/urls";

export const handle = { chrome: "admin" };

export const meta: Route.MetaFunction = () => [{ title: "Admin Portal" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const admin = await requireAdmin(request);
    return { admin: { email: admin.email } };
  } catch (error) {
    // No session: back to the admin login, which returns here afterwards.
    if (isResponse(error) && error.status === 401) {
      const url = new URL(request.url);
      throw replace(`${urls.adminLogin()}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
    }
    throw error;
  }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.admin.email}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="container-page flex min-h-dvh flex-col items-center justify-center gap-3 py-24 text-center">
        <h1 className="text-2xl font-bold">Admin access required</h1>
        <p className="text-muted-foreground max-w-md text-sm">Your account does not have access to the admin portal.</p>
        <Link to={urls.home()} className="text-primary text-sm underline-offset-4 hover:underline">
          Back to home
        </Link>
      </div>
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${typeof error.data === "object" && error.data && "error" in error.data ? String(error.data.error) : error.statusText}`
    : "An unexpected error occurred. Please try again.";
  return (
    <div className="container-page flex min-h-dvh flex-col items-center justify-center gap-3 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground text-sm">{message}</p>
      <Link to={urls.adminDashboard()} className="text-primary text-sm underline-offset-4 hover:underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
