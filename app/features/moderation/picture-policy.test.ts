import { describe, expect, it } from "vitest";
import { decidePicture } from "./picture-policy";
import type { ImageVerdict } from "./types";

const verdict = (v: Partial<ImageVerdict>): ImageVerdict => ({
  provider: "local",
  sexual: false,
  sexualScore: 0,
  faces: [],
  minor: false,
  sexualMinors: false,
  ...v,
});

describe("picture policy", () => {
  it("blocks a sexual picture with a face estimated under 18, on every layer", () => {
    const v = verdict({ sexual: true, sexualScore: 0.93, minor: true, faces: [{ age: 14.2, confidence: 0.9 }] });
    for (const layer of ["edit-source", "output"] as const) {
      const d = decidePicture(v, { layer, adultRequest: false });
      expect(d).toMatchObject({ blocked: true });
      if (d.blocked) expect(d.reason).toContain("ages: 14");
    }
  });

  it("blocks whatever a checker reports as sexual content involving minors", () => {
    expect(decidePicture(verdict({ provider: "openai", sexualMinors: true }), { layer: "output", adultRequest: false }).blocked).toBe(true);
  });

  it("refuses to turn a picture of a minor into adult content", () => {
    const child = verdict({ minor: true, faces: [{ age: 9, confidence: 0.8 }] });
    expect(decidePicture(child, { layer: "edit-source", adultRequest: true }).blocked).toBe(true);
    expect(decidePicture(child, { layer: "edit-source", adultRequest: false }).blocked).toBe(false);
  });

  it("lets adult sexual pictures and non-sexual pictures of children through", () => {
    expect(
      decidePicture(verdict({ sexual: true, sexualScore: 0.99, faces: [{ age: 31, confidence: 0.9 }] }), { layer: "output", adultRequest: true })
        .blocked,
    ).toBe(false);
    expect(decidePicture(verdict({ minor: true, faces: [{ age: 7, confidence: 0.9 }] }), { layer: "output", adultRequest: false }).blocked).toBe(
      false,
    );
  });
});
