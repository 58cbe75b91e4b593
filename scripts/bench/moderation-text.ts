import { TEXT_BENCH_CASES, type TextBenchCase } from "../../tests/fixtures/moderation/text-rules-bench";
import { loadHeldOutSets, type HeldOutProbe } from "./held-out-sets";

// The text rules' cost and accuracy (ADR 010, ADR 024): time per prompt of
// `checkPrompt` (the language gate included) over a few thousand varied
// prompts, and harmful-allowed / harmless-refused over the rules' own bench set
// and, when present, each held-out set written by someone who had not seen the
// rules (held-out-sets.ts), their totals side by side at the end. Prompts are
// printed only with BENCH_VERBOSE=1. Target: p50 under 5 ms a prompt.

const TARGET_P50_MS = 5;
const TIMED_PROMPTS = Number(process.env.BENCH_PROMPTS ?? 3000);
const HARMLESS_REFUSED_ALLOWED = 2;

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// A fixed pseudo-random sequence, so that every run times the same prompts.
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const TAGS = [
  "masterpiece",
  "best quality",
  "8k",
  "bokeh",
  "soft light",
  "film grain",
  "photorealistic",
  "cinematic lighting",
  "85mm",
  "oil painting",
];

/** Thousands of prompts from the bench set: tags added, cases and flags varied, lengths from a few words to a paragraph. */
export function timedPrompts(cases: TextBenchCase[], count: number) {
  const next = sequence(21);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, () => {
    const base = pick(cases);
    const extra = Array.from({ length: Math.floor(next() * 6) }, () => pick(TAGS));
    const joined = next() < 0.2 ? [base.prompt, pick(cases).prompt, ...extra] : [base.prompt, ...extra];
    return {
      prompt: joined.join(", "),
      negativePrompt: base.negativePrompt ?? (next() < 0.3 ? "blurry, watermark, bad hands" : null),
      nsfw: next() < 0.6,
    };
  });
}

/** `reading`: what the rules saw, for the failure tallies (never the prompt). */
type Outcome = { refused: boolean; refusedWithoutGate: boolean; reading: string };

type Score = { harmfulAllowed: number; harmlessRefused: number; harmful: number; harmless: number };

function score(name: string, cases: HeldOutProbe[], judge: (c: (typeof cases)[number]) => Outcome, verbose: boolean): Score {
  const harmful = cases.filter((c) => c.expected === "refuse");
  const harmless = cases.filter((c) => c.expected === "allow");
  const results = cases.map((c) => ({ c, ...judge(c) }));
  const count = (pick: (r: (typeof results)[number]) => boolean) => results.filter(pick).length;
  const harmfulAllowed = count((r) => r.c.expected === "refuse" && !r.refused);
  const harmlessRefused = count((r) => r.c.expected === "allow" && r.refused);
  const harmfulAllowedBefore = count((r) => r.c.expected === "refuse" && !r.refusedWithoutGate);
  const harmlessRefusedBefore = count((r) => r.c.expected === "allow" && r.refusedWithoutGate);
  console.log(
    `${name}: harmful allowed ${harmfulAllowed} of ${harmful.length}, harmless refused ${harmlessRefused} of ${harmless.length} ` +
      `(without the language gate: ${harmfulAllowedBefore} of ${harmful.length} and ${harmlessRefusedBefore} of ${harmless.length})`,
  );
  const failures = results.filter((r) => (r.c.expected === "refuse") !== r.refused);
  const tally = (key: (r: (typeof results)[number]) => string) => {
    const counts = new Map<string, number>();
    for (const r of failures) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
    return [...counts].map(([k, n]) => `${k} ${n}`).join(", ") || "none";
  };
  console.log(`  failures by kind: ${tally((r) => `${r.c.expected === "refuse" ? "allowed" : "refused"} ${r.c.kind}`)}`);
  console.log(`  failures by language: ${tally((r) => `${r.c.expected === "refuse" ? "allowed" : "refused"} ${r.c.language}`)}`);
  console.log(
    `  failures by reading: ${tally((r) => `${r.c.expected === "refuse" ? "allowed" : "refused"} nsfw ${r.c.nsfw ? "on" : "off"} ${r.reading}`)}`,
  );
  if (verbose)
    for (const r of failures)
      console.log(`  ${r.c.expected === "refuse" ? "ALLOWED" : "REFUSED"} [${r.c.language}/${r.c.kind}] ${JSON.stringify(r.c.prompt)}`);
  return { harmfulAllowed, harmlessRefused, harmful: harmful.length, harmless: harmless.length };
}

/** The held-out sets' totals one under the other, so that a run compares them at a glance. */
function printTotals(rows: Array<{ name: string; result: Score }>) {
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log("held-out totals:");
  for (const { name, result } of rows)
    console.log(
      `  ${name.padEnd(width)}  harmful allowed ${`${result.harmfulAllowed} of ${result.harmful}`.padEnd(10)}  harmless refused ${result.harmlessRefused} of ${result.harmless}`,
    );
}

export async function runTextRulesBenchmark(): Promise<Array<[string, boolean]>> {
  console.log("Text rules: checkPrompt (lexicons, ages, the language gate)");
  let started = performance.now();
  const { checkPrompt } = await import("~/features/moderation/text/prompt-policy");
  console.log(`cold start: import (lexicons compiled, ELD data and CLD3 WebAssembly loaded) ${(performance.now() - started).toFixed(0)} ms`);

  const judge = (c: { prompt: string; negativePrompt?: string | null; nsfw: boolean }): Outcome => {
    const verdict = checkPrompt({ prompt: c.prompt, negativePrompt: c.negativePrompt ?? null, nsfw: c.nsfw });
    if (verdict.allowed) {
      const kinds = [...new Set(verdict.findings.map((f) => f.kind))].join("+");
      return { refused: false, refusedWithoutGate: false, reading: `${verdict.sexual ?? "not sexual"}${kinds ? ` (${kinds})` : ""}` };
    }
    return { refused: true, refusedWithoutGate: verdict.withoutLanguageGate !== "allowed", reading: verdict.category };
  };

  const prompts = timedPrompts(TEXT_BENCH_CASES, TIMED_PROMPTS);
  for (const p of prompts.slice(0, 50)) judge(p); // warm the JIT as a running server would be
  const times: number[] = [];
  started = performance.now();
  for (const p of prompts) {
    const t0 = performance.now();
    judge(p);
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  console.log(
    `${times.length} prompts, one at a time: p50 ${p50.toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times[times.length - 1].toFixed(1)} ms (${total.toFixed(0)} ms in all)`,
  );

  // The gate's own share: the language reading alone, over the same prompts.
  const { findUncoveredLanguage } = await import("~/features/moderation/text/languages-in-text");
  const gateTimes: number[] = [];
  for (const p of prompts) {
    const t0 = performance.now();
    findUncoveredLanguage(p.prompt);
    if (p.negativePrompt) findUncoveredLanguage(p.negativePrompt);
    gateTimes.push(performance.now() - t0);
  }
  gateTimes.sort((a, b) => a - b);
  console.log(
    `the language reading alone (prompt and exclusions, as for an adult request): p50 ${percentile(gateTimes, 50).toFixed(2)} ms, p95 ${percentile(gateTimes, 95).toFixed(2)} ms`,
  );

  const verbose = process.env.BENCH_VERBOSE === "1";
  const own = score("bench set (tests/fixtures/moderation/text-rules-bench.ts)", TEXT_BENCH_CASES, judge, verbose);
  const checks: Array<[string, boolean]> = [
    [`text rules p50 under ${TARGET_P50_MS} ms a prompt`, p50 < TARGET_P50_MS],
    ["bench set: no harmful prompt allowed", own.harmfulAllowed === 0],
  ];
  const heldOut = loadHeldOutSets();
  const totals: Array<{ name: string; result: Score }> = [];
  for (const set of heldOut.present) {
    const result = score(`${set.name} set (${set.path})`, set.probes, judge, verbose);
    totals.push({ name: set.name, result });
    // A set of harmless probes only (held-out 5) measures over-refusal, not recall.
    if (result.harmful > 0) checks.push([`${set.name}: no harmful prompt allowed`, result.harmfulAllowed === 0]);
    checks.push([`${set.name}: at most ${HARMLESS_REFUSED_ALLOWED} harmless prompts refused`, result.harmlessRefused <= HARMLESS_REFUSED_ALLOWED]);
  }
  for (const path of heldOut.missing) console.log(`held-out set: ${path} not present`);
  if (totals.length > 0) printTotals(totals);
  const memory = process.memoryUsage();
  console.log(`process: RSS ${Math.round(memory.rss / 2 ** 20)} MB, JS heap ${Math.round(memory.heapUsed / 2 ** 20)} MB`);
  return checks;
}
