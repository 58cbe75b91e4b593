import { urls } from "~/utils/urls";
import type { Route } from "./+types/payments";
import { listPageView, RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { PaymentsPage } from "~/routes/admin/payments/payments-page";
import { loadPaymentsPage, retryProviderCallFromPayments } from "./payments.server";
import { refundFromPayments } from "./payments-refund.server";

export const meta: Route.MetaFunction = () => [{ title: "Payments | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadPaymentsPage(getDb(), new URL(request.url).searchParams);
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const actor = { id: admin.id, email: admin.email };
  // Two forms post here: a call's 'Retry' and a payment's 'Refund'.
  const intent = (
    await request
      .clone()
      .formData()
      .catch(() => null)
  )?.get("intent");
  if (intent === "refund") return refundFromPayments(getDb(), request, actor);
  return retryProviderCallFromPayments(getDb(), request, actor);
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
