import { useEffect, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { SETTINGS_SECTION_LABELS, type SettingsSection } from "~/features/settings/settings-schema";
import type { SettingsAnswer } from "../settings.server";

// One section of the Settings screen: its own form (a fetcher, so saving one
// section leaves what is typed in the others alone), 'Save settings', and the
// server's message under each field it refused.

type FieldErrors = Record<string, string>;

export function SettingsSectionForm({
  section,
  description,
  children,
}: {
  section: SettingsSection;
  description: string;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const fetcher = useFetcher<SettingsAnswer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = answer && !answer.ok ? answer.errors : {};
  const saved = answer?.ok === true;
  const headingId = `settings-${section}`;

  useEffect(() => {
    if (saved) toast.success("Settings saved");
  }, [saved, answer]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="text-lg font-semibold">
            {SETTINGS_SECTION_LABELS[section]}
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="grid gap-4" aria-labelledby={headingId} noValidate>
          <input type="hidden" name="intent" value={section} />
          {children(errors)}
          {errors.form ? (
            <p role="alert" className="text-destructive text-sm">
              {errors.form}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" && <Spinner label="Saving" />}
              Save settings
            </Button>
            {saved ? (
              <p role="status" className="text-muted-foreground text-sm">
                Settings saved
              </p>
            ) : null}
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}

type FieldProps = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
};

function FieldFrame({ id, label, hint, error, children }: Omit<FieldProps, "name"> & { children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy({ id, hint, error }: FieldProps) {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

export function TextField(
  props: FieldProps & { defaultValue: string; type?: string; inputMode?: "numeric" | "decimal" | "email" | "url"; maxLength?: number },
) {
  const { id, name, defaultValue, type = "text", inputMode, maxLength } = props;
  return (
    <FieldFrame {...props}>
      <Input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props)}
      />
    </FieldFrame>
  );
}

export function TextAreaField(props: FieldProps & { defaultValue: string; rows?: number }) {
  const { id, name, defaultValue, rows = 4 } = props;
  return (
    <FieldFrame {...props}>
      <Textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        className="font-mono text-sm"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props)}
      />
    </FieldFrame>
  );
}

export function SwitchField({ id, name, label, defaultChecked }: { id: string; name: string; label: string; defaultChecked: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} name={name} defaultChecked={defaultChecked} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
