import type { ImageVerdict, ModerationProvider } from "../types";

/** One verdict from several checkers: any checker's finding counts. */
export function mergeVerdicts(verdicts: ImageVerdict[]): ImageVerdict {
  if (verdicts.length === 0) throw new Error("No verdicts to merge");
  return {
    provider: verdicts.map((v) => v.provider).join("+"),
    sexual: verdicts.some((v) => v.sexual),
    sexualScore: Math.max(...verdicts.map((v) => v.sexualScore)),
    faces: verdicts.flatMap((v) => v.faces),
    minor: verdicts.some((v) => v.minor),
    sexualMinors: verdicts.some((v) => v.sexualMinors),
  };
}

/**
 * Runs every checker in parallel on the same picture. If any of them fails the
 * whole check fails (closed): a verdict from only some of them is never given.
 */
export function createCompositeChecker(checkers: ModerationProvider[]): ModerationProvider {
  return {
    name: checkers.map((c) => c.name).join("+"),
    async checkImage(image, options) {
      return mergeVerdicts(await Promise.all(checkers.map((c) => c.checkImage(image, options))));
    },
  };
}
