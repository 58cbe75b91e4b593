import { format } from "date-fns";
import { AppWindow, MoreHorizontal, Pencil, Plus, SquarePen, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/apps";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { getDb } from "~/db/db.server";
import { deleteApp, listAppsForAdmin, toAppRecord } from "~/features/catalog/catalog-admin.server";
import { catalogDeleteAction } from "~/features/admin/catalog-delete-action.server";
import type { AdminAppRecord } from "~/features/catalog/catalog-types";
import { CatalogFormDialog } from "~/features/admin/components/catalog-form-dialog";
import { ConfirmCatalogDeleteDialog } from "~/features/admin/components/confirm-delete-dialog";
import { StatusBadges } from "~/features/admin/components/status-badges";
import { useCatalogAdminState } from "~/features/admin/use-catalog-admin-state";
import { requireAdmin } from "~/features/accounts/auth.server";
import { urls } from "~/utils/urls";

export const meta: Route.MetaFunction = () => [{ title: "Apps | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await listAppsForAdmin(getDb());
  return { apps: rows.map(toAppRecord) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return catalogDeleteAction(request, {
    remove: (id) => deleteApp(getDb(), id),
    errorTitle: "Error deleting app",
    success: "App deleted successfully",
  });
}

export default function ManageApps({ loaderData }: Route.ComponentProps) {
  const { apps } = loaderData;
  const revalidator = useRevalidator();
  const { editing, formOpen, setFormOpen, openForm, deleting, setDeleting, deletePending, confirmDelete } = useCatalogAdminState<AdminAppRecord>({
    deleteErrorTitle: "Error deleting app",
  });

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">AI Uncensored Image Apps</h1>
          <p className="text-muted-foreground text-sm">
            {apps.length} {apps.length === 1 ? "app" : "apps"}, newest first
          </p>
        </div>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          Add New App
        </Button>
      </div>

      {apps.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
          <AppWindow aria-hidden="true" className="text-muted-foreground size-8" />
          <p className="font-medium">No apps yet</p>
          <p className="text-muted-foreground text-sm">Add the first app to show it in the catalogue.</p>
        </div>
      ) : (
        <div className="bg-card rounded-xl border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-16 pl-4">Icon</TableHead>
                <TableHead>Title</TableHead>
                <TableHead className="hidden md:table-cell">Slug</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="hidden sm:table-cell">Created</TableHead>
                <TableHead className="pr-4 text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {apps.map((app) => (
                <TableRow key={app.id}>
                  <TableCell className="pl-4">
                    <Thumb src={app.icon} />
                  </TableCell>
                  <TableCell className="max-w-64 font-medium">
                    <span className="line-clamp-2 whitespace-normal">{app.title}</span>
                  </TableCell>
                  <TableCell className="text-muted-foreground hidden font-mono text-xs md:table-cell">{app.slug}</TableCell>
                  <TableCell>
                    <StatusBadges featured={app.featured} hidden={app.hidden} />
                  </TableCell>
                  <TableCell className="text-muted-foreground hidden sm:table-cell">{format(new Date(app.createdAt), "MMM d, yyyy")}</TableCell>
                  <TableCell className="pr-4 text-right">
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button variant="ghost" size="icon" aria-label={`Actions for ${app.title}`}>
                          <MoreHorizontal />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end">
                        <DropdownMenuItem onSelect={() => openForm(app)}>
                          <Pencil aria-hidden="true" />
                          Edit Basic Info
                        </DropdownMenuItem>
                        <DropdownMenuItem asChild>
                          <Link to={urls.adminAppDetails(app.slug)}>
                            <SquarePen aria-hidden="true" />
                            Edit Details
                          </Link>
                        </DropdownMenuItem>
                        <DropdownMenuSeparator />
                        <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(app)}>
                          <Trash2 aria-hidden="true" />
                          Delete
                        </DropdownMenuItem>
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}

      <CatalogFormDialog
        kind="app"
        open={formOpen}
        onOpenChange={setFormOpen}
        record={editing}
        action={urls.adminAppSave()}
        onSaved={() => revalidator.revalidate()}
      />
      <ConfirmCatalogDeleteDialog noun="app" record={deleting} onClose={() => setDeleting(null)} pending={deletePending} onConfirm={confirmDelete} />
    </div>
  );
}

function Thumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className="bg-muted grid size-10 place-items-center rounded-md">
        <AppWindow aria-hidden="true" className="text-muted-foreground size-4" />
      </div>
    );
  }
  return <img src={src} alt="" loading="lazy" className="size-10 rounded-md object-cover" onError={() => setFailed(true)} />;
}
