import { useState } from "react";
import { useFetcher } from "react-router";
import { useFetcherToast } from "~/components/use-fetcher-toast";
import { useNewFetcherAnswer } from "~/components/use-new-fetcher-answer";

type DeleteAnswer = { ok: true; title?: string } | { ok: false; error: { title: string; message: string } };

/**
 * The state shared by the apps and generators list pages: the record being
 * edited in the form dialog, and the record waiting for its delete confirmation
 * (posted to the page's own action, with a toast for the answer).
 */
export function useCatalogAdminState<TRecord extends { id: string }>({ deleteErrorTitle }: { deleteErrorTitle: string }) {
  const [editing, setEditing] = useState<TRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<TRecord | null>(null);
  const deleter = useFetcher<DeleteAnswer>();
  useFetcherToast(deleter, (answer) =>
    answer.ok
      ? { variant: "success", title: answer.title ?? "Done" }
      : { variant: "error", title: deleteErrorTitle, description: answer.error.message },
  );
  // A delete that worked closes its confirmation.
  const arrived = useNewFetcherAnswer(deleter);
  if (arrived?.ok) setDeleting(null);

  const openForm = (record: TRecord | null) => {
    setEditing(record);
    setFormOpen(true);
  };
  const confirmDelete = () => {
    if (deleting) void deleter.submit({ intent: "delete", id: deleting.id }, { method: "post" });
  };

  return {
    editing,
    formOpen,
    setFormOpen,
    openForm,
    deleting,
    setDeleting,
    deletePending: deleter.state !== "idle",
    confirmDelete,
  };
}
