import { spawnSync } from "node:child_process";
import { cpus, loadavg, totalmem } from "node:os";
import pg from "pg";
import { startCluster, type Cluster } from "../../tests/e2e/support/cluster";
import { readVerificationLinkIn } from "../../tests/e2e/support/auth";

// The scale benchmark of issue 12: two web processes and one worker on a
// PostgreSQL database with S3 storage (s3rver), 50 users at once, each making 4
// pictures one after another with the local engine (a user may have one
// generation pending at a time) → 200 pictures. Prints request-to-picture
// latency, jobs per second, and checks that no credit was lost or doubled.

const USERS = Number(process.env.BENCH_USERS ?? 50);
const IMAGES_PER_USER = Number(process.env.BENCH_IMAGES ?? 4);
const BUILD_DIR = "build-bench-scale";
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3270);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

type Client = { cookie: string; web: string; origin: string };

function cookieOf(response: Response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function signUpUser(cluster: Cluster, index: number): Promise<Client> {
  const email = `bench-${index}-${Date.now().toString(36)}@example.com`;
  const password = "bench-password-123456";
  const headers = { "content-type": "application/json", origin: cluster.url };
  const signUp = await fetch(`${cluster.webUrls.a}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, name: `bench ${index}` }),
  });
  if (!signUp.ok) throw new Error(`sign-up ${signUp.status}: ${await signUp.text()}`);
  const link = new URL(await readVerificationLinkIn(cluster.dataDir("a"), email, 30_000));
  const verified = await fetch(`${cluster.webUrls.a}${link.pathname}${link.search}`, { redirect: "manual" });
  if (verified.status >= 400) throw new Error(`verify ${verified.status}`);
  const signIn = await fetch(`${cluster.webUrls.b}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password }) });
  if (!signIn.ok) throw new Error(`sign-in ${signIn.status}: ${await signIn.text()}`);
  return { cookie: cookieOf(signIn), web: index % 2 ? cluster.webUrls.a : cluster.webUrls.b, origin: cluster.url };
}

/** One picture: POST, then ?wait=1 until it is done (backing off like the workspace). Returns ms from request to picture. */
async function makePicture(client: Client, user: number, image: number): Promise<{ ms: number; status: string }> {
  const headers = { cookie: client.cookie, origin: client.origin, "content-type": "application/json" };
  const started = performance.now();
  for (;;) {
    const response = await fetch(`${client.web}/api/generations`, {
      method: "POST",
      headers,
      body: JSON.stringify({ prompt: `bench ${user}/${image}: a lighthouse in a storm`, model: "flux", idempotencyKey: `bench-${user}-${image}` }),
    });
    if (response.status === 409) {
      await sleep(200); // the previous picture is still being finished
      continue;
    }
    if (response.status !== 202) throw new Error(`generate ${response.status}: ${await response.text()}`);
    const { generation } = (await response.json()) as { generation: { id: string } };
    let delay = 250;
    for (;;) {
      const polled = await fetch(`${client.web}/api/generations/${generation.id}?wait=1`, { headers });
      const body = (await polled.json()) as { generation: { status: string } };
      if (body.generation.status !== "pending") return { ms: performance.now() - started, status: body.generation.status };
      await sleep(delay);
      delay = Math.min(delay * 2, 2000);
    }
  }
}

async function ledgerCheck(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ mismatched: number; nonzero: number; debits: number; pending: number; succeeded: number; failed: number }>(`
      select
        (select count(*)::int from credits c
           where c.amount <> coalesce((select sum(case when t.type = 'credit' then t.amount else -t.amount end)
                                       from transactions t where t.user_id = c.user_id), 0)) as mismatched,
        (select count(*)::int from credits where amount <> 0) as nonzero,
        (select count(*)::int from transactions where type = 'debit') as debits,
        (select count(*)::int from generations where status = 'pending') as pending,
        (select count(*)::int from generations where status = 'succeeded') as succeeded,
        (select count(*)::int from generations where status = 'failed') as failed`);
    return rows[0];
  } finally {
    await client.end();
  }
}

export async function runBenchmark(): Promise<number> {
  console.log(`Building the site into ${BUILD_DIR}...`);
  const built = spawnSync("npx", ["react-router", "build"], { stdio: "ignore", env: { ...process.env, NODE_ENV: "production", BUILD_DIR } });
  if (built.status !== 0) throw new Error("build failed");

  const cluster = await startCluster({ buildDir: BUILD_DIR, basePort: BASE_PORT, env: { SIGNUP_CREDITS: String(IMAGES_PER_USER) } });
  try {
    console.log(`Signing up ${USERS} users...`);
    const clients: Client[] = [];
    for (let i = 0; i < USERS; i += 10) {
      clients.push(...(await Promise.all(Array.from({ length: Math.min(10, USERS - i) }, (_, k) => signUpUser(cluster, i + k)))));
    }

    console.log(`${USERS} users × ${IMAGES_PER_USER} pictures at once...`);
    const started = performance.now();
    const results = (
      await Promise.all(
        clients.map(async (client, user) => {
          const mine = [];
          for (let image = 0; image < IMAGES_PER_USER; image++) mine.push(await makePicture(client, user, image));
          return mine;
        }),
      )
    ).flat();
    const seconds = (performance.now() - started) / 1000;
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const check = await ledgerCheck(cluster.databaseUrl);

    const expected = USERS * IMAGES_PER_USER;
    const ok =
      check.succeeded === expected &&
      check.pending === 0 &&
      check.failed === 0 &&
      check.mismatched === 0 &&
      check.nonzero === 0 &&
      check.debits === expected;
    console.log(`
machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}
processes: 2 web (WORKER=off) + 1 worker, PostgreSQL, s3rver storage
pictures: ${check.succeeded} succeeded, ${check.failed} failed, ${check.pending} pending (expected ${expected} succeeded)
credits: ${check.debits} debits for ${expected} pictures; ${check.mismatched} accounts whose balance differs from their ledger; ${check.nonzero} accounts not at 0 after spending their ${IMAGES_PER_USER}
request → picture: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms
throughput: ${(results.length / seconds).toFixed(2)} pictures/s over ${seconds.toFixed(1)} s
${ok ? "PASS" : "FAIL"}`);
    return ok ? 0 : 1;
  } finally {
    await cluster.stop();
  }
}
