import type { Route } from "./+types/export-users";
import { requireAdmin } from "~/features/accounts/auth.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response("", { headers: { "content-type": "text/csv; charset=utf-8" } });
}
