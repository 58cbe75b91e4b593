import { z } from "zod";
import { API_OPERATIONS, type ApiOperation, type ErrorStatus, type FileAnswer } from "./api-operations.server";
import { errorSchema, generationAnswerSchema } from "./response-schemas";
import { WEBHOOK_EVENTS, WEBHOOK_HEADERS, WEBHOOK_RETRY_NOTE, webhookEventSchema } from "./webhook-paths";

// GET /api/openapi.json: OpenAPI 3.1 of the Public API, made from the zod
// schemas the routes parse with (api-operations.server.ts) by zod's own JSON
// Schema conversion (draft 2020-12, the dialect of OpenAPI 3.1). Request
// schemas are described as sent (`io: "input"`), answers as received.

type Json = Record<string, unknown>;

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: "The request is not valid (the message names what is wrong)",
  401: "No valid key or session: unknown, revoked or expired key",
  402: "Not enough credits",
  403: "The key lacks the scope, the account is suspended, or a key was sent where only a session may go",
  404: "No such resource of yours (another user's is 404 too)",
  409: "A conflict, e.g. a generation already in progress",
  413: "The request body is too large",
  422: "Refused as asked, e.g. the key's monthly credit limit would be passed, or an Idempotency-Key reused for another request",
  429: "Too many requests for this key (API_RATE_LIMIT a minute); wait Retry-After seconds",
};

const GENERATION_ANSWER_REF = { $ref: "#/components/schemas/GenerationAnswer" };

const RATE_LIMIT_HEADERS: Json = {
  "RateLimit-Limit": { $ref: "#/components/headers/RateLimit-Limit" },
  "RateLimit-Remaining": { $ref: "#/components/headers/RateLimit-Remaining" },
  "RateLimit-Reset": { $ref: "#/components/headers/RateLimit-Reset" },
};

/** A zod schema as JSON Schema; schemas with a `.meta({ id })` go to `components.schemas` and are referenced. */
function toSchema(schema: z.ZodType, io: "input" | "output", components: Json): Json {
  const converted = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any", reused: "inline" }) as Json;
  const text = JSON.stringify(converted).replaceAll('"#/$defs/', '"#/components/schemas/');
  const { $schema: _dialect, $defs, ...rest } = JSON.parse(text) as Json & { $defs?: Json };
  void _dialect;
  for (const [name, def] of Object.entries($defs ?? {})) components[name] ??= def;
  // A named schema converted on its own comes back whole with an id: keep it once and refer to it.
  const id = (rest as { id?: string }).id;
  if (typeof id === "string") {
    delete (rest as { id?: string }).id;
    components[id] ??= rest;
    return { $ref: `#/components/schemas/${id}` };
  }
  return rest;
}

function queryParameters(schema: z.ZodType, components: Json): Json[] {
  const converted = toSchema(schema, "input", components) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(converted.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: converted.required?.includes(name) ?? false,
    schema: property,
  }));
}

function requestBody(operation: ApiOperation, components: Json): Json | undefined {
  if (!operation.body) return undefined;
  const schema = toSchema(operation.body, "input", components);
  if (operation.idempotencyKey) {
    // The Idempotency-Key header fills the body's idempotencyKey: one of the two is needed.
    const required = (schema.required as string[] | undefined)?.filter((name) => name !== "idempotencyKey");
    schema.required = required;
  }
  const content: Json = { "application/json": { schema, ...(operation.example ? { example: operation.example } : {}) } };
  if (operation.formBody) {
    const properties = { ...(schema.properties as Json), sourceImage: { type: "string", contentMediaType: "image/png" }, mask: { type: "string" } };
    content["multipart/form-data"] = { schema: { ...schema, properties } };
    content["application/x-www-form-urlencoded"] = { schema };
  }
  return { required: true, content };
}

function isFileAnswer(answer: z.ZodType | FileAnswer): answer is FileAnswer {
  return "contentType" in answer && !("_zod" in answer);
}

function successResponse(operation: ApiOperation, status: string, answer: z.ZodType | FileAnswer, components: Json): Json {
  const headers = operation.scope ? RATE_LIMIT_HEADERS : undefined;
  if (isFileAnswer(answer)) {
    if (answer.schema === "events") {
      // OpenAPI 3.1 has no word for an event's data: the events and their data schema as an extension.
      const events = { progress: GENERATION_ANSWER_REF, succeeded: GENERATION_ANSWER_REF, failed: GENERATION_ANSWER_REF };
      return { description: answer.description, headers, content: { [answer.contentType]: { schema: { type: "string" }, "x-events": events } } };
    }
    return {
      description: answer.description,
      headers,
      content: { [answer.contentType]: { schema: { type: "string", contentMediaType: answer.contentType } } },
    };
  }
  const description = status === "200" && operation.idempotencyKey ? "The same request again (same Idempotency-Key): nothing charged" : "OK";
  return { description, headers, content: { "application/json": { schema: toSchema(answer, "output", components) } } };
}

function operationObject(operation: ApiOperation, components: Json): Json {
  const parameters: Json[] = [];
  if (operation.pathId) parameters.push({ $ref: "#/components/parameters/Id" });
  if (operation.path.includes("{deliveryId}")) {
    parameters.push({
      name: "deliveryId",
      in: "path",
      required: true,
      description: "A delivery's id (its log entry).",
      schema: { type: "string", format: "uuid" },
    });
  }
  if (operation.query) parameters.push(...queryParameters(operation.query, components));
  if (operation.idempotencyKey) parameters.push({ $ref: "#/components/parameters/IdempotencyKey" });
  if (operation.lastEventId) parameters.push({ $ref: "#/components/parameters/LastEventId" });

  const responses: Json = {};
  for (const [status, answer] of Object.entries(operation.responses)) responses[status] = successResponse(operation, status, answer, components);
  for (const status of operation.errors) responses[String(status)] = { $ref: `#/components/responses/Error${status}` };

  const security = operation.scope
    ? [{ bearerAuth: [operation.scope] }, { sessionCookie: [] }, ...(operation.anonymous ? [{}] : [])]
    : [{ sessionCookie: [] }];
  return {
    operationId: `${operation.method}${operation.path.replace(/\{(\w+)\}/g, "By-$1").replace(/[^A-Za-z0-9]+(\w)/g, (_, c: string) => c.toUpperCase())}`,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [operation.path.startsWith("/api/keys") ? "Keys" : operation.path.startsWith("/api/webhooks") ? "Webhooks" : "Generation"],
    security,
    ...(operation.scope ? { "x-scopes": [operation.scope] } : { "x-session-only": true }),
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body ? { requestBody: requestBody(operation, components) } : {}),
    responses,
  };
}

function errorResponses(components: Json): Json {
  const schema = toSchema(errorSchema, "output", components);
  return Object.fromEntries(
    (Object.keys(ERROR_TEXT) as unknown as ErrorStatus[]).map((status) => {
      const headers: Json = { ...(Number(status) === 401 ? { "WWW-Authenticate": { description: "Bearer", schema: { type: "string" } } } : {}) };
      if (Number(status) === 429) Object.assign(headers, RATE_LIMIT_HEADERS, { "Retry-After": { $ref: "#/components/headers/Retry-After" } });
      return [`Error${status}`, { description: ERROR_TEXT[status], headers, content: { "application/json": { schema } } }];
    }),
  );
}

/** The whole document; `serverUrl` is this site's address (PUBLIC_URL). */
export function buildOpenApiDocument(serverUrl: string): Json {
  const schemas: Json = {};
  const paths: Record<string, Json> = {};
  for (const operation of API_OPERATIONS) {
    (paths[operation.path] ??= {})[operation.method] = operationObject(operation, schemas);
  }
  const eventSchema = toSchema(webhookEventSchema, "output", schemas);
  const webhookHeaders = Object.entries(WEBHOOK_HEADERS).map(([name, description]) => ({
    name,
    in: "header",
    required: true,
    description,
    schema: { type: "string" },
  }));
  const webhooks = Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => [
      type,
      {
        post: {
          summary: type === "generation.succeeded" ? "A picture is ready" : "A picture failed (its credit is refunded)",
          description: `Sent to each webhook registered for \`${type}\`, signed per Standard Webhooks. ${WEBHOOK_RETRY_NOTE}`,
          parameters: webhookHeaders,
          requestBody: { required: true, content: { "application/json": { schema: eventSchema } } },
          responses: { "2XX": { description: "Received; anything else is retried" } },
        },
      },
    ]),
  );
  const responses = errorResponses(schemas);
  toSchema(generationAnswerSchema, "output", schemas);
  return {
    openapi: "3.1.0",
    info: {
      title: "Image generation API",
      version: "1.0.0",
      description:
        "Generate pictures from a program: create a key at /account/api, send it as `Authorization: Bearer uai_…`, follow progress as Server-Sent Events or receive a signed webhook, and download the picture. Human-readable docs: /docs/api.",
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: "Generation", description: "Open to API keys (by scope) and to the signed-in session." },
      { name: "Keys", description: "Signed-in session on this site only." },
      { name: "Webhooks", description: "Signed-in session on this site only." },
    ],
    paths,
    webhooks,
    components: {
      schemas,
      responses,
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "uai_…",
          description: "An API key from /account/api; its scopes (generate, read, delete) are listed per operation.",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description: "The signed-in browser session (same origin only for writes).",
        },
      },
      parameters: {
        Id: { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "8–100 letters, digits, '-' or '_'. The same key again answers the same pictures and charges nothing. Required here or as the body's idempotencyKey.",
          schema: { type: "string", pattern: "^[A-Za-z0-9_-]{8,100}$" },
        },
        LastEventId: {
          name: "Last-Event-ID",
          in: "header",
          required: false,
          description: "Accepted on reconnection; the stream restarts from the current state.",
          schema: { type: "string" },
        },
      },
      headers: {
        "RateLimit-Limit": { description: "Requests this key may make a minute", schema: { type: "integer" } },
        "RateLimit-Remaining": { description: "Requests left in this minute", schema: { type: "integer" } },
        "RateLimit-Reset": { description: "Seconds until the minute starts again", schema: { type: "integer" } },
        "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } },
      },
    },
  };
}

const built = new Map<string, Json>();

/** The document for this site, built once per process (it changes only with the code). */
export function openApiDocument(serverUrl: string): Json {
  let document = built.get(serverUrl);
  if (!document) built.set(serverUrl, (document = buildOpenApiDocument(serverUrl)));
  return document;
}
