import ImageIcon from "lucide-react/icons/image";
import Images from "lucide-react/icons/images";
import Upload from "lucide-react/icons/upload";
import X from "lucide-react/icons/x";
import { useEffect, useId, useMemo, useState } from "react";
import { useDropzone } from "react-dropzone";
import { ImageWithFallback } from "~/components/image-with-fallback";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { MediaPickerDialog } from "~/features/media/components/media-picker-dialog";
import {
  acceptedTypesLabel,
  dropRejectionMessages,
  dropzoneAccept,
  MIN_UPLOAD_BYTES,
  UPLOAD_RULES,
  type UploadPurpose,
} from "~/services/uploads/upload-rules";
import { cn } from "~/utils/misc";

type ImageInputFieldProps = {
  label: string;
  purpose: UploadPurpose;
  /** The typed (or current) image URL. */
  url: string;
  onUrlChange: (url: string) => void;
  /** A chosen file replaces the URL when the form is saved. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
  error?: string;
  /** Smaller square preview (icons). */
  compact?: boolean;
};

export function ImageInputField({ label, purpose, url, onUrlChange, file, onFileChange, disabled, error, compact }: ImageInputFieldProps) {
  const id = useId();
  const [rejected, setRejected] = useState<string[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const rules = UPLOAD_RULES[purpose];

  const filePreview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (filePreview && URL.revokeObjectURL(filePreview)), [filePreview]);
  const preview = filePreview ?? (url.trim() || null);

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: dropzoneAccept(purpose),
    maxSize: rules.maxBytes,
    minSize: MIN_UPLOAD_BYTES,
    maxFiles: 1,
    multiple: false,
    disabled,
    onDrop(accepted, rejections) {
      setRejected(dropRejectionMessages(rejections, purpose));
      if (accepted[0]) onFileChange(accepted[0]);
    },
  });

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-url`}>{label}</Label>
      <div className="flex items-start gap-3">
        <div
          className={cn(
            "bg-muted flex shrink-0 items-center justify-center overflow-hidden rounded-md border",
            compact ? "size-16" : "aspect-video w-28",
          )}
        >
          <ImageWithFallback
            src={preview}
            className="size-full object-cover"
            placeholder={<ImageIcon aria-hidden="true" className="text-muted-foreground size-6" />}
          />
        </div>
        <div
          {...getRootProps({
            className: cn(
              "border-input hover:border-primary/60 focus-visible:ring-ring/50 flex min-h-16 flex-1 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border border-dashed px-3 py-2 text-center text-xs outline-none focus-visible:ring-[3px]",
              isDragActive && "border-primary bg-primary/5",
              disabled && "pointer-events-none opacity-50",
            ),
            "aria-label": `${label}: drop an image here or press to choose a file`,
          })}
        >
          <input {...getInputProps()} data-testid={`${purpose}-file-input`} />
          <Upload aria-hidden="true" className="text-muted-foreground size-4" />
          {file ? (
            <span className="max-w-full truncate font-medium">{file.name}</span>
          ) : (
            <span className="text-muted-foreground">{isDragActive ? "Drop the image here" : "Drop an image or click to upload"}</span>
          )}
          <span className="text-muted-foreground">
            {acceptedTypesLabel(purpose)} up to {Math.floor(rules.maxBytes / 1_000_000)} MB
          </span>
        </div>
        {file && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={() => onFileChange(null)}
            disabled={disabled}
            aria-label={`Remove the chosen ${label.toLowerCase()} file`}
          >
            <X />
          </Button>
        )}
      </div>
      <div className="flex gap-2">
        <Input
          id={`${id}-url`}
          type="text"
          inputMode="url"
          placeholder="or paste an image URL"
          value={url}
          onChange={(event) => onUrlChange(event.target.value)}
          disabled={disabled || Boolean(file)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || rejected.length ? `${id}-error` : undefined}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => setPickerOpen(true)}
          disabled={disabled}
          aria-label={`Choose the ${label.toLowerCase()} from the media library`}
        >
          <Images aria-hidden="true" />
          <span className="hidden sm:inline">Library</span>
        </Button>
      </div>
      <MediaPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        onSelect={([picked]) => {
          onFileChange(null);
          onUrlChange(picked);
        }}
      />
      {(error || rejected.length > 0) && (
        <div id={`${id}-error`} role="alert" className="text-destructive text-xs">
          {rejected.map((message) => (
            <p key={message}>{message}</p>
          ))}
          {error && <p>{error}</p>}
        </div>
      )}
    </div>
  );
}
