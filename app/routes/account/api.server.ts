import { z } from "zod";
import { createApiKeySchema, type CreateApiKeyInput } from "~/features/api-access/api-key-schema";
import { appError } from "~/utils/error-messages";

// The /account/api form's fields, read into the same body POST /api/keys takes
// (createApiKeySchema), so the page and the JSON API cannot accept different keys.

const optionalWhole = (name: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === "") return undefined;
      if (!/^\d{1,7}$/.test(value)) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number.` });
        return z.NEVER;
      }
      return Number(value);
    });

const createFormSchema = z.strictObject({
  intent: z.literal("create-key"),
  name: z.string(),
  scopes: z.array(z.string()).default([]),
  expiresInDays: optionalWhole("Expiry").optional(),
  monthlyCreditLimit: optionalWhole("The monthly credit limit").optional(),
});

const revokeFormSchema = z.strictObject({ intent: z.literal("revoke-key"), keyId: z.uuid() });

export type ApiPageAction = { intent: "create-key"; input: CreateApiKeyInput } | { intent: "revoke-key"; keyId: string };

/** The page's form, as one of its two intents; a 400 naming the first problem otherwise. */
export function parseApiPageForm(form: FormData): ApiPageAction {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") throw appError("invalidRequest", { message: "Files are not accepted here." });
    if (name === "scopes") fields.scopes = [...((fields.scopes as string[] | undefined) ?? []), value];
    else if (Object.hasOwn(fields, name)) throw appError("invalidRequest", { message: `${name.slice(0, 50)} is given more than once.` });
    else fields[name] = value;
  }
  if (fields.intent === "revoke-key") {
    const revoke = revokeFormSchema.safeParse(fields);
    if (!revoke.success) throw appError("invalidRequest", { message: "Choose a key to revoke." });
    return revoke.data;
  }
  const form1 = createFormSchema.safeParse(fields);
  if (!form1.success) throw appError("invalidRequest", { message: form1.error.issues[0]?.message });
  const { intent: _intent, ...body } = form1.data;
  const input = createApiKeySchema.safeParse(body);
  if (!input.success) throw appError("invalidRequest", { message: input.error.issues[0]?.message });
  return { intent: "create-key", input: input.data };
}
