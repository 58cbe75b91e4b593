import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requireUser } from "~/features/accounts/auth.server";
import { urls } from "~/utils/urls";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  throw redirect(urls.profile());
}

export default function AccountIndex() {
  return null;
}
