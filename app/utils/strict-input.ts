import { z } from "zod";
import { hasControlCharacters } from "./text-checks";

export { containsControlCharacters, hasControlCharacters, hasVisibleText } from "./text-checks";

// The two building blocks every input schema uses (forms, JSON bodies, query
// strings): a yes/no field that takes only what we send, and a text field that
// refuses control characters. Client-safe: forms share these schemas.

export function controlCharacterMessage(label: string) {
  return `${label} contains an invisible control character (such as NUL), which is not allowed. Remove it and try again.`;
}

/**
 * A text field: a string with no control character. Chain the field's own
 * rules after it (`.trim().min(…).max(…)`); a control character is reported
 * first and stops the other checks.
 */
export function text(label: string, params?: { error?: string }) {
  return z
    .string(params?.error ? { error: params.error } : { error: `${label} must be text.` })
    .refine((value) => !hasControlCharacters(value), { message: controlCharacterMessage(label), abort: true });
}

/**
 * A yes/no field. Accepts JSON `true`/`false` and the texts "true"/"false";
 * `checkedValue` names the one other value a control of ours sends when it is
 * on (an HTML checkbox's "on", a filter's "1"). Anything else ("1", "yes",
 * "TRUE", "", 0, null) is refused, never read as false.
 */
export function flag(name: string, options: { checkedValue?: "on" | "1" } = {}) {
  const texts = options.checkedValue ? (["true", "false", options.checkedValue] as const) : (["true", "false"] as const);
  return z
    .union([z.boolean(), z.enum(texts)], { error: `${name} must be true or false.` })
    .transform((value) => value === true || value === "true" || (options.checkedValue !== undefined && value === options.checkedValue));
}
