import { Validator } from "@seriousme/openapi-schema-validator";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";
import { API_KEY_ROUTES, keyRouteOf, scopeFor } from "../../../server/api-key-routes";
import { buildOpenApiDocument } from "./openapi-document.server";
import { webhookOperations } from "./webhook-paths";

// GET /api/openapi.json is valid OpenAPI 3.1 and describes every address a key
// opens (server/api-key-routes.ts) with the scope it needs, every key and webhook
// route, and nothing the route table (app/routes.ts) does not have: it cannot drift.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const document = buildOpenApiDocument("http://localhost:3000") as Json;
const SAMPLE_ID = "3f0c8a4e-1b2d-4c5e-8f9a-0b1c2d3e4f5a";

function apiRoutePaths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    return [...(entry.path?.startsWith("api/") ? [path] : []), ...apiRoutePaths(entry.children ?? [], path)];
  });
}

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");
const concrete = (path: string) => path.replace(/\{\w+\}|:\w+/g, SAMPLE_ID);
const routePaths = apiRoutePaths(routeConfig);

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
    // The validator does refuse a broken document.
    const broken = structuredClone(document);
    broken.paths["/api/credits"].get.responses = { "200": { content: {} } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it("describes every method of every /api route a key opens, with the scope the edge checks", () => {
    const keyPaths = routePaths.filter((path) => keyRouteOf(concrete(path)));
    expect(keyPaths.length).toBeGreaterThanOrEqual(API_KEY_ROUTES.length);
    for (const path of keyPaths) {
      const route = keyRouteOf(concrete(path))!;
      for (const method of Object.keys(route.methods)) {
        const operation = document.paths[toOpenApiPath(path)]?.[method.toLowerCase()];
        expect(operation, `${method} ${path}`).toBeDefined();
        expect(operation["x-scopes"], `${method} ${path}`).toEqual([scopeFor(route, method)]);
        expect(operation.security, `${method} ${path}`).toContainEqual({ bearerAuth: [scopeFor(route, method)] });
        // Every key answer carries the RateLimit headers and may be refused with 401, 403 and 429.
        const success = Object.entries(operation.responses as Json).find(([status]) => status.startsWith("2"))![1];
        expect(Object.keys(success.headers ?? {}), `${method} ${path}`).toEqual(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]);
        for (const status of ["401", "403", "429"]) expect(operation.responses[status], `${method} ${path} ${status}`).toBeDefined();
      }
    }
  });

  it("describes only routes that exist, keys and webhooks as session-only", () => {
    for (const [path, methods] of Object.entries(document.paths as Record<string, Json>)) {
      expect(routePaths.map(toOpenApiPath), path).toContain(path);
      for (const [method, operation] of Object.entries(methods)) {
        const keyRoute = keyRouteOf(concrete(path));
        if (!keyRoute) {
          expect(operation.security, `${method} ${path}`).toEqual([{ sessionCookie: [] }]);
        } else {
          expect(scopeFor(keyRoute, method.toUpperCase()), `${method} ${path}`).toBeDefined();
        }
      }
    }
    // Every key and webhook route is described (they are session-only, so the key table does not list them).
    for (const path of routePaths.map(toOpenApiPath).filter((p) => /^\/api\/(keys|webhooks)/.test(p))) {
      expect(document.paths[path], path).toBeDefined();
    }
    expect(webhookOperations.length).toBe(7);
  });

  it("speaks the contract's error shape, Idempotency-Key, events and webhooks", () => {
    const error = document.components.schemas.Error;
    expect(error.required).toEqual(["ok", "error"]);
    expect(error.properties.error.required).toEqual(["code", "title", "message"]);
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(document.components.responses[`Error${status}`].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Error" });
    }
    expect(Object.keys(document.components.responses.Error429.headers)).toContain("Retry-After");
    expect(Object.keys(document.components.responses.Error401.headers)).toContain("WWW-Authenticate");

    const create = document.paths["/api/generations"].post;
    expect(create.parameters).toContainEqual({ $ref: "#/components/parameters/IdempotencyKey" });
    const body = create.requestBody.content["application/json"].schema;
    expect(body.properties.prompt).toMatchObject({ type: "string", maxLength: 4000 });
    expect(body.properties.count.anyOf).toBeDefined();
    expect(body.required ?? []).not.toContain("idempotencyKey");
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(["200", "202", "400", "401", "403", "409", "422", "429"]));

    const events = document.paths["/api/generations/{id}/events"].get;
    expect(Object.keys(events.responses["200"].content)).toEqual(["text/event-stream"]);
    expect(events.parameters).toContainEqual({ $ref: "#/components/parameters/LastEventId" });
    expect(events.responses["200"].content["text/event-stream"]["x-events"].succeeded).toEqual({ $ref: "#/components/schemas/GenerationAnswer" });

    expect(Object.keys(document.webhooks)).toEqual(["generation.succeeded", "generation.failed"]);
    const delivery = document.webhooks["generation.succeeded"].post;
    expect(delivery.parameters.map((p: Json) => p.name)).toEqual(["webhook-id", "webhook-timestamp", "webhook-signature"]);
    const event = document.components.schemas.WebhookEvent;
    expect(event.required).toEqual(["type", "timestamp", "data"]);
    expect(event.properties.data.properties.generation).toEqual({ $ref: "#/components/schemas/Generation" });
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });
});
