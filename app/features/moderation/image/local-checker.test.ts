import * as tf from "@tensorflow/tfjs-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { adultFace, localEnginePicture, pictureWithFace } from "../../../../tests/fixtures/moderation/pictures";
import { DEFAULT_FACE_MODELS_DIR } from "./face-ages.server";
import { ImageCheckError } from "./image-check-error";
import { createLocalChecker, warmUp } from "./local-checker.server";

// The real models, on the real WebAssembly backend: no fakes here.

const checker = createLocalChecker();

beforeAll(async () => {
  await warmUp();
});

describe("the built-in picture checker", () => {
  it("loads its models from the npm packages and runs them on the WebAssembly backend", () => {
    expect(tf.getBackend()).toBe("wasm");
  });

  it.each([
    [1024, 1024],
    [576, 1024],
    [1024, 576],
    [1024, 1792],
  ])("passes an abstract picture of the local engine at %i × %i", async (width, height) => {
    const verdict = await checker.checkImage(await localEnginePicture(width + height, width, height));
    expect(verdict).toMatchObject({ provider: "local", sexual: false, minor: false, sexualMinors: false });
    expect(verdict.sexualScore).toBeGreaterThanOrEqual(0);
    expect(verdict.sexualScore).toBeLessThan(0.1);
  });

  it("passes a dozen different local-engine scenes", async () => {
    for (let seed = 0; seed < 12; seed++) {
      const verdict = await checker.checkImage(await localEnginePicture(seed));
      expect(verdict, `seed ${seed}`).toMatchObject({ sexual: false, minor: false });
    }
  });

  it("finds a face and gives it an adult age", async () => {
    const verdict = await checker.checkImage(await pictureWithFace(7, 300));
    expect(verdict.faces).toHaveLength(1);
    const [face] = verdict.faces;
    expect(typeof face.age).toBe("number");
    expect(face.age).toBeGreaterThan(25);
    expect(face.age).toBeLessThan(60);
    expect(face.confidence).toBeGreaterThan(0.5);
    expect(verdict.minor).toBe(false);
    expect(verdict.sexual).toBe(false);
  });

  it("finds the face in the bare fixture, in a tall picture and small in a square one", async () => {
    for (const picture of [adultFace(), await pictureWithFace(3, 200, 1024, 1792), await pictureWithFace(4, 100)]) {
      const verdict = await checker.checkImage(picture);
      expect(verdict.faces).toHaveLength(1);
      expect(verdict.faces[0].age).toBeGreaterThan(25);
    }
  });

  it("reads grayscale, transparent and JPEG pictures", async () => {
    const gray = await sharp(await localEnginePicture(1))
      .grayscale()
      .png()
      .toBuffer();
    const transparent = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.3 } } })
      .png()
      .toBuffer();
    const jpeg = await sharp(await localEnginePicture(2))
      .jpeg()
      .toBuffer();
    for (const picture of [gray, transparent, jpeg]) {
      await expect(checker.checkImage(picture)).resolves.toMatchObject({ sexual: false, minor: false });
    }
  });

  it("leaks no tensors over 50 checks", { timeout: 120_000 }, async () => {
    const pictures = [await localEnginePicture(11), await pictureWithFace(12, 250), await localEnginePicture(13, 576, 1024)];
    await checker.checkImage(pictures[1]);
    const before = tf.memory().numTensors;
    for (let i = 0; i < 50; i++) await checker.checkImage(pictures[i % pictures.length]);
    expect(tf.memory().numTensors).toBe(before);
  });

  it("answers concurrent callers with the same verdicts as one at a time", async () => {
    const pictures = [await pictureWithFace(21, 300), await localEnginePicture(22), await pictureWithFace(23, 200)];
    const fresh = createLocalChecker({ faceModelsDir: DEFAULT_FACE_MODELS_DIR });
    const together = await Promise.all(pictures.map((picture) => fresh.checkImage(picture)));
    const oneByOne = [];
    for (const picture of pictures) oneByOne.push(await checker.checkImage(picture));
    expect(together).toEqual(oneByOne);
  });

  it.each([
    ["random bytes", () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
    ["text", () => Buffer.from("definitely not a picture")],
    ["nothing", () => new Uint8Array(0)],
  ])("throws on %s", async (_name, bytes) => {
    await expect(checker.checkImage(bytes())).rejects.toBeInstanceOf(ImageCheckError);
  });

  it("throws on a truncated PNG", async () => {
    const png = await localEnginePicture(5);
    await expect(checker.checkImage(png.subarray(0, Math.floor(png.length / 2)))).rejects.toBeInstanceOf(ImageCheckError);
  });

  it("throws when the signal has already fired", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(checker.checkImage(await localEnginePicture(6), { signal: controller.signal })).rejects.toBeInstanceOf(ImageCheckError);
  });
});
