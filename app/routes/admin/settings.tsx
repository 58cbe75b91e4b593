import type { Route } from "./+types/settings";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { loadDemoData } from "./demo-data.server";
import { loadSettingsScreen, performSettingsAction } from "./settings.server";
import { SettingsScreen } from "./settings/settings-screen";

export const meta: Route.MetaFunction = () => [{ title: "Settings | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [screen, demoData] = await Promise.all([loadSettingsScreen(), loadDemoData(getDb())]);
  return { ...screen, demoData };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return performSettingsAction(getDb(), { id: admin.id, email: admin.email }, request);
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <SettingsScreen settings={loaderData.settings} models={loaderData.models} demoData={loaderData.demoData} />;
}
