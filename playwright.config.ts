import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL, E2E_PORT } from "./tests/e2e/support/server-settings";

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry on CI: a 2-core machine under load can starve an animation frame; a
  // test that fails twice fails the run, and a flaky pass is listed as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: {
    command: "node scripts/e2e-server.js",
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    // The server builds the site first: minutes on a busy 2-core machine.
    timeout: 420_000,
    stdout: "pipe",
    stderr: "pipe",
  },
  outputDir: `test-results/e2e-${E2E_PORT}`,
});
