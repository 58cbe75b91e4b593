import { sql } from "drizzle-orm";
import type { Database } from "~/db/db.server";
import type { LibraryQuery } from "~/features/library/library-query";
import { searchImages } from "~/features/library/search-images.server";
import { machineLine, openBenchDatabase, serverVersion, timeRounds } from "./scratch-database";

// My Images on PostgreSQL: one user with 10,000 pictures among other users'
// 100,000 (prompts made of varied words, a tenth of them favourites), then
// searchImages — the page's query and its count — for the searches a user makes:
// the first page, one word, two word beginnings, a rare word, words with
// filters, and a page 9,000 pictures deep. Exit code 1 when any median is over
// the budget. BENCH_DB=pglite runs it on an in-memory PGlite instead.

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const BUDGET_MS = 100;
const OWN = Number(process.env.BENCH_PICTURES ?? 10_000);
const OTHERS = Number(process.env.BENCH_OTHER_PICTURES ?? 100_000);
const USER = "bench_owner";

const words = (list: string[]) => sql.raw(`(array[${list.map((w) => `'${w}'`).join(", ")}])`);
const SUBJECTS = words(["fox", "lighthouse", "castle", "robot", "dragon", "cat", "portrait", "forest", "city", "ship", "mountain", "garden", "owl"]);
const ADJECTIVES = words(["red", "misty", "golden", "ancient", "tiny", "neon", "quiet", "stormy", "frozen", "sunlit", "velvet"]);
const PLACES = words(["at dusk", "in the snow", "under the sea", "on mars", "in a library", "by the river", "at dawn", "in the rain"]);
const STYLES = words(["oil painting", "watercolor", "photograph", "pixel art", "ink sketch", "3d render", "studio lighting"]);

/** A prompt for row i: four lists walked with different strides, plus a rare word in one row of 997. */
const prompt = sql`${ADJECTIVES}[1 + i % 11] || ' ' || ${SUBJECTS}[1 + (i * 7) % 13] || ' ' || ${PLACES}[1 + (i * 3) % 8] || ', ' || ${STYLES}[1 + (i * 5) % 7]
  || case when i % 997 = 0 then ' kaleidoscope' else '' end`;

async function fill(db: Database) {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, created_at, updated_at)
    select 'bench_' || i, 'Bench ' || i, 'bench.' || i || '@example.com', true, now(), now() from generate_series(1, 200) as i
    union all select ${USER}, 'Owner', 'owner@example.com', true, now(), now()`);
  await db.execute(sql`
    insert into generations (user_id, idempotency_key, prompt, mode, model, aspect_ratio, seed, status, private, image_path, thumb_path, width, height, created_at)
    select ${USER}, 'own-' || i, ${prompt}, 'generate', (array['flux', 'dall-e-3', 'gpt-image-1'])[1 + i % 3], '1:1', i,
           case when i % 50 = 0 then 'failed' else 'succeeded' end, i % 4 = 0,
           'media_library/bench/' || i || '.png', 'media_library/bench/' || i || '-thumb.webp', 1024, 1024,
           now() - random() * interval '2 years'
    from generate_series(1, ${OWN}::int) as i`);
  await db.execute(sql`
    insert into generations (user_id, idempotency_key, prompt, mode, model, aspect_ratio, seed, status, created_at)
    select 'bench_' || (1 + i % 200), 'other-' || i, ${prompt}, 'generate', 'flux', '1:1', i, 'succeeded', now() - random() * interval '2 years'
    from generate_series(1, ${OTHERS}::int) as i`);
  await db.execute(sql`
    insert into picture_favorites (user_id, generation_id)
    select user_id, id from generations where user_id = ${USER} and seed % 10 = 0`);
  await db.execute(sql`analyze`);
}

/** The cursor of the picture `depth` places down the newest-first list (as the page would carry it after paging there). */
async function cursorAt(db: Database, depth: number) {
  const result = (await db.execute(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id as cursor
    from generations where user_id = ${USER} and status = 'succeeded' order by created_at desc, id desc offset ${depth - 1} limit 1`)) as unknown as {
    rows: { cursor: string }[];
  };
  return result.rows[0].cursor;
}

export async function runBenchmark(): Promise<number> {
  const { db, drop, engine } = await openBenchDatabase(SERVER_URL);
  try {
    const version = await serverVersion(db);
    console.log(`Benchmark: My Images search, ${engine} ${version}, ${ROUNDS} rounds`);
    console.log(machineLine());
    const started = performance.now();
    await fill(db);
    console.log(
      `filled: ${OWN.toLocaleString("en-US")} pictures of one user (a fiftieth failed, a quarter private, a tenth favourites) among ${OTHERS.toLocaleString("en-US")} of 200 others in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const cases: [string, LibraryQuery][] = [
      ["first page, no search", {}],
      ["one word (lighthouse)", { q: "lighthouse" }],
      ["two word beginnings (red fo)", { q: "red fo" }],
      ["rare word (kaleidoscope)", { q: "kaleidoscope" }],
      ["words + model + favourites + public", { q: "misty castle", model: "flux", favorites: true, visibility: "public" }],
      ["a year's range, oldest first", { from: "2025-01-01", to: "2025-12-31", sort: "oldest" }],
      ["9,000 pictures deep", { cursor: await cursorAt(db, 9_000) }],
    ];
    let ok = true;
    for (const [name, query] of cases) {
      const { first, cold, p50, max } = await timeRounds(ROUNDS, () => searchImages(db, USER, query));
      const pass = p50 <= BUDGET_MS;
      ok &&= pass;
      console.log(
        `${name}: ${first.total.toLocaleString("en-US")} match, page of ${first.items.length}; first ${cold.toFixed(1)} ms, median ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms${pass ? "" : " OVER BUDGET"}`,
      );
    }
    console.log(ok ? `PASS (budget ${BUDGET_MS} ms a search)` : `FAIL: a median is over ${BUDGET_MS} ms`);
    return ok ? 0 : 1;
  } finally {
    await drop();
  }
}
