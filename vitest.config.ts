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

const projects = [
  {
    plugins: [tsconfigPaths()],
    test: {
      ...shared,
      name: "pglite",
      include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/**/*.test.ts"],
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
