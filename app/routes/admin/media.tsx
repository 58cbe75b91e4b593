import type { Route } from "./+types/media";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { MediaLibraryError } from "~/features/media/components/media-library-error";
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
  return <MediaLibraryError error={error} />;
}
