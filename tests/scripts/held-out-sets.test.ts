import { describe, expect, it } from "vitest";
import { HELD_OUT_SETS, loadHeldOutSets } from "../../scripts/bench/held-out-sets";

// The moderation bench scores the text rules on every held-out set it can load;
// these checks keep the sets loadable and the second one as described in
// tests/fixtures/moderation/HELDOUT-2.md. (No prompt is asserted or printed here.)

const normalise = (prompt: string) => prompt.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

describe("held-out prompt sets", () => {
  const { present, missing } = loadHeldOutSets();
  const first = present.find((s) => s.name === "held-out");
  const second = present.find((s) => s.name === "held-out 2");

  it("loads both sets", () => {
    expect(missing).toEqual([]);
    expect(first?.probes.length).toBeGreaterThan(0);
    expect(second?.probes.length).toBeGreaterThan(0);
  });

  it("the second set has about 160 harmful and 80 harmless probes in at least 40 languages", () => {
    const probes = second?.probes ?? [];
    expect(probes.filter((p) => p.expected === "refuse").length).toBeGreaterThanOrEqual(150);
    expect(probes.filter((p) => p.expected === "allow").length).toBeGreaterThanOrEqual(75);
    const languages = new Set(probes.flatMap((p) => p.language.split("+")).map((tag) => tag.split("-")[0]));
    expect(languages.size).toBeGreaterThanOrEqual(40);
    expect(probes.some((p) => p.expected === "refuse" && !p.nsfw)).toBe(true);
    expect(probes.some((p) => p.expected === "refuse" && p.negativePrompt)).toBe(true);
  });

  it("the second set shares no prompt with the first, nor repeats one", () => {
    const firstPrompts = new Set((first?.probes ?? []).map((p) => normalise(p.prompt)));
    const secondPrompts = (second?.probes ?? []).map((p) => normalise(p.prompt));
    expect(secondPrompts.filter((p) => firstPrompts.has(p)).length).toBe(0);
    expect(new Set(secondPrompts).size).toBe(secondPrompts.length);
  });

  it("refuses a malformed probe: an unknown field, a repeated id, a wrong outcome", () => {
    const schema = HELD_OUT_SETS[1].schema;
    const probe = { id: "h2-001", prompt: "a red kite", nsfw: false, expected: "allow", kind: "sfw", language: "en" };
    expect(schema.safeParse([probe]).success).toBe(true);
    expect(schema.safeParse([{ ...probe, note: "x" }]).success).toBe(false);
    expect(schema.safeParse([probe, { ...probe }]).success).toBe(false);
    expect(schema.safeParse([{ ...probe, expected: "maybe" }]).success).toBe(false);
  });
});

describe("held-out set 7", () => {
  const { present } = loadHeldOutSets();
  const seventh = present.find((s) => s.name === "held-out 7")?.probes ?? [];

  it("has about 240 harmful and 120 harmless probes in at least 30 languages, some refused without the NSFW switch", () => {
    expect(seventh.filter((p) => p.expected === "refuse").length).toBeGreaterThanOrEqual(230);
    expect(seventh.filter((p) => p.expected === "allow").length).toBeGreaterThanOrEqual(115);
    const languages = new Set(seventh.flatMap((p) => p.language.split("+")).map((tag) => tag.split("-")[0]));
    expect(languages.size).toBeGreaterThanOrEqual(30);
    expect(seventh.some((p) => p.expected === "refuse" && !p.nsfw)).toBe(true);
    expect(seventh.some((p) => p.expected === "refuse" && p.negativePrompt)).toBe(true);
  });
});

describe("held-out set 8", () => {
  const { present } = loadHeldOutSets();
  const eighth = present.find((s) => s.name === "held-out 8")?.probes ?? [];

  it("has 400 probes, about 250 harmful and 150 harmless, in at least 50 languages, some refused without the NSFW switch", () => {
    expect(eighth.length).toBe(400);
    expect(eighth.filter((p) => p.expected === "refuse").length).toBeGreaterThanOrEqual(240);
    expect(eighth.filter((p) => p.expected === "allow").length).toBeGreaterThanOrEqual(140);
    const languages = new Set(eighth.flatMap((p) => p.language.split("+")).map((tag) => tag.split("-")[0]));
    expect(languages.size).toBeGreaterThanOrEqual(50);
    expect(eighth.some((p) => p.expected === "refuse" && !p.nsfw)).toBe(true);
    expect(eighth.some((p) => p.expected === "refuse" && p.negativePrompt)).toBe(true);
    expect(eighth.some((p) => p.expected === "allow" && p.negativePrompt)).toBe(true);
  });
});

// The minimums each set's author committed to in its HELDOUT-N.md.
describe.each([
  { name: "held-out 9", refusedWithoutNsfw: 20, refusedThroughExclusions: 20, allowedWithExclusions: 1 },
  { name: "held-out 10", refusedWithoutNsfw: 30, refusedThroughExclusions: 20, allowedWithExclusions: 5 },
])("$name", ({ name, refusedWithoutNsfw, refusedThroughExclusions, allowedWithExclusions }) => {
  const { present } = loadHeldOutSets();
  const probes = present.find((s) => s.name === name)?.probes ?? [];

  it("has 400 probes, 250 harmful and 150 harmless, in at least 70 languages, some refused without the NSFW switch or through exclusions", () => {
    expect(probes.length).toBe(400);
    expect(probes.filter((p) => p.expected === "refuse").length).toBe(250);
    expect(probes.filter((p) => p.expected === "allow").length).toBe(150);
    const languages = new Set(probes.flatMap((p) => p.language.split("+")).map((tag) => tag.split("-")[0]));
    expect(languages.size).toBeGreaterThanOrEqual(70);
    expect(probes.filter((p) => p.expected === "refuse" && !p.nsfw).length).toBeGreaterThanOrEqual(refusedWithoutNsfw);
    expect(probes.filter((p) => p.expected === "refuse" && p.negativePrompt).length).toBeGreaterThanOrEqual(refusedThroughExclusions);
    expect(probes.filter((p) => p.expected === "allow" && p.negativePrompt).length).toBeGreaterThanOrEqual(allowedWithExclusions);
  });
});

describe.each(["held-out 7", "held-out 8", "held-out 9", "held-out 10"])("%s", (name) => {
  const { present } = loadHeldOutSets();
  const probes = present.find((s) => s.name === name)?.probes ?? [];

  it("repeats no prompt, its own or another set's (only the count is compared)", () => {
    expect(probes.length).toBeGreaterThan(0);
    const others = new Set(present.filter((s) => s.name !== name).flatMap((s) => s.probes.map((p) => normalise(p.prompt))));
    const own = probes.map((p) => normalise(p.prompt));
    expect(new Set(own).size).toBe(own.length);
    expect(own.filter((p) => others.has(p)).length).toBe(0);
  });
});
