import { Outlet, replace } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
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
  return (
    <RouteErrorBoundary
      error={error}
      frame="screen"
      view={({ status, reason, statusText }) =>
        status === 403
          ? {
              title: "Admin access required",
              message: "Your account does not have access to the admin portal.",
              action: { label: "Back to home", to: urls.home() },
            }
          : {
              title: "Something went wrong",
              message: status ? `${status} ${reason ?? statusText ?? ""}` : "An unexpected error occurred. Please try again.",
              action: { label: "Back to the dashboard", to: urls.adminDashboard() },
            }
      }
    />
  );
}
