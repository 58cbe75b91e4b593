import { describe, expect, it } from "vitest";
import { LOCAL_THRESHOLDS, localVerdict, type NsfwScores } from "./local-verdict";

const scores = (s: Partial<NsfwScores>): NsfwScores => {
  const given = { Drawing: 0, Hentai: 0, Porn: 0, Sexy: 0, ...s };
  return { ...given, Neutral: Math.max(0, 1 - given.Drawing - given.Hentai - given.Porn - given.Sexy) };
};

describe("the built-in checker's verdict", () => {
  it("is sexual when Porn and Hentai together reach the threshold", () => {
    expect(localVerdict(scores({ Porn: 0.6 }), []).sexual).toBe(true);
    expect(localVerdict(scores({ Hentai: 0.55 }), []).sexual).toBe(true);
    expect(localVerdict(scores({ Porn: 0.3, Hentai: 0.25 }), []).sexual).toBe(true);
    expect(localVerdict(scores({ Porn: 0.45 }), []).sexual).toBe(false);
  });

  it("counts Sexy at half weight", () => {
    expect(localVerdict(scores({ Porn: 0.3, Sexy: 0.4 }), [])).toMatchObject({ sexual: true, sexualScore: 0.5 });
    expect(localVerdict(scores({ Sexy: 0.9 }), [])).toMatchObject({ sexual: false, sexualScore: 0.45 });
    expect(localVerdict(scores({ Sexy: 0.99, Porn: 0.01 }), []).sexual).toBe(true);
  });

  it("is not sexual for neutral pictures and drawings", () => {
    expect(localVerdict(scores({}), [])).toMatchObject({ sexual: false, sexualScore: 0 });
    expect(localVerdict(scores({ Drawing: 0.95, Hentai: 0.03 }), []).sexual).toBe(false);
  });

  it(`reports a minor for a face estimated under ${LOCAL_THRESHOLDS.minorAgeBelow}, with the safety margin`, () => {
    expect(localVerdict(scores({}), [{ age: 24.9, confidence: 0.9 }]).minor).toBe(true);
    expect(localVerdict(scores({}), [{ age: 19, confidence: 0.9 }]).minor).toBe(true);
    expect(localVerdict(scores({}), [{ age: 25, confidence: 0.9 }]).minor).toBe(false);
    expect(
      localVerdict(scores({}), [
        { age: 40, confidence: 0.9 },
        { age: 12, confidence: 0.8 },
      ]).minor,
    ).toBe(true);
  });

  it("ignores faces below the detection threshold", () => {
    const verdict = localVerdict(scores({}), [{ age: 10, confidence: 0.3 }]);
    expect(verdict).toMatchObject({ minor: false, faces: [] });
  });

  it("never claims sexual content involving minors itself: that is the caller's combination", () => {
    const verdict = localVerdict(scores({ Porn: 0.9 }), [{ age: 12, confidence: 0.9 }]);
    expect(verdict).toMatchObject({ provider: "local", sexual: true, minor: true, sexualMinors: false });
  });
});
