import type { ModerationProvider } from "../types";
import { loadFaceAges, type FaceAges } from "./face-ages.server";
import { ImageCheckError } from "./image-check-error";
import { localVerdict } from "./local-verdict";
import { loadNsfwClassifier, type NsfwClassifier } from "./nsfw-classifier.server";
import { FACE_INPUT_SIZE, prepareImage } from "./prepare-image.server";
import { useWasmBackend } from "./tfjs-wasm.server";

// The built-in picture checker: nsfwjs for sexual content and Human for faces
// and their ages, offline on the CPU, from model files inside their npm
// packages (docs/decisions/009-image-moderation-checkers.md).

type LocalModels = { nsfw: NsfwClassifier; faces: FaceAges };

// The WebAssembly backend runs one inference at a time and Human keeps state
// between calls, so checks take turns (decoding still overlaps).
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function loadModels(faceModelsDir?: string): Promise<LocalModels> {
  await useWasmBackend();
  const nsfw = await loadNsfwClassifier();
  const faces = await loadFaceAges(faceModelsDir);
  // The first detection sets up Human's kernels and buffers; pay for it here, not in a request.
  await oneAtATime(() => faces.detect(new Uint8Array(FACE_INPUT_SIZE * FACE_INPUT_SIZE * 3), FACE_INPUT_SIZE));
  return { nsfw, faces };
}

/** Loads once and shares the promise; a failure is not kept, so the next check tries again (and fails too if it must). */
function lazily(load: () => Promise<LocalModels>) {
  let loading: Promise<LocalModels> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

const processModels = lazily(() => loadModels());

/** Loads the models ahead of the first check (call at server start); rejects when they cannot load. */
export async function warmUp(): Promise<void> {
  await processModels();
}

export type LocalCheckerOptions = {
  /**
   * Where Human's models are (default: its npm package), loaded apart from the
   * shared models. Human caches models per process, so this only counts when
   * nothing has loaded them yet (a test proving that a failed load fails checks).
   */
  faceModelsDir?: string;
};

export function createLocalChecker(options: LocalCheckerOptions = {}): ModerationProvider {
  const models = options.faceModelsDir ? lazily(() => loadModels(options.faceModelsDir)) : processModels;
  return {
    name: "local",
    async checkImage(image, { signal } = {}) {
      try {
        signal?.throwIfAborted();
        const [loaded, prepared] = await Promise.all([models(), prepareImage(image)]);
        return await oneAtATime(async () => {
          signal?.throwIfAborted();
          const scores = await loaded.nsfw.classify(prepared.nsfw);
          const faces = await loaded.faces.detect(prepared.faces, FACE_INPUT_SIZE);
          return localVerdict(scores, faces);
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ImageCheckError("local", `The built-in picture check failed: ${reason}`, { cause: error });
      }
    },
  };
}
