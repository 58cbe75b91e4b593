import { z } from "zod";
import { createApiKeySchema } from "~/features/api-access/api-key-schema";
import { listQuerySchema, waitQuerySchema, zipBodySchema } from "~/features/generation/api-request-schemas.server";
import { generateRequestSchema } from "~/features/generation/generate-request-schema";
import { apiKeySchema, createdGenerationsSchema, generationAnswerSchema, generationPageSchema, modelSchema, okSchema } from "./response-schemas";
import { webhookOperations } from "./webhook-paths";

// Every operation of the Public API (CONTRACT.md "Public API"), with the very
// zod schemas its route parses with. openapi-document.server.ts turns this list
// into OpenAPI 3.1 and /docs/api into a page; a test checks it against the route
// table (app/routes.ts) and the key table (server/api-key-routes.ts).

export type Scope = "generate" | "read" | "delete";
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429;

/** A response that is not JSON: a picture, a zip, an event stream. */
export type FileAnswer = { contentType: string; description: string; schema?: "binary" | "events" };

export type ApiOperation = {
  method: "get" | "post" | "delete";
  /** OpenAPI style: /api/generations/{id}. */
  path: string;
  summary: string;
  description?: string;
  /** The key scope the method needs (server/api-key-routes.ts); absent: a signed-in session on this site only. */
  scope?: Scope;
  /** Answers anyone, key or not (GET /api/models). */
  anonymous?: boolean;
  pathId?: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body may also be a form (multipart with `sourceImage` and `mask` files). */
  formBody?: boolean;
  idempotencyKey?: boolean;
  lastEventId?: boolean;
  responses: Partial<Record<200 | 201 | 202, z.ZodType | FileAnswer>>;
  errors: ErrorStatus[];
  /** A request body worth showing in the examples. */
  example?: Record<string, unknown>;
};

const KEY_ERRORS: ErrorStatus[] = [401, 403, 429];

export const GENERATION_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/models",
    summary: "List the models available now",
    description: "Every model a generation may use right now, with what each supports. Open to anyone; a key is counted if sent.",
    scope: "read",
    anonymous: true,
    responses: { 200: z.object({ ok: z.literal(true), models: z.array(modelSchema) }) },
    errors: KEY_ERRORS,
  },
  {
    method: "get",
    path: "/api/credits",
    summary: "Read your credit balance",
    scope: "read",
    responses: { 200: z.object({ ok: z.literal(true), balance: z.number().int() }) },
    errors: KEY_ERRORS,
  },
  {
    method: "get",
    path: "/api/generations",
    summary: "List your pictures, newest first",
    description: "Finished pictures, paged by an opaque cursor: pictures made or deleted between pages neither repeat nor skip.",
    scope: "read",
    query: listQuerySchema,
    responses: { 200: generationPageSchema },
    errors: [400, ...KEY_ERRORS],
  },
  {
    method: "post",
    path: "/api/generations",
    summary: "Generate pictures",
    description:
      "Reserves 1 credit per picture (`count` 1–4) and queues them. Answers 202 with the pending generations; the same Idempotency-Key again answers 200 with the same pictures and charges nothing. A failed picture is refunded.",
    scope: "generate",
    body: generateRequestSchema,
    formBody: true,
    idempotencyKey: true,
    responses: { 202: createdGenerationsSchema, 200: createdGenerationsSchema },
    errors: [400, ...KEY_ERRORS, 402, 409, 413, 422],
    example: { prompt: "a lighthouse at dusk, oil painting", model: "flux", aspectRatio: "16:9" },
  },
  {
    method: "get",
    path: "/api/generations/{id}",
    summary: "Read one generation",
    description: "With `?wait=1` the answer waits (up to 20 s; 5 s while queued) until the generation settles or moves.",
    scope: "read",
    pathId: "generation",
    query: waitQuerySchema,
    responses: { 200: generationAnswerSchema },
    errors: [400, ...KEY_ERRORS, 404],
  },
  {
    method: "delete",
    path: "/api/generations/{id}",
    summary: "Delete a picture",
    description: "Removes the picture and every copy of it at once.",
    scope: "delete",
    pathId: "generation",
    responses: { 200: okSchema },
    errors: [...KEY_ERRORS, 404],
  },
  {
    method: "get",
    path: "/api/generations/{id}/events",
    summary: "Follow a generation (Server-Sent Events)",
    description:
      "`progress` events while it waits or runs, then exactly one `succeeded` or `failed` event, then the stream ends. Each event's data is what GET /api/generations/{id} answers. A comment line (`: keep-alive`) comes every 15 s; reconnecting (with or without Last-Event-ID) starts again from the generation as it is now.",
    scope: "read",
    pathId: "generation",
    lastEventId: true,
    responses: { 200: { contentType: "text/event-stream", description: "The event stream", schema: "events" } },
    errors: [...KEY_ERRORS, 404],
  },
  {
    method: "get",
    path: "/api/generations/{id}/image",
    summary: "The picture (or its thumbnail)",
    description: "The `imageUrl` of a private picture; `?variant=thumb` for the WebP thumbnail. Anyone else's private picture is 404.",
    scope: "read",
    pathId: "generation",
    query: z.object({ variant: z.enum(["image", "thumb"]).default("image") }),
    responses: { 200: { contentType: "image/png", description: "PNG (image/webp for the thumbnail)", schema: "binary" } },
    errors: [...KEY_ERRORS, 404],
  },
  {
    method: "get",
    path: "/api/generations/{id}/download",
    summary: "Download the picture",
    description: "The PNG as an attachment named ai-generated-image-{timestamp}.png.",
    scope: "read",
    pathId: "generation",
    responses: { 200: { contentType: "image/png", description: "The picture as a download", schema: "binary" } },
    errors: [...KEY_ERRORS, 404],
  },
  {
    method: "post",
    path: "/api/images/zip",
    summary: "Download several pictures as one zip",
    description: "A read, sent as POST because the ids are a body.",
    scope: "read",
    body: zipBodySchema,
    responses: { 200: { contentType: "application/zip", description: "The pictures, streamed as a zip", schema: "binary" } },
    errors: [400, ...KEY_ERRORS, 404],
    example: { ids: ["3f0c8a4e-1b2d-4c5e-8f9a-0b1c2d3e4f5a"] },
  },
];

export const KEY_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/keys",
    summary: "Create an API key",
    description: "Signed-in session on this site only: a key never makes keys. The key is in this answer only (stored as a hash).",
    body: createApiKeySchema,
    responses: { 201: z.object({ ok: z.literal(true), key: z.string().regex(/^uai_/), apiKey: apiKeySchema }) },
    errors: [400, 401, 403, 409],
    example: { name: "render farm", scopes: ["generate", "read"], expiresInDays: 90, monthlyCreditLimit: 500 },
  },
  {
    method: "get",
    path: "/api/keys",
    summary: "List your API keys",
    responses: { 200: z.object({ ok: z.literal(true), apiKeys: z.array(apiKeySchema) }) },
    errors: [401, 403],
  },
  {
    method: "delete",
    path: "/api/keys/{id}",
    summary: "Revoke an API key",
    description: "The key stops at once.",
    pathId: "key",
    responses: { 200: okSchema },
    errors: [401, 403, 404],
  },
];

export const WEBHOOK_API_OPERATIONS: ApiOperation[] = webhookOperations.map((operation) => ({
  method: operation.method,
  path: operation.path,
  summary: operation.summary,
  description: "description" in operation ? operation.description : undefined,
  pathId: operation.path.includes("{id}") ? "webhook" : undefined,
  body: "body" in operation ? operation.body : undefined,
  responses: operation.responses,
  errors: "body" in operation ? [400, 401, 403, 422] : operation.path.includes("{id}") ? [401, 403, 404] : [401, 403],
}));

export const API_OPERATIONS: ApiOperation[] = [...GENERATION_OPERATIONS, ...KEY_OPERATIONS, ...WEBHOOK_API_OPERATIONS];
