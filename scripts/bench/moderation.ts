import { cpus, loadavg, totalmem } from "node:os";
import * as tf from "@tensorflow/tfjs-core";
import { localEnginePicture, pictureWithFace } from "../../tests/fixtures/moderation/pictures";
import { runTextRulesBenchmark } from "./moderation-text";

// The built-in picture checker's cost (docs/decisions/009): cold model load,
// then the time one check adds to a generation, on pictures of the sizes our
// engines produce (local engine 1024 × 1024 and 576 × 1024; dall-e-3 1024 × 1792),
// checked one after another as generations are, plus pictures with one face
// (each face found costs an age estimate). Target: p50 under 400 ms. The text
// rules come first (moderation-text.ts); BENCH_TEXT_ONLY=1 runs only them.

const PER_SET = Number(process.env.BENCH_IMAGES ?? 30);
const TARGET_P50_MS = 400;

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

export async function runBenchmark(): Promise<number> {
  // The text rules first: quick, and all that runs with BENCH_TEXT_ONLY=1.
  const textChecks = await runTextRulesBenchmark();
  if (process.env.BENCH_TEXT_ONLY === "1") return report(textChecks);
  console.log("");
  return report([...textChecks, ...(await runPictureBenchmark())]);
}

function report(checks: Array<[string, boolean]>) {
  console.log("");
  for (const [label, pass] of checks) console.log(`${pass ? "PASS" : "FAIL"}  ${label}`);
  return checks.every(([, pass]) => pass) ? 0 : 1;
}

async function runPictureBenchmark(): Promise<Array<[string, boolean]>> {
  console.log(`Benchmark: the built-in picture checker (nsfwjs MobileNetV2Mid + Human BlazeFace/FaceRes, tfjs WebAssembly backend)`);
  console.log(
    `machine: ${cpus().length} x ${cpus()[0]?.model.trim() ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average at start ${loadavg()[0].toFixed(1)}`,
  );

  const rssBefore = process.memoryUsage().rss;

  let started = performance.now();
  const { createLocalChecker, warmUp } = await import("~/features/moderation/image/local-checker.server");
  const importMs = performance.now() - started;
  started = performance.now();
  await warmUp();
  const loadMs = performance.now() - started;
  const rssLoaded = process.memoryUsage().rss;
  console.log(
    `cold start: import ${importMs.toFixed(0)} ms, model load + first detection ${loadMs.toFixed(0)} ms (warmUp); RSS ${mb(rssBefore)} -> ${mb(rssLoaded)} (+${mb(rssLoaded - rssBefore)})`,
  );

  const sets: Array<{ label: string; pictures: Buffer[] }> = [
    { label: "1024 × 1024, local engine", pictures: [] },
    { label: "1024 × 1792, local-engine scene", pictures: [] },
    { label: "576 × 1024, local engine", pictures: [] },
    { label: "1024 × 1024 with one face", pictures: [] },
  ];
  for (let i = 0; i < PER_SET; i++) {
    sets[0].pictures.push(await localEnginePicture(1000 + i, 1024, 1024));
    sets[1].pictures.push(await localEnginePicture(2000 + i, 1024, 1792));
    sets[2].pictures.push(await localEnginePicture(3000 + i, 576, 1024));
    if (i < Math.ceil(PER_SET / 3)) sets[3].pictures.push(await pictureWithFace(4000 + i, 150 + 20 * i));
  }
  const rssPictures = process.memoryUsage().rss;

  const checker = createLocalChecker();
  const tensorsBefore = tf.memory().numTensors;
  const all: number[] = [];
  let sexualOrMinor = 0;
  for (const set of sets) {
    const times: number[] = [];
    for (const picture of set.pictures) {
      const t0 = performance.now();
      const verdict = await checker.checkImage(picture);
      times.push(performance.now() - t0);
      if (verdict.sexual || verdict.minor) sexualOrMinor++;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${set.label} (${times.length}): p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  const p50 = percentile(all, 50);
  console.log(`all ${all.length} checks, one at a time: p50 ${p50.toFixed(0)} ms, p95 ${percentile(all, 95).toFixed(0)} ms`);

  // Two generations finishing together: checks take turns on the one WebAssembly backend.
  const pairs: number[] = [];
  for (let i = 0; i + 1 < sets[0].pictures.length; i += 2) {
    const t0 = performance.now();
    await Promise.all([checker.checkImage(sets[0].pictures[i]), checker.checkImage(sets[1].pictures[i])]);
    pairs.push(performance.now() - t0);
  }
  pairs.sort((a, b) => a - b);
  console.log(
    `two checks at once (1024² + 1024 × 1792), until both answer: p50 ${percentile(pairs, 50).toFixed(0)} ms, p95 ${percentile(pairs, 95).toFixed(0)} ms`,
  );

  const tensorsAfter = tf.memory().numTensors;
  const memory = process.memoryUsage();
  console.log(
    `process after ${all.length + pairs.length * 2} checks: RSS ${mb(memory.rss)} (+${mb(memory.rss - rssPictures)} over the checks, the test pictures held in memory included), ` +
      `JS heap ${mb(memory.heapUsed)}, external (WebAssembly memory, sharp, buffers) ${mb(memory.external)}; tensors ${tensorsBefore} -> ${tensorsAfter}`,
  );

  return [
    [`check p50 under ${TARGET_P50_MS} ms`, p50 < TARGET_P50_MS],
    ["no abstract picture flagged sexual or minor (faces here are an adult's)", sexualOrMinor === 0],
    ["no tensor leak", tensorsAfter === tensorsBefore],
  ];
}
