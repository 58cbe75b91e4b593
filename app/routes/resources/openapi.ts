// GET /api/openapi.json (CONTRACT.md "Public API"): the OpenAPI 3.1 document of
// the Public API, built from the routes' own zod schemas. Public; /docs/api renders it.
import { openApiDocument } from "~/features/api-docs/openapi-document.server";
import { getEnv } from "~/utils/env.server";

export function loader() {
  return Response.json(openApiDocument(getEnv().PUBLIC_URL), {
    headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
  });
}
