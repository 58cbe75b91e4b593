import { urls } from "~/utils/urls";
import type { Route } from "./+types/media";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { MediaLibraryPage } from "~/features/media/components/media-library-page";
import { loadMediaLibraryPage, runMediaLibraryAction } from "./media.server";

export const meta: Route.MetaFunction = () => [{ title: "Media Library | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadMediaLibraryPage(getDb(), new URL(request.url).searchParams);
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return runMediaLibraryAction(getDb(), await request.formData());
}

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  return <MediaLibraryPage list={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      toast
      view={({ status, reason }) =>
        // A search or filter the server refused (400) carries its reason; trying it again would not help.
        status === 400 && reason
          ? { title: "Failed to fetch media", message: reason, action: { label: "Clear search and filters", to: urls.adminMedia() } }
          : { title: "Failed to fetch media", message: "The media library could not be loaded.", action: { label: "Try again", retry: true } }
      }
    />
  );
}
