import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as tf from "@tensorflow/tfjs-core";
import type { Config, Human } from "@vladmandic/human";
import { LOCAL_THRESHOLDS, type DetectedFace } from "./local-verdict";

// Human 3.3: BlazeFace finds faces, FaceRes (HSE) estimates age. We load its
// node-wasm build, which takes @tensorflow/tfjs-core from our node_modules
// instead of bundling its own, and its model files from the package folder.

const require = createRequire(import.meta.url);

/** The package folder; its `exports` hide the node-wasm build and the models, so we go by path. */
function humanPackageDir() {
  return path.resolve(path.dirname(require.resolve("@vladmandic/human")), "..");
}

export const DEFAULT_FACE_MODELS_DIR = path.join(humanPackageDir(), "models");

export type FaceAges = {
  /** Faces in a square RGB picture (3 bytes a pixel), with estimated ages. */
  detect(rgb: Uint8Array, size: number): Promise<DetectedFace[]>;
};

function humanConfig(modelsDir: string): Partial<Config> {
  return {
    backend: "wasm",
    wasmPath: `${path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm"))}${path.sep}`,
    modelBasePath: pathToFileURL(`${modelsDir}${path.sep}`).href,
    debug: false,
    warmup: "none",
    // Human is built for video and reuses the last frame's faces when frames look
    // alike; every picture we check is a new one.
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: {
        enabled: true,
        rotation: false,
        maxDetected: LOCAL_THRESHOLDS.maxFaces,
        minConfidence: LOCAL_THRESHOLDS.faceConfidence,
        skipFrames: 0,
        skipTime: 0,
      },
      mesh: { enabled: false },
      iris: { enabled: false },
      description: { enabled: true, skipFrames: 0, skipTime: 0 },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  };
}

/**
 * Loads BlazeFace and FaceRes (the backend must be ready); throws when either is
 * missing. Human keeps its models per process, whatever the instance: the first
 * load decides, and a failed one stays failed until the process restarts.
 */
export async function loadFaceAges(modelsDir = DEFAULT_FACE_MODELS_DIR): Promise<FaceAges> {
  const { Human: HumanClass } = require(path.join(humanPackageDir(), "dist", "human.node-wasm.js")) as {
    Human: new (config: Partial<Config>) => Human;
  };
  const human = new HumanClass(humanConfig(modelsDir));
  await human.load();
  // Human logs a failed model load and carries on with an empty model (no
  // executor, which is what Human itself tests before running one); we refuse to.
  const missing = ["blazeface", "faceres"].filter((name) => !(human.models.models[name] as { executor?: unknown } | null)?.executor);
  if (missing.length > 0) throw new Error(`Face models did not load from ${modelsDir}: ${missing.join(", ")}`);

  return {
    async detect(rgb, size) {
      const input = tf.tensor4d(rgb, [1, size, size, 3], "float32");
      try {
        const result = await human.detect(input as unknown as Parameters<Human["detect"]>[0]);
        if (result.error) throw new Error(`Face detection failed: ${result.error}`);
        return result.face.map((face) => ({
          // Human leaves out an age of 0; an unreadable age counts as the youngest.
          age: typeof face.age === "number" && Number.isFinite(face.age) ? Math.round(face.age * 10) / 10 : 0,
          confidence: Math.round(face.boxScore * 100) / 100,
        }));
      } finally {
        input.dispose();
      }
    },
  };
}
