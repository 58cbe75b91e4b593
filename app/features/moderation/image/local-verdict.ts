import type { ImageVerdict } from "../types";

// Every number the built-in checker decides with, and why (measured figures in
// docs/decisions/009-image-moderation-checkers.md).
export const LOCAL_THRESHOLDS = {
  /**
   * `sexual` when Porn + Hentai + sexyWeight × Sexy reaches this. nsfwjs's five
   * classes come from one softmax, so Porn + Hentai is the probability that the
   * picture is explicit; 0.5 means the model gives even odds or better.
   */
  sexualScore: 0.5,
  /**
   * Sexy (suggestive, not explicit) counts half: partial nudity lands between
   * Sexy and Porn, so a split verdict (e.g. Porn 0.3 + Sexy 0.4) is sexual, while
   * a plain swimsuit picture (Sexy alone) only counts from about 0.98.
   */
  sexyWeight: 0.5,
  /**
   * Faces below this detection score are ignored. 120 abstract pictures of our
   * local engine gave false faces up to 0.49; real faces scored 0.62 to 0.95.
   */
  faceConfidence: 0.5,
  /**
   * `minor` when a face is estimated younger than this: 18 plus a 7-year margin
   * for the age model's error (several years, and it pulls young faces up towards
   * the adult mean) — the "Challenge 25" rule shops use for the same reason.
   */
  minorAgeBelow: 25,
  /** Faces estimated per picture (each costs about 60 ms). */
  maxFaces: 20,
} as const;

export const NSFW_CLASSES = ["Drawing", "Hentai", "Neutral", "Porn", "Sexy"] as const;

export type NsfwScores = Record<(typeof NSFW_CLASSES)[number], number>;

export type DetectedFace = { age: number; confidence: number };

/** The built-in checker's verdict from nsfwjs's class probabilities and the faces found. */
export function localVerdict(scores: NsfwScores, faces: DetectedFace[]): ImageVerdict {
  const thresholds = LOCAL_THRESHOLDS;
  const sexualScore = Math.min(1, scores.Porn + scores.Hentai + thresholds.sexyWeight * scores.Sexy);
  const counted = faces.filter((face) => face.confidence >= thresholds.faceConfidence);
  return {
    provider: "local",
    sexual: sexualScore >= thresholds.sexualScore,
    sexualScore: Math.round(sexualScore * 1000) / 1000,
    faces: counted,
    minor: counted.some((face) => face.age < thresholds.minorAgeBelow),
    sexualMinors: false,
  };
}
