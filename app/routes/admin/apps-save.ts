import type { Route } from "./+types/apps-save";
import { requireAdmin } from "~/features/accounts/auth.server";
import { catalogSaveAction } from "./catalog-save.server";

/** Creates or updates an app from the multipart form of the app dialog; answers JSON. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return catalogSaveAction(request, "app");
}
