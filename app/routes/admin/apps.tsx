import type { Route } from "./+types/apps";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { catalogDeleteAction } from "./catalog-delete.server";
import { CatalogListScreen } from "~/routes/admin/catalog/catalog-list-screen";
import { listAppsForAdmin, toAppRecord } from "~/features/catalog/admin-list.server";
import { CATALOG_TEXT } from "~/features/catalog/catalog-text";
import { deleteApp } from "~/features/catalog/delete-catalog-record.server";

export const meta: Route.MetaFunction = () => [{ title: "Apps | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await listAppsForAdmin(getDb());
  return { apps: rows.map(toAppRecord) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return catalogDeleteAction(request, {
    remove: (id) => deleteApp(getDb(), id),
    errorTitle: CATALOG_TEXT.app.deleteError,
    success: CATALOG_TEXT.app.deleted,
  });
}

export default function ManageApps({ loaderData }: Route.ComponentProps) {
  return <CatalogListScreen kind="app" records={loaderData.apps} />;
}
