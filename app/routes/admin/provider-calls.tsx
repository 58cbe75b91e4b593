import { redirect } from "react-router";
import type { Route } from "./+types/provider-calls";
import { requireAdmin } from "~/features/accounts/auth.server";
import { urls } from "~/utils/urls";

// The provider calls list moved to the Payments page's calls tab; old links keep working.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(`${urls.adminPayments()}?tab=calls`);
}
