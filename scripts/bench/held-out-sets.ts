import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";

// The held-out prompt sets: written by people who had not seen the text rules,
// to measure whether the rules generalise. Rule authors read only the counts
// the bench prints, never these files (tests/fixtures/moderation/HELDOUT*.md).

const probeFields = {
  prompt: z.string().min(1),
  negativePrompt: z.string().nullish(),
  nsfw: z.boolean(),
  expected: z.enum(["refuse", "allow"]),
  kind: z.string().min(1),
  language: z.string().min(1),
};

const firstSetSchema = z.array(z.object(probeFields).strict());
/** A set whose probes carry ids `<prefix>-NNN`, each id once. */
function numberedSetSchema(prefix: string) {
  const idPattern = new RegExp(`^${prefix}-\\d{3}$`);
  return z.array(z.object({ id: z.string().regex(idPattern), ...probeFields }).strict()).superRefine((probes, ctx) => {
    const seen = new Set<string>();
    for (const [index, probe] of probes.entries()) {
      if (seen.has(probe.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: `duplicate id ${probe.id}` });
      seen.add(probe.id);
    }
  });
}

const secondSetSchema = numberedSetSchema("h2");
const thirdSetSchema = numberedSetSchema("h3");
const fourthSetSchema = numberedSetSchema("h4");
const fifthSetSchema = numberedSetSchema("h5");
const sixthSetSchema = numberedSetSchema("h6");
const seventhSetSchema = numberedSetSchema("h7");
const eighthSetSchema = numberedSetSchema("h8");
const ninthSetSchema = numberedSetSchema("h9");
const tenthSetSchema = numberedSetSchema("h10");

export type HeldOutProbe = z.infer<typeof firstSetSchema>[number];

export type HeldOutSet = { name: string; path: string; probes: HeldOutProbe[] };

export const HELD_OUT_SETS = [
  { name: "held-out", path: "tests/fixtures/moderation/heldout-prompts.json", schema: firstSetSchema },
  { name: "held-out 2", path: "tests/fixtures/moderation/heldout-2-prompts.json", schema: secondSetSchema },
  { name: "held-out 3", path: "tests/fixtures/moderation/heldout-3-prompts.json", schema: thirdSetSchema },
  { name: "held-out 4", path: "tests/fixtures/moderation/heldout-4-prompts.json", schema: fourthSetSchema },
  { name: "held-out 5", path: "tests/fixtures/moderation/heldout-5-prompts.json", schema: fifthSetSchema },
  { name: "held-out 6", path: "tests/fixtures/moderation/heldout-6-prompts.json", schema: sixthSetSchema },
  { name: "held-out 7", path: "tests/fixtures/moderation/heldout-7-prompts.json", schema: seventhSetSchema },
  { name: "held-out 8", path: "tests/fixtures/moderation/heldout-8-prompts.json", schema: eighthSetSchema },
  { name: "held-out 9", path: "tests/fixtures/moderation/heldout-9-prompts.json", schema: ninthSetSchema },
  { name: "held-out 10", path: "tests/fixtures/moderation/heldout-10-prompts.json", schema: tenthSetSchema },
] as const;

/** The sets whose file is present, parsed; a malformed file throws (a wrong count is worse than none). */
export function loadHeldOutSets(): { present: HeldOutSet[]; missing: string[] } {
  const present: HeldOutSet[] = [];
  const missing: string[] = [];
  for (const set of HELD_OUT_SETS) {
    if (!existsSync(set.path)) {
      missing.push(set.path);
      continue;
    }
    const probes = set.schema.parse(JSON.parse(readFileSync(set.path, "utf8")));
    present.push({ name: set.name, path: set.path, probes });
  }
  return { present, missing };
}
