import { redirect } from "react-router";
import type { Route } from "./+types/fallback";
import { requireUser } from "~/features/accounts/auth.server";
import { urls } from "~/utils/urls";

// Unknown /account/* paths go to the profile.
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  throw redirect(urls.profile());
}

export default function AccountFallback() {
  return null;
}
