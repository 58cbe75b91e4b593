import { describe, expect, it } from "vitest";
import type { ImageVerdict, ModerationProvider } from "../types";
import { createCompositeChecker, mergeVerdicts } from "./composite-checker";

const clean: ImageVerdict = { provider: "a", sexual: false, sexualScore: 0.1, faces: [], minor: false, sexualMinors: false };

function answering(name: string, verdict: Partial<ImageVerdict>): ModerationProvider {
  return { name, checkImage: async () => ({ ...clean, provider: name, ...verdict }) };
}

describe("merging picture verdicts", () => {
  it("takes any checker's finding and the highest score", () => {
    const merged = mergeVerdicts([
      { ...clean, provider: "local", sexualScore: 0.2, faces: [{ age: 30, confidence: 0.9 }], minor: true },
      { ...clean, provider: "openai", sexual: true, sexualScore: 0.8, sexualMinors: true },
    ]);
    expect(merged).toEqual({
      provider: "local+openai",
      sexual: true,
      sexualScore: 0.8,
      faces: [{ age: 30, confidence: 0.9 }],
      minor: true,
      sexualMinors: true,
    });
  });

  it("is clean only when every checker is", () => {
    expect(
      mergeVerdicts([
        { ...clean, provider: "local" },
        { ...clean, provider: "openai" },
      ]),
    ).toMatchObject({
      provider: "local+openai",
      sexual: false,
      minor: false,
      sexualMinors: false,
    });
  });
});

describe("the composite checker", () => {
  it("asks every checker about the same picture, with the same options", async () => {
    const seen: Array<{ name: string; bytes: number; prompt?: string }> = [];
    const recording = (name: string): ModerationProvider => ({
      name,
      async checkImage(image, options) {
        seen.push({ name, bytes: image.length, prompt: options?.prompt });
        return { ...clean, provider: name, sexual: name === "openai" };
      },
    });
    const composite = createCompositeChecker([recording("local"), recording("openai")]);
    expect(composite.name).toBe("local+openai");
    const verdict = await composite.checkImage(new Uint8Array(3), { prompt: "a cat" });
    expect(verdict).toMatchObject({ provider: "local+openai", sexual: true });
    expect(seen).toEqual([
      { name: "local", bytes: 3, prompt: "a cat" },
      { name: "openai", bytes: 3, prompt: "a cat" },
    ]);
  });

  it("fails when either checker fails, even if the other passed", async () => {
    const failing: ModerationProvider = { name: "openai", checkImage: async () => Promise.reject(new Error("down")) };
    await expect(createCompositeChecker([answering("local", {}), failing]).checkImage(new Uint8Array(1))).rejects.toThrow("down");
    await expect(createCompositeChecker([failing, answering("local", {})]).checkImage(new Uint8Array(1))).rejects.toThrow("down");
  });
});
