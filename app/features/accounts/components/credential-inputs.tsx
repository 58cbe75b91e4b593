import type { ComponentProps } from "react";
import { Input } from "~/components/ui/input";

type InputProps = ComponentProps<typeof Input>;

/** An e-mail address field as every sign-in, sign-up and reset form asks for it. */
export function EmailInput(props: InputProps) {
  return <Input name="email" type="email" autoComplete="email" placeholder="you@example.com" maxLength={254} required {...props} />;
}

/** The 6-digit code from an authenticator app (browsers and password managers fill it from `one-time-code`). */
export function OneTimeCodeInput(props: InputProps) {
  return <Input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6} required {...props} />;
}
