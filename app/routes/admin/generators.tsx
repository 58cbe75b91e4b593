import type { Route } from "./+types/generators";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { catalogDeleteAction } from "./catalog-delete.server";
import { CatalogListScreen } from "~/routes/admin/catalog/catalog-list-screen";
import { listGeneratorsForAdmin, toGeneratorRecord } from "~/features/catalog/admin-list.server";
import { CATALOG_TEXT } from "~/features/catalog/catalog-text";
import { deleteGenerator } from "~/features/catalog/delete-catalog-record.server";
import { listAvailableModels } from "~/features/generation/providers/select-provider.server";

export const meta: Route.MetaFunction = () => [{ title: "Generators | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [rows, { models }] = await Promise.all([listGeneratorsForAdmin(getDb()), listAvailableModels()]);
  // A preset names one of the models the site offers now (ADR 032).
  return { generators: rows.map(toGeneratorRecord), presetModels: models.map(({ id, label }) => ({ id, label })) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return catalogDeleteAction(request, {
    remove: (id) => deleteGenerator(getDb(), id),
    errorTitle: CATALOG_TEXT.generator.deleteError,
    success: CATALOG_TEXT.generator.deleted,
  });
}

export default function ManageGenerators({ loaderData }: Route.ComponentProps) {
  return <CatalogListScreen kind="generator" records={loaderData.generators} presetModels={loaderData.presetModels} />;
}
