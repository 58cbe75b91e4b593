import { Hono } from "hono";
import { compress } from "hono/compress";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler } from "react-router";
// The React Router build (routes, entry.server) compiled by Vite.
import * as build from "virtual:react-router/server-build";
import { boot } from "./boot";
import { fileRoutes } from "./files";
import { healthRoutes } from "./health";
import { getAuth } from "~/utils/auth.server";

const isProduction = process.env.NODE_ENV === "production";
const handleRequest = createRequestHandler(build, isProduction ? "production" : "development");

export const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();

app.use(
  "*",
  secureHeaders({
    contentSecurityPolicy: isProduction
      ? {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", NONCE, "'strict-dynamic'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", "https:"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", "data:"],
          formAction: ["'self'", "https:"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
        }
      : { frameAncestors: ["'none'"] },
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
  }),
);
app.use("*", compress());

app.route("/", healthRoutes);
app.route("/files", fileRoutes);
app.on(["GET", "POST"], "/api/auth/*", (c) => getAuth().handler(c.req.raw));

app.all("*", (c) => handleRequest(c.req.raw, { cspNonce: c.get("secureHeadersNonce") ?? "" }));

export { boot };
