import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "~/features/accounts/auth-actions.server";
import { redirectWithToast } from "~/utils/toast.server";
import { urls } from "~/utils/urls";

// Signing out changes state, so only a POST does it; a GET just goes home.
export async function loader() {
  throw redirect(urls.home());
}

export async function action({ request }: Route.ActionArgs) {
  // Without a session better-auth answers with an error; the visitor is signed out either way.
  const result = await signOut(request);
  throw await redirectWithToast(urls.home(), { type: "success", title: "Logged out successfully" }, { headers: result.headers });
}
