import KeyRound from "lucide-react/icons/key-round";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "~/components/toaster";
import { failureToast, useFetcherToast } from "~/components/use-fetcher-toast";
import { useNewFetcherAnswer } from "~/components/use-new-fetcher-answer";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { urls } from "~/utils/urls";
import { actionFieldErrors, fieldErrors, firstMessage, FORM_ERROR, type FieldErrors } from "~/utils/parse-form";
import { FieldError, fieldErrorProps } from "~/components/field-error";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "../password-constants";
import { changePasswordSchema } from "../password-rules";
import type { ProfileActionData } from "../profile-schema";
import { NewPasswordFields } from "./new-password-fields";

export const PASSWORD_CHANGED_TITLE = "Password changed";
export const PASSWORD_CHANGED_DESCRIPTION = "Every other device signed in to your account has been signed out.";

/** The messages of a refused change: each field's, and the server's own refusal under the field it names (a wrong current password) or after the form. */
function answerErrors(answer: { error: { message: string } }): FieldErrors {
  const fields = actionFieldErrors(answer);
  if (Object.keys(fields).length > 0) return fields;
  const { message } = answer.error;
  return message === WRONG_CURRENT_PASSWORD_MESSAGE ? { currentPassword: message } : { [FORM_ERROR]: message };
}

/** Current password, new password twice; success signs out the account's other sessions. */
export function ChangePasswordCard({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const fetcher = useFetcher<ProfileActionData>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [changed, setChanged] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const busy = fetcher.state !== "idle";

  const arrived = useNewFetcherAnswer(fetcher);
  if (arrived?.intent === "change-password") {
    setChanged(arrived.ok);
    setErrors(arrived.ok ? {} : answerErrors(arrived));
  }
  useFetcherToast(fetcher, (answer) => {
    if (answer.intent !== "change-password") return null;
    return answer.ok ? { variant: "success", title: PASSWORD_CHANGED_TITLE, description: PASSWORD_CHANGED_DESCRIPTION } : failureToast(answer);
  });
  const changedAnswer = fetcher.data?.intent === "change-password" && fetcher.data.ok ? fetcher.data : null;
  useEffect(() => {
    if (changedAnswer) formRef.current?.reset();
  }, [changedAnswer]);

  function check(event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = changePasswordSchema.safeParse({
      currentPassword: form.get("currentPassword"),
      newPassword: form.get("newPassword"),
      confirmPassword: form.get("confirmPassword"),
    });
    if (!parsed.success) {
      event.preventDefault();
      const errors = fieldErrors(parsed.error);
      setChanged(false);
      setErrors(errors);
      toast.error("Error changing password", { description: firstMessage(errors, "Invalid input") });
      return;
    }
    setErrors({});
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Change password</CardTitle>
        <CardDescription>Changing your password signs out every other device signed in to your account.</CardDescription>
      </CardHeader>
      <CardContent>
        {hasPassword ? (
          <fetcher.Form ref={formRef} method="post" noValidate onSubmit={check} className="grid max-w-lg gap-4">
            <input type="hidden" name="intent" value="change-password" />
            {/* Lets a password manager file the new password under the right account. */}
            <input type="text" value={email} autoComplete="username" readOnly hidden />
            {changed ? (
              <p role="status" className="border-primary/40 bg-primary/10 rounded-md border p-3 text-sm">
                <span className="font-medium">{PASSWORD_CHANGED_TITLE}.</span> {PASSWORD_CHANGED_DESCRIPTION}
              </p>
            ) : null}
            <div className="grid gap-2">
              <Label htmlFor={`${id}-current`}>Current password</Label>
              <Input
                id={`${id}-current`}
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                maxLength={128}
                required
                {...fieldErrorProps(`${id}-current`, errors.currentPassword)}
              />
              <FieldError fieldId={`${id}-current`} message={errors.currentPassword} />
            </div>
            <NewPasswordFields errors={errors} />
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? <Spinner label="Changing password" /> : <KeyRound aria-hidden="true" />}
                {busy ? "Changing..." : "Change password"}
              </Button>
            </div>
          </fetcher.Form>
        ) : (
          <p className="text-muted-foreground max-w-lg text-sm">
            Your account signs in with Google and has no password. To add one, ask for a link on the{" "}
            <Link to={urls.forgotPassword()} className="text-primary font-medium underline-offset-4 hover:underline">
              Forgot password
            </Link>{" "}
            page: we'll e-mail it to you.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
