import { useId, useState } from "react";
import { toast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { appFormSchema, generatorFormSchema } from "~/features/catalog/catalog-schemas";
import { fieldErrors } from "~/utils/parse-form";
import type { AdminAppRecord, AdminGeneratorRecord, SaveResponse } from "~/features/catalog/catalog-types";
import { CATALOG_TEXT, type CatalogKind } from "~/features/catalog/catalog-text";
import { shouldDeriveSlug, slugify } from "~/features/catalog/slug";
import { postFormWithProgress } from "~/utils/upload-with-progress";
import { ImageInputField } from "./image-input-field";
import { GeneratorPresetFields, initialPresetState, type PresetFormState } from "./generator-preset-fields";
import { presetFromForm } from "~/features/generation/generator-preset";

type CatalogFormDialogProps<K extends CatalogKind> = {
  kind: K;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record to edit; null to add a new one. */
  record: (K extends "app" ? AdminAppRecord : AdminGeneratorRecord) | null;
  /** Where the form is posted (multipart). */
  action: string;
  onSaved: () => void;
  /** Generators: the models a preset may name (the site's offered models). */
  presetModels?: { id: string; label: string }[];
};

type FormState = {
  title: string;
  slug: string;
  description: string;
  link: string;
  icon: string;
  image: string;
  featured: boolean;
  hidden: boolean;
};

function initialState(record: AdminAppRecord | AdminGeneratorRecord | null): FormState {
  return {
    title: record?.title ?? "",
    slug: record?.slug ?? "",
    description: record?.description ?? "",
    link: record && "link" in record ? record.link : "/generator-app",
    icon: record && "icon" in record ? (record.icon ?? "") : "",
    image: record?.image ?? "",
    featured: record?.featured ?? false,
    hidden: record?.hidden ?? false,
  };
}

export function CatalogFormDialog<K extends CatalogKind>({
  kind,
  open,
  onOpenChange,
  record,
  action,
  onSaved,
  presetModels = [],
}: CatalogFormDialogProps<K>) {
  const id = useId();
  const mode = record ? "edit" : "add";
  const text = CATALOG_TEXT[kind];
  const [state, setState] = useState<FormState>(() => initialState(record));
  const generatorRecord = kind === "generator" && record ? (record as AdminGeneratorRecord) : null;
  const [preset, setPreset] = useState<PresetFormState>(() => initialPresetState(generatorRecord));
  const [iconFile, setIconFile] = useState<File | null>(null);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState(0);

  // Each opening starts from the record as it is now (reset while rendering, not in an effect that would render twice).
  const [shownFor, setShownFor] = useState({ open, record });
  if (shownFor.open !== open || shownFor.record !== record) {
    setShownFor({ open, record });
    if (open) {
      setState(initialState(record));
      setPreset(initialPresetState(generatorRecord));
      setIconFile(null);
      setImageFile(null);
      setErrors({});
      setProgress(0);
    }
  }

  const set = <F extends keyof FormState>(field: F, value: FormState[F]) => setState((s) => ({ ...s, [field]: value }));

  function onTitleChange(title: string) {
    setState((s) => ({ ...s, title, slug: shouldDeriveSlug(mode, s.slug) ? slugify(title) : s.slug }));
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const fields = {
      id: record?.id ?? "",
      title: state.title,
      slug: state.slug,
      description: state.description,
      image: state.image,
      featured: String(state.featured),
      hidden: String(state.hidden),
      ...(kind === "app" ? { icon: state.icon } : { link: state.link, ...preset }),
    };
    const parsed = (kind === "app" ? appFormSchema : generatorFormSchema).safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    const presetCheck = kind === "generator" ? presetFromForm(preset) : null;
    if (presetCheck && "field" in presetCheck) {
      setErrors({ [presetCheck.field]: presetCheck.message });
      return;
    }
    setErrors({});
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (kind === "app" && iconFile) form.set("iconFile", iconFile);
    if (imageFile) form.set("imageFile", imageFile);

    setSubmitting(true);
    setProgress(10);
    try {
      const response = await postFormWithProgress<SaveResponse<unknown>>(action, form, { onUploadComplete: () => setProgress(70) });
      const body = response.body;
      if (!body || !body.ok) {
        if (body && !body.ok && body.fieldErrors) setErrors(body.fieldErrors);
        toast.error(text.saveError, { description: body && !body.ok ? body.error.message : `The server answered ${response.status}.` });
        setProgress(0);
        return;
      }
      setProgress(100);
      toast.success(body.title);
      onSaved();
      onOpenChange(false);
    } catch (error) {
      toast.error(text.saveError, { description: error instanceof Error ? error.message : String(error) });
      setProgress(0);
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: keyof FormState | "form") => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const errorText = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-destructive text-xs" role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
        onInteractOutside={(event) => submitting && event.preventDefault()}
        onEscapeKeyDown={(event) => submitting && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{mode === "add" ? text.addNew : `Edit ${text.Noun}`}</DialogTitle>
          <DialogDescription>
            {mode === "add" ? `Create a ${text.noun} for the catalogue.` : `Change the basic information of "${record?.title}".`}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input {...field("title")} value={state.title} onChange={(e) => onTitleChange(e.target.value)} disabled={submitting} required />
            {errorText("title")}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-slug`}>Slug</Label>
            <Input {...field("slug")} value={state.slug} onChange={(e) => set("slug", e.target.value)} disabled={submitting} required />
            {errorText("slug")}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              {...field("description")}
              rows={3}
              value={state.description}
              onChange={(e) => set("description", e.target.value)}
              disabled={submitting}
              required
            />
            {errorText("description")}
          </div>
          {kind === "generator" && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-link`}>Link</Label>
              <Input {...field("link")} value={state.link} onChange={(e) => set("link", e.target.value)} disabled={submitting} required />
              {errorText("link")}
            </div>
          )}
          {kind === "generator" && (
            <GeneratorPresetFields
              id={id}
              state={preset}
              onChange={(patch) => setPreset((current) => ({ ...current, ...patch }))}
              models={presetModels}
              errors={errors}
              disabled={submitting}
            />
          )}
          {kind === "app" && (
            <ImageInputField
              label="Icon"
              purpose="appIcon"
              url={state.icon}
              onUrlChange={(v) => set("icon", v)}
              file={iconFile}
              onFileChange={setIconFile}
              disabled={submitting}
              error={errors.icon}
              compact
            />
          )}
          <ImageInputField
            label="Image"
            purpose={kind === "app" ? "appImage" : "generatorImage"}
            url={state.image}
            onUrlChange={(v) => set("image", v)}
            file={imageFile}
            onFileChange={setImageFile}
            disabled={submitting}
            error={errors.image}
          />
          <div className="flex items-center justify-between gap-4 rounded-md border p-3">
            <div className="grid gap-0.5">
              <Label htmlFor={`${id}-featured`}>Show on homepage</Label>
              <span className="text-muted-foreground text-xs">Featured on the home page</span>
            </div>
            <Switch id={`${id}-featured`} checked={state.featured} onCheckedChange={(v) => set("featured", v)} disabled={submitting} />
          </div>
          <div className="flex items-center justify-between gap-4 rounded-md border p-3">
            <div className="grid gap-0.5">
              <Label htmlFor={`${id}-hidden`}>Hidden</Label>
              <span className="text-muted-foreground text-xs" id={`${id}-hidden-hint`}>
                {state.hidden ? "Only accessible via direct link" : "Visible in listings"}
              </span>
            </div>
            <Switch
              id={`${id}-hidden`}
              checked={state.hidden}
              onCheckedChange={(v) => set("hidden", v)}
              disabled={submitting}
              aria-describedby={`${id}-hidden-hint`}
            />
          </div>
          {submitting && <Progress value={progress} aria-label="Upload progress" />}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? (mode === "add" ? "Creating..." : "Updating...") : mode === "add" ? `Create ${text.Noun}` : `Update ${text.Noun}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
