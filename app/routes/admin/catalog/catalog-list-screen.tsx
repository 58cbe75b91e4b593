import AppWindow from "lucide-react/icons/app-window";
import Plus from "lucide-react/icons/plus";
import Sparkles from "lucide-react/icons/sparkles";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { CATALOG_TEXT } from "~/features/catalog/catalog-text";
import type { AdminAppRecord, AdminGeneratorRecord } from "~/features/catalog/catalog-types";
import { urls } from "~/utils/urls";
import { useCatalogAdminState } from "./use-catalog-admin-state";
import { CatalogAppTable } from "./catalog-app-table";
import { CatalogFormDialog } from "./catalog-form-dialog";
import { CatalogGeneratorCards } from "./catalog-generator-cards";
import { ConfirmCatalogDeleteDialog } from "./confirm-delete-dialog";

type CatalogListScreenProps =
  { kind: "app"; records: AdminAppRecord[] } | { kind: "generator"; records: AdminGeneratorRecord[]; presetModels: { id: string; label: string }[] };

const SCREEN = {
  app: { heading: "AI Uncensored Image Apps", EmptyIcon: AppWindow, saveUrl: urls.adminAppSave() },
  generator: { heading: "All Generators", EmptyIcon: Sparkles, saveUrl: urls.adminGeneratorSave() },
} as const;

/** The admin list of apps or generators: add, edit in a dialog, delete after a confirmation. */
export function CatalogListScreen(props: CatalogListScreenProps) {
  const { kind, records } = props;
  const text = CATALOG_TEXT[kind];
  const { heading, EmptyIcon, saveUrl } = SCREEN[kind];
  const revalidator = useRevalidator();
  const { editing, formOpen, setFormOpen, openForm, deleting, setDeleting, deletePending, confirmDelete } = useCatalogAdminState<
    AdminAppRecord | AdminGeneratorRecord
  >({ deleteErrorTitle: text.deleteError });

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
          <p className="text-muted-foreground text-sm">
            {records.length} {records.length === 1 ? text.noun : `${text.noun}s`}, newest first
          </p>
        </div>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          {text.addNew}
        </Button>
      </div>

      {records.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
          <EmptyIcon aria-hidden="true" className="text-muted-foreground size-8" />
          <p className="font-medium">{`No ${text.noun}s yet`}</p>
          <p className="text-muted-foreground text-sm">{`Add the first ${text.noun} to show it in the catalogue.`}</p>
        </div>
      ) : props.kind === "app" ? (
        <CatalogAppTable apps={props.records} onEdit={openForm} onDelete={setDeleting} />
      ) : (
        <CatalogGeneratorCards generators={props.records} onEdit={openForm} onDelete={setDeleting} />
      )}

      <CatalogFormDialog
        kind={kind}
        open={formOpen}
        onOpenChange={setFormOpen}
        record={editing}
        action={saveUrl}
        onSaved={() => revalidator.revalidate()}
        presetModels={props.kind === "generator" ? props.presetModels : undefined}
      />
      <ConfirmCatalogDeleteDialog noun={kind} record={deleting} onClose={() => setDeleting(null)} pending={deletePending} onConfirm={confirmDelete} />
    </div>
  );
}
