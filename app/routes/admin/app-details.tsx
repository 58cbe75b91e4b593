import type { Route } from "./+types/app-details";
import { DetailsEditorScreen } from "~/routes/admin/details-editor/details-editor-screen";
import { loadDetailsScreen, runDetailsAction } from "./details-editor.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.record ? `Edit ${loaderData.record.title} Details | Admin Portal` : "App not found | Admin Portal" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadDetailsScreen(request, "app", params.slug);
}

export async function action({ request, params }: Route.ActionArgs) {
  return runDetailsAction(request, "app", params.slug);
}

export default function AppDetails({ loaderData }: Route.ComponentProps) {
  return <DetailsEditorScreen {...loaderData} />;
}
