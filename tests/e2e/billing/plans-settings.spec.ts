import { test } from "@playwright/test";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { repriceAndBuy } from "./plans-settings-support";

// On a server of its own: a repriced plan is what every visitor of that server sees.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startOwnServer(72);
});
test.afterAll(async () => {
  await server?.stop();
});

test("an operator reprices Creator and rewrites a feature line; the visitor's plan dialog shows it and the test checkout charges it (1280 px)", async ({
  page,
  browser,
}) => {
  await repriceAndBuy(page, browser, server, { phone: false, shot: (name) => test.info().outputPath(name) });
});
