import { openApiDocument } from "./openapi-document.server";

// /docs/api for people: the OpenAPI document (GET /api/openapi.json) read back
// into what a page shows for each operation: method, path, who may call it,
// parameters, a request and an answer example, a curl and a TypeScript call.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type DocParameter = { name: string; in: string; required: boolean; type: string; description: string | null };
export type DocOperation = {
  anchor: string;
  tag: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  auth: string;
  parameters: DocParameter[];
  requestExample: string | null;
  responseStatus: string;
  responseType: string;
  responseExample: string | null;
  errors: string[];
  curl: string;
  typescript: string;
};
export type DocWebhook = { type: string; summary: string; description: string; headers: { name: string; description: string }[]; example: string };
export type ApiDocsPage = { baseUrl: string; operations: DocOperation[]; webhooks: DocWebhook[] };

const SAMPLE_ID = "3f0c8a4e-1b2d-4c5e-8f9a-0b1c2d3e4f5a";

function resolve(document: Json, schema: Json | undefined): Json {
  let current = schema ?? {};
  while (typeof current.$ref === "string") {
    const [, , section, name] = (current.$ref as string).split("/");
    current = document.components[section][name] as Json;
  }
  return current;
}

/** A plausible value of a JSON Schema, for the examples. */
export function exampleOf(document: Json, raw: Json | undefined, depth = 0): unknown {
  const schema = resolve(document, raw);
  if (depth > 8) return null;
  if ("const" in schema) return schema.const;
  if ("default" in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) return exampleOf(document, schema.anyOf.find((s: Json) => s.type !== "null") ?? schema.anyOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type;
  if (type === "object" || schema.properties) {
    const required = new Set<string>(schema.required ?? []);
    return Object.fromEntries(
      Object.entries((schema.properties ?? {}) as Record<string, Json>)
        .filter(([name]) => required.has(name))
        .map(([name, property]) => [name, exampleOf(document, property, depth + 1)]),
    );
  }
  if (type === "array") return [exampleOf(document, schema.items, depth + 1)];
  if (type === "integer" || type === "number") return schema.minimum !== undefined && schema.minimum > -1e9 ? schema.minimum : 1;
  if (type === "boolean") return false;
  if (type === "string") return schema.format === "uuid" ? SAMPLE_ID : "string";
  return null;
}

function typeName(document: Json, raw: Json | undefined): string {
  const schema = resolve(document, raw);
  if (Array.isArray(schema.enum)) return schema.enum.map((v: unknown) => JSON.stringify(v)).join(" | ");
  if (Array.isArray(schema.anyOf)) return [...new Set(schema.anyOf.map((s: Json) => typeName(document, s)))].join(" | ");
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
  return type === "array" ? `${typeName(document, schema.items)}[]` : type;
}

function parametersOf(document: Json, operation: Json): DocParameter[] {
  const own: DocParameter[] = (operation.parameters ?? []).map((raw: Json) => {
    const p = resolve(document, raw);
    return { name: p.name, in: p.in, required: Boolean(p.required), type: typeName(document, p.schema), description: p.description ?? null };
  });
  const body = operation.requestBody?.content?.["application/json"]?.schema as Json | undefined;
  if (!body) return own;
  const required = new Set<string>(body.required ?? []);
  const fields = Object.entries((body.properties ?? {}) as Record<string, Json>).map(([name, property]) => ({
    name,
    in: "body",
    required: required.has(name),
    type: typeName(document, property),
    description: (property.description as string | undefined) ?? null,
  }));
  return [...own, ...fields];
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function authOf(operation: Json): string {
  const scopes = operation["x-scopes"] as string[] | undefined;
  if (!scopes) return "Signed-in session on this site only (not an API key)";
  const anyone = (operation.security as Json[]).some((s) => Object.keys(s).length === 0);
  return `${anyone ? "Anyone; an " : "An "}API key with the "${scopes.join(", ")}" scope, or the signed-in session`;
}

function curlOf(method: string, url: string, operation: Json, body: unknown): string {
  const lines = [`curl${method === "GET" ? "" : ` -X ${method}`} "${url}"`];
  if (operation["x-scopes"]) lines.push(`  -H "Authorization: Bearer $API_KEY"`);
  if (operation.parameters?.some((p: Json) => p.$ref?.endsWith("IdempotencyKey"))) lines.push(`  -H "Idempotency-Key: $(uuidgen)"`);
  if (operation.responses?.["200"]?.content?.["text/event-stream"]) lines[0] = `curl -N "${url}"`;
  if (body !== undefined) lines.push(`  -H "Content-Type: application/json"`, `  -d '${JSON.stringify(body)}'`);
  if (operation.responses?.["200"]?.content?.["application/zip"]) lines.push("  -o pictures.zip");
  if (operation.responses?.["200"]?.content?.["image/png"]) lines.push("  -o picture.png");
  return lines.join(" \\\n");
}

function typescriptOf(method: string, url: string, operation: Json, body: unknown): string {
  const headers: string[] = [];
  if (operation["x-scopes"]) headers.push("Authorization: `Bearer ${process.env.API_KEY}`");
  if (operation.parameters?.some((p: Json) => p.$ref?.endsWith("IdempotencyKey"))) headers.push(`"Idempotency-Key": crypto.randomUUID()`);
  if (body !== undefined) headers.push(`"Content-Type": "application/json"`);
  const init = [
    ...(method === "GET" ? [] : [`method: "${method}"`]),
    ...(headers.length ? [`headers: { ${headers.join(", ")} }`] : []),
    ...(body !== undefined ? [`body: JSON.stringify(${JSON.stringify(body)})`] : []),
  ];
  const call = `const answer = await fetch(\`${url}\`${init.length ? `, {\n  ${init.join(",\n  ")},\n}` : ""});`;
  const content = Object.keys(
    operation.responses?.["200"]?.content ?? operation.responses?.["202"]?.content ?? operation.responses?.["201"]?.content ?? {},
  )[0];
  const read =
    content === "application/json"
      ? "const body = await answer.json();"
      : content === "text/event-stream"
        ? "// read answer.body as a stream: see 'Following progress'"
        : "const bytes = new Uint8Array(await answer.arrayBuffer());";
  return `${call}\nif (!answer.ok) throw new Error((await answer.json()).error.message);\n${read}`;
}

/** The last event of a stream, as it arrives. */
function eventExampleOf(document: Json, schema: Json) {
  const data = exampleOf(document, schema) as Json;
  data.generation.status = "succeeded";
  return `id: 3\nevent: succeeded\ndata: ${JSON.stringify(data)}\n`;
}

function operationOf(document: Json, baseUrl: string, path: string, method: string, operation: Json): DocOperation {
  // The answer a first call gets: 201 or 202 before a replay's 200.
  const successes = Object.entries(operation.responses as Json).filter(([code]) => code.startsWith("2"));
  const [status, response] = successes.find(([code]) => code !== "200") ?? successes[0];
  const [contentType, media] = Object.entries((response.content ?? {}) as Json)[0] ?? ["", {}];
  const jsonBody = operation.requestBody?.content?.["application/json"] as Json | undefined;
  const requestExample = jsonBody ? (jsonBody.example ?? exampleOf(document, jsonBody.schema)) : undefined;
  const eventExample = media["x-events"] ? eventExampleOf(document, media["x-events"].succeeded) : null;
  const url = `${baseUrl}${path.replace("{id}", SAMPLE_ID).replace("{deliveryId}", SAMPLE_ID)}`;
  const verb = method.toUpperCase();
  return {
    anchor: operation.operationId,
    tag: operation.tags[0],
    method: verb,
    path,
    summary: operation.summary,
    description: operation.description ?? null,
    auth: authOf(operation),
    parameters: parametersOf(document, operation),
    requestExample: requestExample === undefined ? null : pretty(requestExample),
    responseStatus: status,
    responseType: contentType,
    responseExample: contentType === "application/json" ? pretty(exampleOf(document, media.schema)) : eventExample,
    errors: Object.keys(operation.responses).filter((code) => !code.startsWith("2")),
    curl: curlOf(verb, url, operation, requestExample),
    typescript: typescriptOf(verb, url, operation, requestExample),
  };
}

/** Everything /docs/api shows, from the same document GET /api/openapi.json answers. */
export function apiDocsPage(baseUrl: string): ApiDocsPage {
  const document = openApiDocument(baseUrl) as Json;
  const operations = Object.entries(document.paths as Record<string, Json>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => operationOf(document, baseUrl, path, method, operation as Json)),
  );
  const webhooks = Object.entries(document.webhooks as Record<string, Json>).map(([type, { post }]) => {
    const example = exampleOf(document, post.requestBody.content["application/json"].schema) as Json;
    example.data.generation.status = type === "generation.succeeded" ? "succeeded" : "failed";
    return {
      type,
      summary: post.summary,
      description: post.description,
      headers: post.parameters.map((p: Json) => ({ name: p.name, description: p.description })),
      example: pretty({ ...example, type, timestamp: "2026-01-01T12:00:00.000Z" }),
    };
  });
  return { baseUrl, operations, webhooks };
}
