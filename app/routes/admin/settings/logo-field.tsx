import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/toaster";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { acceptedTypesLabel, IMAGE_MIME, UPLOAD_RULES } from "~/services/uploads/upload-rules";
import { postFormWithProgress } from "~/utils/upload-with-progress";
import { urls } from "~/utils/urls";
import type { LogoUploadAnswer } from "../settings.server";

// 'Brand' → 'Logo': an address (a /files/… picture of the Media Library or an
// https:// one), or a file uploaded here, which the server checks, stores in the
// Media Library and saves as the logo at once.

const rules = UPLOAD_RULES.logo;

export function LogoField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const shownError = uploadError ?? error;

  async function upload(file: File) {
    const form = new FormData();
    form.set("file", file);
    setUploading(true);
    setUploadError(null);
    try {
      const { status, body } = await postFormWithProgress<LogoUploadAnswer>(urls.adminSettingsLogo(), form);
      if (!body || !body.ok) throw new Error(body && !body.ok ? body.error.message : `The server answered ${status}.`);
      setValue(body.logoUrl);
      toast.success("Logo uploaded", { description: "It is the site's logo now." });
      revalidator.revalidate();
    } catch (err) {
      setUploadError(err instanceof Error ? err.message : String(err));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="grid gap-1.5">
      <Label htmlFor="brand-logo">Logo</Label>
      <div className="flex items-center gap-3">
        {value ? <img src={value} alt="" className="size-10 shrink-0 rounded-md border object-contain" /> : null}
        <Input
          id="brand-logo"
          name="logoUrl"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`brand-logo-hint${shownError ? " brand-logo-error" : ""}`}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Label htmlFor={`${id}-file`} className="text-sm font-normal">
          Upload a logo
        </Label>
        <input
          id={`${id}-file`}
          type="file"
          accept={rules.kinds.map((kind) => IMAGE_MIME[kind]).join(",")}
          disabled={uploading}
          className="file:bg-secondary file:text-secondary-foreground max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-1.5"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
        {uploading ? <Spinner label="Uploading" /> : null}
      </div>
      <p id="brand-logo-hint" className="text-muted-foreground text-xs">
        A square image, {acceptedTypesLabel("logo")} (an SVG is drawn as a PNG), up to {rules.maxBytes.toLocaleString("en-US")} bytes: an uploaded
        file is the logo at once and is kept in the Media Library. Or an address: /files/… or https://…. Empty: the built-in mark.
      </p>
      {shownError ? (
        <p id="brand-logo-error" className="text-destructive text-sm">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
