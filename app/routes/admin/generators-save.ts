import type { Route } from "./+types/generators-save";
import { requireAdmin } from "~/features/accounts/auth.server";
import { catalogSaveAction } from "./catalog-save.server";

/** Creates or updates a generator from the multipart form of the generator dialog; answers JSON. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return catalogSaveAction(request, "generator");
}
