import type { Route } from "./+types/export-payments";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { exportPaymentsCsv } from "./payments-csv.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return exportPaymentsCsv(getDb(), { id: admin.id, email: admin.email }, new URL(request.url).searchParams);
}
