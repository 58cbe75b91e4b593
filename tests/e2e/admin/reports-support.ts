import { expect, type Page } from "@playwright/test";
import pg from "pg";
import { readVerificationLinkIn, uniqueEmail } from "../support/auth";
import { scratchDatabase } from "../support/cluster";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { E2E_ADMIN } from "../support/server-settings";

// The Safety page's 'Reports' queue, end to end, on a server of its own backed by
// a scratch PostgreSQL database: the spec publishes a picture by writing its
// published_pictures row (the 'Publish' feature's own row) from outside, and
// everything else goes through the site: sign-up, generation, the report API,
// the admin page.

export type ReportsWorld = { server: OwnServer; sql: pg.Client; stop(): Promise<void> };

export async function startReportsWorld(offset: number): Promise<ReportsWorld> {
  const database = await scratchDatabase();
  const server = await startOwnServer(offset, { databaseUrl: database.url });
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  return {
    server,
    sql,
    async stop() {
      await sql.end().catch(() => {});
      await server.stop();
      await database.drop();
    },
  };
}

/** A verified user of `world`'s server, signed in in `page`'s context. */
export async function signUpOn(world: ReportsWorld, page: Page, name: string) {
  const email = uniqueEmail(name);
  const base = world.server.url;
  const response = await page.request.post(`${base}/api/auth/sign-up/email`, {
    data: { email, password: "password-123456", name, callbackURL: "/generator-app" },
    headers: { origin: base },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto(await readVerificationLinkIn(world.server.dataDir, email));
  const [row] = (await world.sql.query<{ id: string }>("select id from users where email = $1", [email])).rows;
  return { email, id: row.id };
}

/** A finished public picture of the signed-in user's, published: its id and its public image address. */
export async function publishedPicture(world: ReportsWorld, author: Page, authorId: string, prompt: string) {
  const base = world.server.url;
  const started = await author.request.post(`${base}/api/generations`, {
    data: { prompt, model: "flux", idempotencyKey: `e2e-report-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    headers: { origin: base },
  });
  expect(started.status(), await started.text()).toBe(202);
  const id = ((await started.json()) as { generation: { id: string } }).generation.id;
  let imageUrl: string | null = null;
  await expect
    .poll(
      async () => {
        const answer = (await (await author.request.get(`${base}/api/generations/${id}`)).json()) as {
          generation: { status: string; imageUrl: string | null };
        };
        imageUrl = answer.generation.imageUrl;
        return answer.generation.status;
      },
      { timeout: 30_000 },
    )
    .toBe("succeeded");
  await world.sql.query("insert into published_pictures (generation_id, user_id, is_nsfw) values ($1, $2, false)", [id, authorId]);
  return { id, imageUrl: new URL(imageUrl!, base).toString() };
}

export async function report(world: ReportsWorld, reporter: Page, pictureId: string, reason: string, details = "") {
  const base = world.server.url;
  const response = await reporter.request.post(`${base}/api/pictures/${pictureId}/report`, { data: { reason, details }, headers: { origin: base } });
  expect(response.status(), await response.text()).toBe(201);
}

export async function adminSignIn(world: ReportsWorld, page: Page) {
  await page.goto(`${world.server.url}/hidden/admin`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/hidden\/admin\/dashboard$/);
}
