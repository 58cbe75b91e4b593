import { expect, test } from "@playwright/test";
import { readVerificationLinkIn, uniqueEmail } from "../support/auth";
import { startCluster, type Cluster } from "../support/cluster";
import { E2E_PORT } from "../support/server-settings";

// Two web processes and a worker on one PostgreSQL database with S3 storage,
// behind one address: what one process does, every other one sees.
test.describe.configure({ mode: "serial", timeout: 300_000 });

let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startCluster({ buildDir: `build-e2e-${E2E_PORT}`, basePort: E2E_PORT + 60 });
});

test.afterAll(async () => {
  await cluster?.stop();
});

test("sign up on one web process, generate on the other through the worker, see the picture from both", async ({ page }) => {
  const email = uniqueEmail("cluster");
  const password = "password-123456";

  cluster.use("a");
  const signUp = await page.request.post(`${cluster.url}/api/auth/sign-up/email`, {
    data: { email, password, name: "cluster", callbackURL: "/generator-app" },
    headers: { origin: cluster.url },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await page.goto(await readVerificationLinkIn(cluster.dataDir("a"), email));

  // The session made by process a is valid on process b (one shared secret).
  cluster.use("b");
  await page.goto(`${cluster.url}/generator-app`);
  await expect(page.getByTestId("options-panel").getByTestId("credits-remaining")).toHaveText("3");
  await page.getByLabel("Describe your image").fill("a lighthouse in a storm, painted");
  await page.getByRole("main").getByRole("button", { name: "Generate", exact: true }).last().click();

  const image = page.getByTestId("result-view").getByTestId("result-image");
  await expect(image).toBeVisible({ timeout: 90_000 });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const src = await image.getAttribute("src");
  expect(src).toBeTruthy();
  const pictureUrl = new URL(src!, cluster.url).toString();

  for (const web of ["a", "b"] as const) {
    cluster.use(web);
    const picture = await page.request.get(pictureUrl);
    expect(picture.status(), `picture from web ${web}`).toBe(200);
    expect(picture.headers()["content-type"]).toMatch(/^image\//);
    const credits = await page.request.get(`${cluster.url}/api/credits`);
    expect(await credits.json(), `credits from web ${web}`).toMatchObject({ ok: true, balance: 2 });
  }
});
