import ImageIcon from "lucide-react/icons/image";
import Upload from "lucide-react/icons/upload";
import X from "lucide-react/icons/x";
import { useEffect, useId, useMemo, useState } from "react";
import { useDropzone } from "react-dropzone";
import { toast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FieldError, fieldErrorProps } from "~/components/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import { Textarea } from "~/components/ui/textarea";
import { actionFieldErrors, type FieldErrors } from "~/utils/parse-form";
import { cn } from "~/utils/misc";
import { postFormWithProgress } from "~/utils/upload-with-progress";
import { urls } from "~/utils/urls";
import { formatFileSize } from "../media-types";
import { acceptedTypesLabel, dropRejectionMessages, dropzoneAccept, MIN_UPLOAD_BYTES, UPLOAD_RULES } from "~/services/uploads/upload-rules";

type UploadAnswer = { ok: true; title: string } | { ok: false; error: { title: string; message: string }; fieldErrors?: FieldErrors };

type MediaUploadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Refreshes the library; the progress bar reaches 100 when it has finished. */
  onUploaded: () => Promise<void> | void;
};

const rules = UPLOAD_RULES.media;

export function MediaUploadDialog({ open, onOpenChange, onUploaded }: MediaUploadDialogProps) {
  const [uploading, setUploading] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !uploading && onOpenChange(next)}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
        showCloseButton={!uploading}
        onInteractOutside={(event) => uploading && event.preventDefault()}
        onEscapeKeyDown={(event) => uploading && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Upload Media</DialogTitle>
          <DialogDescription>
            One image, {acceptedTypesLabel("media")}, up to {rules.maxBytes.toLocaleString("en-US")} bytes.
          </DialogDescription>
        </DialogHeader>
        {/* The dialog's content unmounts when it closes, so each opening starts with an empty form. */}
        <MediaUploadForm uploading={uploading} onUploadingChange={setUploading} onUploaded={onUploaded} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type MediaUploadFormProps = {
  uploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
  onUploaded: () => Promise<void> | void;
  onClose: () => void;
};

function MediaUploadForm({ uploading, onUploadingChange: setUploading, onUploaded, onClose }: MediaUploadFormProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState("");
  const [description, setDescription] = useState("");
  // The server's message for each refused field, shown under it until the next try.
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rejections, setRejections] = useState<string[]>([]);
  const [progress, setProgress] = useState(0);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: dropzoneAccept("media"),
    maxSize: rules.maxBytes,
    minSize: MIN_UPLOAD_BYTES,
    maxFiles: 1,
    multiple: false,
    disabled: uploading,
    onDrop(accepted, rejected) {
      setRejections(dropRejectionMessages(rejected, "media"));
      if (accepted[0]) setFile(accepted[0]);
    },
  });

  async function upload() {
    if (!file) {
      toast.error("Upload failed", { description: "No file to upload" });
      return;
    }
    const form = new FormData();
    form.set("file", file);
    form.set("altText", altText);
    form.set("description", description);
    setUploading(true);
    setErrors({});
    setProgress(10);
    try {
      const { status, body } = await postFormWithProgress<UploadAnswer>(urls.adminMediaUpload(), form, {
        onUploadComplete: () => setProgress(60),
        onResponseStarted: () => setProgress(70),
      });
      if (status === 401) throw new Error("You must be logged in to upload media");
      if (body && !body.ok) setErrors(actionFieldErrors(body));
      if (!body || !body.ok) throw new Error(body && !body.ok ? body.error.message : `The server answered ${status}.`);
      setProgress(80);
      await onUploaded();
      setProgress(100);
      toast.success("Media uploaded successfully");
      onClose();
    } catch (error) {
      toast.error("Upload failed", { description: error instanceof Error ? error.message : String(error) });
      setProgress(0);
    } finally {
      setUploading(false);
    }
  }

  return (
    <>
      <div
        {...getRootProps({
          className: cn(
            "border-input hover:border-primary/60 focus-visible:ring-ring/50 flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm outline-none focus-visible:ring-[3px]",
            isDragActive && "border-primary bg-primary/5",
            uploading && "pointer-events-none opacity-60",
          ),
          "aria-label": "Drop an image here or press to choose a file",
        })}
      >
        <input {...getInputProps()} data-testid="media-file-input" />
        {preview ? (
          <img src={preview} alt="" className="max-h-48 rounded-md object-contain" />
        ) : (
          <>
            <Upload aria-hidden="true" className="text-muted-foreground size-6" />
            <span>{isDragActive ? "Drop the image here" : "Drag and drop an image, or click to choose"}</span>
          </>
        )}
      </div>
      {file && (
        <div className="bg-muted flex items-center gap-2 rounded-md px-3 py-2 text-sm">
          <ImageIcon aria-hidden="true" className="text-muted-foreground size-4" />
          <span className="min-w-0 flex-1 truncate">{file.name}</span>
          <span className="text-muted-foreground text-xs">{formatFileSize(file.size)}</span>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7"
            onClick={() => setFile(null)}
            disabled={uploading}
            aria-label="Remove the chosen file"
          >
            <X />
          </Button>
        </div>
      )}
      {rejections.length > 0 && (
        <div role="alert" className="text-destructive text-sm">
          {rejections.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-alt`}>Alt text</Label>
        <Input
          id={`${id}-alt`}
          value={altText}
          onChange={(e) => setAltText(e.target.value)}
          disabled={uploading}
          maxLength={500}
          {...fieldErrorProps(`${id}-alt`, errors.altText)}
        />
        <FieldError fieldId={`${id}-alt`} message={errors.altText} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          disabled={uploading}
          maxLength={2000}
          {...fieldErrorProps(`${id}-description`, errors.description)}
        />
        <FieldError fieldId={`${id}-description`} message={errors.description} />
      </div>
      {uploading && <Progress value={progress} aria-label="Upload progress" />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={uploading}>
          Cancel
        </Button>
        <Button type="button" onClick={upload} disabled={uploading || !file}>
          {uploading ? "Uploading..." : "Upload"}
        </Button>
      </DialogFooter>
    </>
  );
}
