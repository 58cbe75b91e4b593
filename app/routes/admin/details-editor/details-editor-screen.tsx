import ArrowLeft from "lucide-react/icons/arrow-left";
import ExternalLink from "lucide-react/icons/external-link";
import SearchX from "lucide-react/icons/search-x";
import { useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useFetcherToast } from "~/components/use-fetcher-toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { actionFieldErrors } from "~/utils/parse-form";
import { urls } from "~/utils/urls";
import type { EditorActionResult } from "./details-schema";
import { initialSteps } from "./editor-lists";
import { KIND_LABELS, type ContentKind, type DetailsContent, type DetailsRecord, type EditorFaq } from "~/features/catalog/details-types";
import { BenefitsEditor } from "./benefits-editor";
import { CreationsEditor } from "./creations-editor";
import { FaqEditor } from "./faq-editor";
import { HowItWorksEditor } from "./how-it-works-editor";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";

export type DetailsScreenData = { kind: ContentKind; record: DetailsRecord | null; faqs: Promise<EditorFaq[]> | null };

const listUrl = (kind: ContentKind) => (kind === "app" ? urls.adminApps() : urls.adminGenerators());
const publicUrl = (kind: ContentKind, slug: string) => (kind === "app" ? urls.app(slug) : urls.generator(slug));

function toDraft(record: DetailsRecord): DetailsContent {
  return {
    longDescription: record.longDescription,
    howItWorks: initialSteps(record.howItWorks),
    benefits: record.benefits,
    popularCreations: record.popularCreations,
  };
}

/** /admin/generators/{slug} and /admin/apps/{slug}: the not-found screen or the editor. */
export function DetailsEditorScreen({ kind, record, faqs }: DetailsScreenData) {
  if (!record || !faqs) return <DetailsNotFound kind={kind} />;
  return <DetailsEditor key={record.id} kind={kind} record={record} faqs={faqs} />;
}

function DetailsNotFound({ kind }: { kind: ContentKind }) {
  const labels = KIND_LABELS[kind];
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <SearchX aria-hidden="true" className="text-muted-foreground size-10" />
      <h1 className="text-2xl font-bold">{labels.notFound}</h1>
      <Button asChild variant="outline">
        <Link to={listUrl(kind)}>
          <ArrowLeft aria-hidden="true" />
          {labels.back}
        </Link>
      </Button>
    </div>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="bg-card rounded-xl border p-4 shadow-sm sm:p-6">
      <div className="mb-4">
        <h2 id={id} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground mt-1 text-sm">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function DetailsEditor({ kind, record, faqs }: { kind: ContentKind; record: DetailsRecord; faqs: Promise<EditorFaq[]> }) {
  const longDescriptionId = useId();
  const [draft, setDraft] = useState(() => toDraft(record));
  const [baseline, setBaseline] = useState(() => JSON.stringify(toDraft(record)));
  const [syncedAt, setSyncedAt] = useState(record.updatedAt);
  // Re-sync the editors when the record itself was written (not when only the FAQs reloaded).
  if (record.updatedAt !== syncedAt) {
    const fresh = toDraft(record);
    setSyncedAt(record.updatedAt);
    setDraft(fresh);
    setBaseline(JSON.stringify(fresh));
  }
  const dirty = JSON.stringify(draft) !== baseline;

  const saver = useFetcher<EditorActionResult>();
  const saving = saver.state !== "idle";
  useFetcherToast(saver, (answer) =>
    answer.ok
      ? { variant: "success", title: "Changes saved successfully", description: KIND_LABELS[kind].saved }
      : { variant: "error", title: "Failed to save changes", description: answer.error.message },
  );

  // Every refused field of the last save, listed until the next save answers.
  const refusedFields = saving ? [] : Object.values(actionFieldErrors(saver.data));

  const update =
    <K extends keyof DetailsContent>(key: K) =>
    (value: DetailsContent[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const save = () => {
    if (saving) return;
    saver.submit({ intent: "save-details", id: record.id, ...draft }, { method: "post", encType: "application/json" });
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <header className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-14 z-20 -mx-4 -mt-6 flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:top-0 lg:-mx-8 lg:px-8">
        <div className="min-w-0">
          <Link to={listUrl(kind)} className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-xs">
            <ArrowLeft aria-hidden="true" className="size-3.5" />
            {kind === "app" ? "Apps" : "Generators"}
          </Link>
          <h1 className="truncate text-xl font-bold tracking-tight sm:text-2xl">Edit {record.title} Details</h1>
        </div>
        <div className="flex items-center gap-2">
          {dirty ? (
            <Badge variant="outline" className="hidden sm:inline-flex">
              Unsaved changes
            </Badge>
          ) : null}
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <a href={publicUrl(kind, record.slug)} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              View page
            </a>
          </Button>
          <Button type="button" onClick={save} disabled={saving}>
            {saving ? "Saving..." : "Save All Changes"}
          </Button>
        </div>
      </header>

      {refusedFields.length ? (
        <div role="alert" className="border-destructive/50 bg-destructive/5 rounded-xl border p-4 text-sm">
          <p className="text-destructive font-medium">Nothing was saved. Fix these fields and save again:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="details-field-errors">
            {refusedFields.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {/* Locked while saving, so nothing typed meanwhile is lost when the editors re-sync. */}
      <fieldset disabled={saving} className="grid min-w-0 grid-cols-1 gap-6">
        <Section title="Long Description" description="A longer introduction shown at the top of the public page.">
          <div className="grid gap-2">
            <Label htmlFor={longDescriptionId}>Extended Description (displays in hero section)</Label>
            <Textarea
              id={longDescriptionId}
              className="min-h-[150px]"
              value={draft.longDescription}
              maxLength={20_000}
              onChange={(e) => update("longDescription")(e.target.value)}
            />
          </div>
        </Section>

        <Section title="How It Works Section" description="The numbered steps, in order, and one image shown beside them.">
          <HowItWorksEditor steps={draft.howItWorks} onChange={update("howItWorks")} />
        </Section>

        <Section title="Why Choose Our App Section" description="Benefits shown with an image on their left or right.">
          <BenefitsEditor benefits={draft.benefits} onChange={update("benefits")} />
        </Section>

        <Section title="Popular Creations Section" description="Images made with it, shown as a grid of squares.">
          <CreationsEditor creations={draft.popularCreations} onChange={update("popularCreations")} />
        </Section>
      </fieldset>

      <Section title="FAQ Section" description="Questions and answers save at once; they do not need 'Save All Changes'.">
        <FaqEditor faqs={faqs} />
      </Section>

      <UnsavedChangesGuard when={dirty} />
    </div>
  );
}
