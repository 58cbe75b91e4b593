import { ExternalLink, ImageIcon, Pencil, Plus, SquarePen, Sparkles, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/generators";
import { Button } from "~/components/ui/button";
import { getDb } from "~/db/db.server";
import { deleteGenerator, listGeneratorsForAdmin, toGeneratorRecord } from "~/features/catalog/catalog-admin.server";
import { catalogDeleteAction } from "~/features/admin/catalog-delete-action.server";
import type { AdminGeneratorRecord } from "~/features/catalog/catalog-types";
import { CatalogFormDialog } from "~/features/admin/components/catalog-form-dialog";
import { ConfirmCatalogDeleteDialog } from "~/features/admin/components/confirm-delete-dialog";
import { StatusBadges } from "~/features/admin/components/status-badges";
import { useCatalogAdminState } from "~/features/admin/use-catalog-admin-state";
import { requireAdmin } from "~/features/accounts/auth.server";
import { urls } from "~/utils/urls";

export const meta: Route.MetaFunction = () => [{ title: "Generators | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await listGeneratorsForAdmin(getDb());
  return { generators: rows.map(toGeneratorRecord) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return catalogDeleteAction(request, {
    remove: (id) => deleteGenerator(getDb(), id),
    errorTitle: "Error deleting generator",
    success: "Generator deleted successfully",
  });
}

export default function ManageGenerators({ loaderData }: Route.ComponentProps) {
  const { generators } = loaderData;
  const revalidator = useRevalidator();
  const { editing, formOpen, setFormOpen, openForm, deleting, setDeleting, deletePending, confirmDelete } =
    useCatalogAdminState<AdminGeneratorRecord>({ deleteErrorTitle: "Error deleting generator" });

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">All Generators</h1>
          <p className="text-muted-foreground text-sm">
            {generators.length} {generators.length === 1 ? "generator" : "generators"}, newest first
          </p>
        </div>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          Add New Generator
        </Button>
      </div>

      {generators.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
          <Sparkles aria-hidden="true" className="text-muted-foreground size-8" />
          <p className="font-medium">No generators yet</p>
          <p className="text-muted-foreground text-sm">Add the first generator to show it in the catalogue.</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {generators.map((generator) => (
            <li key={generator.id} className="bg-card flex flex-col overflow-hidden rounded-xl border" data-testid="generator-card">
              <CardImage src={generator.image} />
              <div className="flex flex-1 flex-col gap-3 p-4">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="line-clamp-2 font-semibold">{generator.title}</h2>
                  <StatusBadges featured={generator.featured} hidden={generator.hidden} />
                </div>
                <p className="text-muted-foreground font-mono text-xs">/{generator.slug}</p>
                <p className="text-muted-foreground line-clamp-3 text-sm">{generator.description}</p>
                <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
                  <Button variant="outline" size="sm" onClick={() => openForm(generator)} aria-label={`Edit ${generator.title}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button variant="outline" size="sm" asChild>
                    <Link to={urls.adminGeneratorDetails(generator.slug)} aria-label={`Details of ${generator.title}`}>
                      <SquarePen aria-hidden="true" />
                      Details
                    </Link>
                  </Button>
                  <Button variant="outline" size="sm" asChild>
                    <a
                      href={urls.generator(generator.slug)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`View ${generator.title} (opens in a new tab)`}
                    >
                      <ExternalLink aria-hidden="true" />
                      View
                    </a>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    onClick={() => setDeleting(generator)}
                    aria-label={`Delete ${generator.title}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <CatalogFormDialog
        kind="generator"
        open={formOpen}
        onOpenChange={setFormOpen}
        record={editing}
        action={urls.adminGeneratorSave()}
        onSaved={() => revalidator.revalidate()}
      />
      <ConfirmCatalogDeleteDialog
        noun="generator"
        record={deleting}
        onClose={() => setDeleting(null)}
        pending={deletePending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function CardImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="bg-muted aspect-video w-full overflow-hidden">
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <div className="grid size-full place-items-center">
          <ImageIcon aria-hidden="true" className="text-muted-foreground size-8" />
        </div>
      )}
    </div>
  );
}
