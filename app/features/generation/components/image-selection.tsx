import Download from "lucide-react/icons/download";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { useState, type FormEvent } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { z } from "zod";
import { toast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { NativeCheckbox } from "~/components/ui/native-choice";
import { urls } from "~/utils/urls";

// Choosing pictures on My images and downloading them as one zip. The checkboxes
// belong to the zip form (their `form` attribute), so the selection posts even
// before hydration or without JavaScript and the browser saves the attachment.

const ZIP_URL = urls.apiImagesZip();

/** The selection of the images on the page; it starts over when the page shows other images. */
export function useImageSelection(pageIds: string[]) {
  const pageKey = pageIds.join(",");
  const [selection, setSelection] = useState<{ pageKey: string; ids: ReadonlySet<string> }>({ pageKey, ids: new Set() });
  const selected = selection.pageKey === pageKey ? selection.ids : new Set<string>();
  const update = (ids: Set<string>) => setSelection({ pageKey, ids });
  return {
    selected,
    // From the current selection, not this render's: boxes ticked before hydration are all reported at once.
    toggle: (id: string, on: boolean) =>
      setSelection((current) => {
        const ids = new Set(current.pageKey === pageKey ? current.ids : []);
        if (on) ids.add(id);
        else ids.delete(id);
        return { pageKey, ids };
      }),
    selectAll: () => update(new Set(pageIds)),
    clear: () => update(new Set()),
  };
}

export function SelectImageCheckbox(props: { formId: string; id: string; prompt: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="bg-background/90 absolute top-2 left-2 flex min-h-8 cursor-pointer items-center gap-2 rounded-md px-2 text-xs font-medium shadow-sm">
      <NativeCheckbox
        form={props.formId}
        name="ids"
        value={props.id}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        aria-label={`Select image: ${props.prompt}`}
        className="focus-visible:ring-ring cursor-pointer rounded focus-visible:ring-2"
      />
      <span aria-hidden="true">Select</span>
    </label>
  );
}

const failureSchema = z.object({ error: z.object({ title: z.string().max(200), message: z.string().max(1000) }) });

async function failureOf(response: Response) {
  const parsed = failureSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data.error : { title: "Download failed", message: "The zip could not be made. Please try again." };
}

function filenameOf(response: Response) {
  return /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "images.zip";
}

function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Once hydrated the zip is fetched, so the button can say "Preparing zip…" for
 * exactly as long as the request runs and a refusal becomes a toast instead of
 * a JSON page; the server streams it either way.
 */
function useZipDownload(ids: string[]) {
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || ids.length === 0) return;
    setPending(true);
    try {
      const body = new URLSearchParams(ids.map((id) => ["ids", id]));
      const response = await fetch(ZIP_URL, { method: "POST", body, cache: "no-store" });
      if (!response.ok) {
        const failure = await failureOf(response);
        toast.error(failure.title, { description: failure.message });
        return;
      }
      saveFile(await response.blob(), filenameOf(response));
    } catch {
      toast.error("Download failed", { description: "Check your connection and try again." });
    } finally {
      setPending(false);
    }
  };
  return { pending, submit };
}

export function ImageSelectionToolbar(props: {
  formId: string;
  selected: ReadonlySet<string>;
  pageCount: number;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const ids = [...props.selected];
  const { pending, submit } = useZipDownload(ids);
  const hydrated = useHydrated();
  const count = ids.length;
  const allSelected = count > 0 && count === props.pageCount;

  return (
    <form
      id={props.formId}
      method="post"
      action={ZIP_URL}
      onSubmit={submit}
      aria-label="Selected images"
      className="bg-card mb-4 flex flex-wrap items-center gap-2 rounded-xl border p-3"
    >
      <p className="mr-auto text-sm font-medium" aria-live="polite">
        {count} selected
      </p>
      {/* One control whose words change, so keyboard focus stays on it. */}
      <Button type="button" size="sm" variant="outline" onClick={allSelected ? props.onClear : props.onSelectAll} disabled={!hydrated}>
        {allSelected ? "Clear selection" : "Select all"}
      </Button>
      {/* Enabled before hydration: the native form is all there is then. */}
      <Button type="submit" size="sm" disabled={hydrated && (count === 0 || pending)}>
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
        {pending ? "Preparing zip…" : "Download zip"}
      </Button>
    </form>
  );
}
