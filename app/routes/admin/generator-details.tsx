import type { Route } from "./+types/generator-details";
import { DetailsEditorScreen } from "~/routes/admin/details-editor/details-editor-screen";
import { loadDetailsScreen, runDetailsAction } from "./details-editor.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.record ? `Edit ${loaderData.record.title} Details | Admin Portal` : "Generator not found | Admin Portal" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadDetailsScreen(request, "generator", params.slug);
}

export async function action({ request, params }: Route.ActionArgs) {
  return runDetailsAction(request, "generator", params.slug);
}

export default function GeneratorDetails({ loaderData }: Route.ComponentProps) {
  return <DetailsEditorScreen {...loaderData} />;
}
