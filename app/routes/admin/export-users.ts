import type { Route } from "./+types/export-users";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { exportUsersCsv } from "./csv-export.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return exportUsersCsv(getDb(), { id: admin.id, email: admin.email }, new URL(request.url).searchParams);
}
