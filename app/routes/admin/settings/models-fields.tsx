import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Switch } from "~/components/ui/switch";
import type { ModelRow } from "../settings.server";

// The 'Models' section's fields: one row per model there is now (switch, label,
// order) and the default model. Row fields are named by index; the server's
// messages come back keyed by model id (`entries.<id>.<field>`).

export function ModelsFields({ rows, defaultModel, errors }: { rows: ModelRow[]; defaultModel: string; errors: Record<string, string> }) {
  const errorOf = (id: string, field: string) => errors[`entries.${id}.${field}`];
  return (
    <>
      <ul className="grid gap-3" aria-label="Models">
        {rows.map((row, index) => {
          const base = `model-${index}`;
          const labelError = errorOf(row.id, "label");
          const orderError = errorOf(row.id, "order");
          return (
            <li key={row.id} className="grid gap-3 rounded-md border p-3 sm:grid-cols-[13rem_1fr_6rem] sm:items-start">
              <input type="hidden" name="modelId" value={row.id} />
              <div className="flex items-center gap-3 sm:pt-7">
                <Switch id={`${base}-enabled`} name={`${base}-enabled`} defaultChecked={row.entry?.enabled ?? true} />
                <Label htmlFor={`${base}-enabled`} className="break-all">
                  {row.ownLabel}
                </Label>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${base}-label`}>Label</Label>
                <Input
                  id={`${base}-label`}
                  name={`${base}-label`}
                  maxLength={80}
                  placeholder={row.ownLabel}
                  defaultValue={row.entry?.label ?? ""}
                  aria-invalid={labelError ? true : undefined}
                  aria-describedby={labelError ? `${base}-label-error` : undefined}
                />
                {labelError ? (
                  <p id={`${base}-label-error`} className="text-destructive text-sm">
                    {labelError}
                  </p>
                ) : null}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${base}-order`}>Order</Label>
                <Input
                  id={`${base}-order`}
                  name={`${base}-order`}
                  inputMode="numeric"
                  defaultValue={String(row.entry?.order ?? index + 1)}
                  aria-invalid={orderError ? true : undefined}
                  aria-describedby={orderError ? `${base}-order-error` : undefined}
                />
                {orderError ? (
                  <p id={`${base}-order-error`} className="text-destructive text-sm">
                    {orderError}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-1.5">
        <Label htmlFor="models-default">Default model</Label>
        <NativeSelect
          id="models-default"
          name="defaultModel"
          defaultValue={defaultModel}
          aria-invalid={errors.defaultModel ? true : undefined}
          aria-describedby={errors.defaultModel ? "models-default-error" : "models-default-hint"}
        >
          {rows.some((row) => row.id === defaultModel) ? null : <option value={defaultModel}>{defaultModel} (not available now)</option>}
          {rows.map((row) => (
            <option key={row.id} value={row.id}>
              {row.entry?.label || row.ownLabel}
            </option>
          ))}
        </NativeSelect>
        <p id="models-default-hint" className="text-muted-foreground text-xs">
          The workspace starts with it. It must be enabled.
        </p>
        {errors.defaultModel ? (
          <p id="models-default-error" className="text-destructive text-sm">
            {errors.defaultModel}
          </p>
        ) : null}
      </div>
    </>
  );
}
