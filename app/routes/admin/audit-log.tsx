import type { Route } from "./+types/audit-log";
import { requireAdmin } from "~/features/accounts/auth.server";

export const meta: Route.MetaFunction = () => [{ title: "Audit log | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {};
}

export default function Page() {
  return <h1 className="text-2xl font-bold tracking-tight">Audit log</h1>;
}
