import type { ImageVerdict } from "./types";

export type PictureDecision = { blocked: false } | { blocked: true; reason: string };

const ages = (verdict: ImageVerdict) => verdict.faces.map((f) => Math.round(f.age)).join(", ") || "none";

/**
 * Whether a checked picture may be used. Any picture the checker calls sexual
 * with a minor in it is blocked. An edit source is held to more: a picture
 * showing a minor may not be turned into adult content at all.
 */
export function decidePicture(verdict: ImageVerdict, context: { layer: "edit-source" | "output"; adultRequest: boolean }): PictureDecision {
  if (verdict.sexualMinors) return { blocked: true, reason: `${verdict.provider} reports sexual content involving minors` };
  if (verdict.sexual && verdict.minor) {
    return {
      blocked: true,
      reason: `sexual picture (score ${verdict.sexualScore.toFixed(2)}) with a face estimated under 18 (ages: ${ages(verdict)})`,
    };
  }
  if (context.layer === "edit-source" && context.adultRequest && verdict.minor) {
    return { blocked: true, reason: `adult edit of a picture with a face estimated under 18 (ages: ${ages(verdict)})` };
  }
  return { blocked: false };
}
