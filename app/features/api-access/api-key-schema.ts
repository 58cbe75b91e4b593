import { z } from "zod";
import type { ApiKeyScope } from "~/db/schema/api-access";

// The body of POST /api/keys (CONTRACT.md "Public API"), shared by the JSON API and the /account/api form.

export const SCOPES = ["generate", "read", "delete"] as const satisfies readonly ApiKeyScope[];

export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  generate: "Generate (create pictures)",
  read: "Read (list, follow and download)",
  delete: "Delete (remove pictures)",
};

export const MAX_KEYS_PER_USER = 20;

export const createApiKeySchema = z.strictObject({
  name: z.string().trim().min(1, "Give the key a name.").max(60, "The name may have at most 60 characters."),
  scopes: z
    .array(z.enum(SCOPES))
    .min(1, "Choose at least one scope.")
    .max(SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, "A scope is given more than once."),
  expiresInDays: z.number().int().min(1).max(365).optional(),
  monthlyCreditLimit: z.number().int().min(1).max(1_000_000).optional(),
});

export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;
