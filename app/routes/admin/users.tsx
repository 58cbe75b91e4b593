import type { Route } from "./+types/users";
import { requireAdmin } from "~/features/accounts/auth.server";

export const meta: Route.MetaFunction = () => [{ title: "Users | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {};
}

export default function Page() {
  return <h1 className="text-2xl font-bold tracking-tight">Users</h1>;
}
