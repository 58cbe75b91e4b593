import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Tests that touch the database are named *.server.test.ts. They run on an
// in-memory PGlite always, and once more on a PostgreSQL server when
// TEST_DATABASE_URL is set; *.pg.server.test.ts (LISTEN/NOTIFY, several
// connection pools, advisory locks) run only there. Each test file gets a
// fresh, migrated database.
const shared = {
  environment: "node" as const,
  setupFiles: ["./tests/setup/test-env.ts"],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

// Files that need a process of their own although they touch no database (a
// library that keeps its first load per process).
const ownProcess = ["app/features/moderation/image/local-checker-load-failure.test.ts"];

const projects = [
  {
    // Files without a database share their worker's module cache: importing the
    // app's modules (the text rules' lexicons, image checker, SDKs) once per worker
    // instead of once per file. The setup file still runs before each file.
    plugins: [tsconfigPaths()],
    test: {
      ...shared,
      name: "unit",
      include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/**/*.test.ts"],
      exclude: ["**/node_modules/**", "**/*.server.test.{ts,tsx}", ...ownProcess],
      isolate: false,
    },
  },
  {
    plugins: [tsconfigPaths()],
    test: {
      ...shared,
      name: "pglite",
      include: ["app/**/*.server.test.{ts,tsx}", "server/**/*.server.test.ts", "tests/**/*.server.test.ts", ...ownProcess],
      exclude: ["**/node_modules/**", "**/*.pg.server.test.ts"],
      globalSetup: ["./tests/setup/pglite-template.ts"],
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    plugins: [tsconfigPaths()],
    test: {
      ...shared,
      name: "postgres",
      include: ["app/**/*.server.test.ts", "server/**/*.server.test.ts", "tests/**/*.server.test.ts"],
      globalSetup: ["./tests/setup/postgres-template.ts"],
      env: { TEST_DB_KIND: "postgres" },
    } as never,
  });
}

// Vitest's default is CPUs − 1: one worker on a 2-core machine. Most files wait on
// a database or a local server, so two workers keep both cores busy.
export default defineConfig({ test: { projects, maxWorkers: 2 } });
