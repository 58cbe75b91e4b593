import { useId } from "react";
import { FieldError, fieldErrorId } from "~/components/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { FORM_ERROR, type FieldErrors } from "~/utils/parse-form";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_HINT } from "../password-constants";

type NewPasswordFieldsProps = {
  /** The last failed attempt's messages: `newPassword` and `confirmPassword` under their fields, `form` (the server's refusal) after both. */
  errors?: FieldErrors;
  disabled?: boolean;
};

/** 'New password' and its confirmation, for the reset page and the change-password card. */
export function NewPasswordFields({ errors = {}, disabled }: NewPasswordFieldsProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const newId = `${id}-new`;
  const confirmId = `${id}-confirm`;
  const formId = `${id}-form`;
  // A refusal of the whole attempt (e.g. a password too easy to guess) concerns both fields.
  const formError = errors[FORM_ERROR];
  const describe = (fieldId: string, ...more: string[]) =>
    [errors[fieldId === newId ? "newPassword" : "confirmPassword"] ? fieldErrorId(fieldId) : null, formError ? fieldErrorId(formId) : null, ...more]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={newId}>New password</Label>
        <Input
          id={newId}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={MAX_PASSWORD_LENGTH}
          required
          disabled={disabled}
          aria-invalid={errors.newPassword || formError ? true : undefined}
          aria-describedby={describe(newId, hintId)}
        />
        <p id={hintId} className="text-muted-foreground text-xs">
          {PASSWORD_HINT}
        </p>
        <FieldError fieldId={newId} message={errors.newPassword} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={confirmId}>Confirm new password</Label>
        <Input
          id={confirmId}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          disabled={disabled}
          aria-invalid={errors.confirmPassword || formError ? true : undefined}
          aria-describedby={describe(confirmId)}
        />
        <FieldError fieldId={confirmId} message={errors.confirmPassword} />
      </div>
      <FieldError fieldId={formId} message={formError} />
    </>
  );
}
