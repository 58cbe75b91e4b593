import { z } from "zod";
import { createApiKeySchema, type CreateApiKeyInput } from "~/features/api-access/api-key-schema";
import { appError } from "~/utils/error-messages";
import { parseOrRefuse } from "~/utils/parse-form";

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
    if (typeof value !== "string") throw appError("filesNotAccepted");
    if (name === "scopes") fields.scopes = [...((fields.scopes as string[] | undefined) ?? []), value];
    else if (Object.hasOwn(fields, name)) throw appError("fieldGivenTwice", { values: { name: name.slice(0, 50) } });
    else fields[name] = value;
  }
  if (fields.intent === "revoke-key") {
    const revoke = revokeFormSchema.safeParse(fields);
    if (!revoke.success) throw appError("chooseKeyToRevoke");
    return revoke.data;
  }
  const { intent: _intent, ...body } = parseOrRefuse(createFormSchema, fields);
  return { intent: "create-key", input: parseOrRefuse(createApiKeySchema, body) };
}
