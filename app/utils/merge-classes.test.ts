import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { collectCnCallSites } from "../../tests/cn-call-sites";
import { mergeClasses } from "./merge-classes";

// Differential test against tailwind-merge, which cn() used before (docs/decisions/039).
// Class order inside the attribute has no effect on the CSS, so results compare as sets.
const classSet = (classes: string) => [...new Set(classes.split(" ").filter(Boolean))].sort();
const product = (lists: string[][]) =>
  lists.reduce<string[][]>((combos, options) => combos.flatMap((combo) => options.map((option) => [...combo, option])), [[]]);

const sites = collectCnCallSites(path.resolve("app"), (...classes) => twMerge(...classes));
const appClasses = [
  ...new Set(sites.calls.flatMap((call) => call.argumentOptions.flat().flatMap((value) => value.split(/\s+/).filter(Boolean)))),
].sort();

describe("mergeClasses", () => {
  it("joins strings and nested arrays, skipping falsy values and extra spaces", () => {
    expect(mergeClasses(" flex  items-center ", ["gap-2", [null, "grow"]], false, undefined, 0, "")).toBe("flex items-center gap-2 grow");
    expect(mergeClasses()).toBe("");
  });

  it("lets a later class win over an earlier one of the same property, under the same variants only", () => {
    expect(mergeClasses("px-4 py-2 hover:bg-primary", "px-8 bg-muted")).toBe("py-2 hover:bg-primary px-8 bg-muted");
    expect(mergeClasses("p-4", "px-0")).toBe("p-4 px-0");
    expect(mergeClasses("px-0", "p-4")).toBe("p-4");
    expect(mergeClasses("h-9 w-9 leading-none", "size-8 text-sm")).toBe("size-8 text-sm");
    expect(mergeClasses("text-sm text-primary", "text-muted-foreground")).toBe("text-sm text-muted-foreground");
  });

  it("reads every cn(...) call of the app to the end", () => {
    expect(sites.calls.length).toBeGreaterThan(100);
    expect(appClasses.length).toBeGreaterThan(400);
    expect(sites.unresolved).toEqual([]);
  });

  it("keeps the same classes as tailwind-merge for every argument list a cn(...) call of the app can receive", () => {
    const differences: string[] = [];
    for (const call of sites.calls) {
      for (const combo of product(call.argumentOptions)) {
        const ours = classSet(mergeClasses(...combo));
        const theirs = classSet(twMerge(...combo));
        if (ours.join(" ") !== theirs.join(" "))
          differences.push(`${call.where}: ${JSON.stringify(combo)} → ${ours.join(" ")} ≠ ${theirs.join(" ")}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it("resolves every pair of the app's classes as tailwind-merge does", () => {
    const differences: string[] = [];
    for (const first of appClasses) {
      for (const second of appClasses) {
        const ours = classSet(mergeClasses(first, second)).join(" ");
        const theirs = classSet(twMerge(first, second)).join(" ");
        if (ours !== theirs) differences.push(`${first} then ${second} → ${ours} ≠ ${theirs}`);
      }
    }
    expect(differences.slice(0, 40)).toEqual([]);
  }, 60_000);
});
