// The text rules' decisions, one line per check, for comparing two versions of the
// rules byte for byte (a speed-up must change no decision). Checks: every probe the
// text bench runs (its own set, its timed prompts, the held-out sets) and every probe
// list exported by the text rules' modules (red teams, harmless and adult probes),
// each sent as written, with the NSFW switch flipped, as an edit of an NSFW picture,
// and as the exclusions of an adult request. Lines name a probe by its list and
// position, never by its text; the file holds the verdicts' reasons, which quote
// held-out prompts, so it is written outside the repository and compared with
// `--compare`, which prints the ids of the lines that differ and nothing else.
//
//   npx tsx scripts/moderation/decision-snapshot.mts /tmp/before.tsv
//   npx tsx scripts/moderation/decision-snapshot.mts --compare /tmp/before.tsv /tmp/after.tsv

import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadHeldOutSets } from "../bench/held-out-sets";
import { timedPrompts } from "../bench/moderation-text";
import { TEXT_BENCH_CASES } from "../../tests/fixtures/moderation/text-rules-bench";
import { checkPrompt } from "../../app/features/moderation/text/prompt-policy";

type Probe = { prompt: string; negativePrompt?: string | null; nsfw: boolean };

const TEXT_RULES = "app/features/moderation/text";

const isProbe = (value: unknown): value is Probe =>
  typeof value === "object" && value !== null && typeof (value as Probe).prompt === "string" && typeof (value as Probe).nsfw === "boolean";

/** Every probe inside an exported value (arrays, records of arrays, sets), with where it sits. */
function probesIn(value: unknown, at: string, out: Array<[string, Probe]>, seen = new Set<unknown>()) {
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  if (isProbe(value)) {
    out.push([at, value]);
    return;
  }
  const entries: Array<[string, unknown]> =
    value instanceof Map
      ? [...value].map(([k, v]) => [String(k), v])
      : value instanceof Set
        ? [...value].map((v, i) => [String(i), v])
        : Object.entries(value);
  for (const [key, inner] of entries) probesIn(inner, `${at}.${key}`, out, seen);
}

async function moduleProbes(): Promise<Array<[string, Probe]>> {
  const files = readdirSync(TEXT_RULES)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .sort();
  const out: Array<[string, Probe]> = [];
  for (const file of files) {
    const loaded: Record<string, unknown> = await import(pathToFileURL(path.resolve(TEXT_RULES, file)).href);
    for (const name of Object.keys(loaded).sort()) probesIn(loaded[name], `${file}:${name}`, out);
  }
  return out;
}

const ADULT_PROMPT = "nude woman, 25, on a bed";

/** Each probe as written and in the three other ways a request reaches the rules. */
const variants = (probe: Probe): Array<[string, Parameters<typeof checkPrompt>[0]]> => [
  ["as-is", { prompt: probe.prompt, negativePrompt: probe.negativePrompt ?? null, nsfw: probe.nsfw }],
  ["flipped", { prompt: probe.prompt, negativePrompt: probe.negativePrompt ?? null, nsfw: !probe.nsfw }],
  ["edit", { prompt: probe.prompt, negativePrompt: probe.negativePrompt ?? null, nsfw: false, adultSource: true }],
  ["excluded", { prompt: ADULT_PROMPT, negativePrompt: probe.prompt, nsfw: true }],
];

async function snapshot(file: string) {
  const sources: Array<[string, Probe]> = [
    ...TEXT_BENCH_CASES.map((probe, index): [string, Probe] => [`bench#${index}`, probe]),
    ...timedPrompts(TEXT_BENCH_CASES, 3000).map((probe, index): [string, Probe] => [`timed#${index}`, probe]),
    ...loadHeldOutSets().present.flatMap((set) => set.probes.map((probe, index): [string, Probe] => [`${set.name}#${index}`, probe])),
    ...(await moduleProbes()),
  ];
  const lines: string[] = [];
  const started = process.cpuUsage();
  for (const [id, probe] of sources) {
    for (const [variant, input] of variants(probe)) lines.push(`${id}/${variant}\t${JSON.stringify(checkPrompt(input))}`);
  }
  const cpu = process.cpuUsage(started);
  writeFileSync(file, `${lines.join("\n")}\n`);
  const ms = (cpu.user + cpu.system) / 1000;
  console.log(
    `${lines.length} checks of ${sources.length} probes written to ${file}; CPU ${ms.toFixed(0)} ms (${(ms / lines.length).toFixed(2)} ms a check)`,
  );
}

function compare(before: string, after: string) {
  const read = (file: string) =>
    new Map(
      readFileSync(file, "utf8")
        .trimEnd()
        .split("\n")
        .map((line) => line.split("\t", 2) as [string, string]),
    );
  const [a, b] = [read(before), read(after)];
  const ids = [...new Set([...a.keys(), ...b.keys()])];
  const differing = ids.filter((id) => a.get(id) !== b.get(id));
  for (const id of differing) console.log(`differs: ${id}`);
  console.log(`${ids.length} checks, ${differing.length} differ`);
  return differing.length === 0 ? 0 : 1;
}

const [first, ...rest] = process.argv.slice(2);
if (first === "--compare" && rest.length === 2) process.exit(compare(rest[0], rest[1]));
else if (first && !first.startsWith("-")) await snapshot(first);
else {
  console.error("usage: decision-snapshot.mts <out.tsv> | --compare <before.tsv> <after.tsv>");
  process.exit(2);
}
