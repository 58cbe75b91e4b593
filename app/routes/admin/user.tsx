import type { Route } from "./+types/user";
import { requireAdmin } from "~/features/accounts/auth.server";

export const meta: Route.MetaFunction = () => [{ title: "User | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {};
}

export default function Page() {
  return <h1 className="text-2xl font-bold tracking-tight">User</h1>;
}
