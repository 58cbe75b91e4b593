import { cn } from "~/utils/misc";

/** The id of a field's message, for the input's aria-describedby. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

/** The props an input takes when its field may carry a message. */
export function fieldErrorProps(fieldId: string, message: string | undefined) {
  return { "aria-invalid": message ? true : undefined, "aria-describedby": message ? fieldErrorId(fieldId) : undefined } as const;
}

/** A field's message under its input (nothing when the field is fine). */
export function FieldError({ fieldId, message, className }: { fieldId: string; message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(fieldId)} role="alert" className={cn("text-destructive text-sm", className)}>
      {message}
    </p>
  );
}
