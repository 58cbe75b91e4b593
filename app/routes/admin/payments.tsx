import { urls } from "~/utils/urls";
import type { Route } from "./+types/payments";
import { listPageView, RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { PaymentsPage } from "~/routes/admin/payments/payments-page";
import { loadPaymentsPage, retryProviderCallFromPayments } from "./payments.server";

export const meta: Route.MetaFunction = () => [{ title: "Payments | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadPaymentsPage(getDb(), new URL(request.url).searchParams);
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return retryProviderCallFromPayments(getDb(), request, { id: admin.id, email: admin.email });
}

export default function Payments({ loaderData }: Route.ComponentProps) {
  return <PaymentsPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      view={listPageView({
        listUrl: urls.adminPayments(),
        invalidTitle: "This address is not valid",
        showAllLabel: "Show all payments",
        loadFailure: "The payments could not be loaded.",
      })}
    />
  );
}
