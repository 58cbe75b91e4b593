import MessageCircleQuestion from "lucide-react/icons/message-circle-question-mark";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import X from "lucide-react/icons/x";
import { Suspense, useId, useState } from "react";
import { Await, useFetcher } from "react-router";
import { toast } from "~/components/toaster";
import { useFetcherToast, type FetcherToast } from "~/components/use-fetcher-toast";
import { useNewFetcherAnswer } from "~/components/use-new-fetcher-answer";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, checkNewFaq, isNewFaqReady, type FaqDraft } from "~/features/catalog/faq-draft";
import type { EditorFaq } from "~/features/catalog/details-types";
import type { EditorActionResult } from "./details-schema";

const EMPTY: FaqDraft = { question: "", answer: "" };

function writeToast(answer: EditorActionResult, success: { title: string; description: string }, failureTitle: string): FetcherToast {
  return answer.ok ? { variant: "success", ...success } : { variant: "error", title: failureTitle, description: answer.error.message };
}
const submitJson = { method: "post", encType: "application/json" } as const;

/** The FAQ fields: question and a 4-row answer. */
function FaqFields({ idPrefix, draft, onChange }: { idPrefix: string; draft: FaqDraft; onChange: (draft: FaqDraft) => void }) {
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-question`}>Question</Label>
        <Input
          id={`${idPrefix}-question`}
          value={draft.question}
          maxLength={FAQ_QUESTION_MAX}
          onChange={(e) => onChange({ ...draft, question: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-answer`}>Answer</Label>
        <Textarea
          id={`${idPrefix}-answer`}
          rows={4}
          className="min-h-0 resize-y field-sizing-fixed"
          value={draft.answer}
          maxLength={FAQ_ANSWER_MAX}
          onChange={(e) => onChange({ ...draft, answer: e.target.value })}
        />
      </div>
    </>
  );
}

/**
 * The FAQs of the page being edited. Each add, edit and delete is saved at
 * once through its own request, independent of 'Save All Changes'.
 */
export function FaqEditor({ faqs }: { faqs: Promise<EditorFaq[]> }) {
  const id = useId();
  const [draft, setDraft] = useState<FaqDraft | null>(null);
  const [editing, setEditing] = useState<(FaqDraft & { id: string }) | null>(null);
  const [deleting, setDeleting] = useState<EditorFaq | null>(null);
  const adder = useFetcher<EditorActionResult>();
  const updater = useFetcher<EditorActionResult>();
  const deleter = useFetcher<EditorActionResult>();

  useFetcherToast(adder, (answer) =>
    writeToast(answer, { title: "FAQ Added", description: "The new FAQ has been added successfully." }, "Failed to add FAQ"),
  );
  useFetcherToast(updater, (answer) =>
    writeToast(answer, { title: "FAQ Updated", description: "The FAQ has been updated successfully." }, "Failed to update FAQ"),
  );
  useFetcherToast(deleter, (answer) =>
    writeToast(answer, { title: "FAQ Deleted", description: "The FAQ has been deleted successfully." }, "Failed to delete FAQ"),
  );
  const added = useNewFetcherAnswer(adder);
  const updated = useNewFetcherAnswer(updater);
  const deleted = useNewFetcherAnswer(deleter);
  if (added?.ok) setDraft(null);
  if (updated?.ok) setEditing(null);
  // Worked or not, the confirmation has had its answer.
  if (deleted) setDeleting(null);

  const adding = adder.state !== "idle";
  const updating = updater.state !== "idle";
  const removing = deleter.state !== "idle";

  function saveDraft(event: React.FormEvent) {
    event.preventDefault();
    if (!draft || adding) return;
    const checked = checkNewFaq(draft);
    if (!checked.ok) {
      toast.error("Invalid FAQ", { description: checked.message });
      return;
    }
    adder.submit({ intent: "add-faq", ...checked.faq }, submitJson);
  }

  function saveEdit(event: React.FormEvent) {
    event.preventDefault();
    if (!editing || updating) return;
    updater.submit({ intent: "update-faq", id: editing.id, question: editing.question, answer: editing.answer }, submitJson);
  }

  return (
    <div className="flex flex-col gap-4">
      {draft === null ? (
        <div>
          <Button type="button" onClick={() => setDraft(EMPTY)}>
            <Plus aria-hidden="true" />
            Add New FAQ
          </Button>
        </div>
      ) : (
        <form onSubmit={saveDraft} aria-labelledby={`${id}-new`} className="border-primary/40 bg-primary/5 flex flex-col gap-3 rounded-lg border p-4">
          <div className="flex items-center justify-between gap-2">
            <h3 id={`${id}-new`} className="font-semibold">
              New FAQ
            </h3>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label="Close new FAQ"
              onClick={() => setDraft(null)}
              disabled={adding}
            >
              <X />
            </Button>
          </div>
          <FaqFields idPrefix={`${id}-new`} draft={draft} onChange={setDraft} />
          <div className="flex justify-end">
            <Button type="submit" disabled={adding || !isNewFaqReady(draft)}>
              {adding ? "Saving..." : "Save FAQ"}
            </Button>
          </div>
        </form>
      )}

      <Suspense
        fallback={
          <div className="flex justify-center py-10">
            <Spinner className="size-6" label="Loading FAQs" />
          </div>
        }
      >
        <Await
          resolve={faqs}
          errorElement={<p className="text-destructive py-6 text-center text-sm">The FAQs could not be loaded. Reload the page to try again.</p>}
        >
          {(list) =>
            list.length === 0 ? (
              <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
                <MessageCircleQuestion aria-hidden="true" className="text-muted-foreground size-7" />
                {/* SPEC section 2 gives this one text for both editors; kept letter for letter. */}
                <p className="text-sm font-medium">No FAQs found for this generator.</p>
                <p className="text-muted-foreground text-sm">Click the button above to add your first FAQ.</p>
              </div>
            ) : (
              <ul className="flex flex-col gap-3" aria-label="FAQs">
                {list.map((faq) =>
                  editing?.id === faq.id ? (
                    <li key={faq.id}>
                      <form onSubmit={saveEdit} aria-label="Edit FAQ" className="bg-background/40 flex flex-col gap-3 rounded-lg border p-4">
                        <FaqFields idPrefix={`${id}-${faq.id}`} draft={editing} onChange={(next) => setEditing({ ...next, id: faq.id })} />
                        <div className="flex justify-end gap-2">
                          <Button type="button" variant="outline" onClick={() => setEditing(null)} disabled={updating}>
                            Cancel
                          </Button>
                          <Button type="submit" disabled={updating}>
                            {updating ? "Saving..." : "Save Changes"}
                          </Button>
                        </div>
                      </form>
                    </li>
                  ) : (
                    <li key={faq.id} className="bg-background/40 flex gap-3 rounded-lg border p-4">
                      <div className="min-w-0 flex-1">
                        <h3 className="font-semibold break-words">{faq.question}</h3>
                        <p className="text-muted-foreground mt-1 text-sm break-words whitespace-pre-line">{faq.answer}</p>
                      </div>
                      <div className="flex shrink-0 gap-1">
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label={`Edit FAQ: ${faq.question}`}
                          disabled={editing !== null && updating}
                          onClick={() => setEditing({ id: faq.id, question: faq.question, answer: faq.answer })}
                        >
                          <Pencil />
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="text-destructive hover:text-destructive size-8"
                          aria-label={`Delete FAQ: ${faq.question}`}
                          onClick={() => setDeleting(faq)}
                        >
                          <Trash2 />
                        </Button>
                      </div>
                    </li>
                  ),
                )}
              </ul>
            )
          }
        </Await>
      </Suspense>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete FAQ"
        description="Are you sure you want to delete this FAQ?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={removing}
        onConfirm={() => deleting && deleter.submit({ intent: "delete-faq", id: deleting.id }, submitJson)}
      >
        {deleting ? <p className="bg-muted/50 rounded-md px-3 py-2 text-sm break-words">{deleting.question}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
