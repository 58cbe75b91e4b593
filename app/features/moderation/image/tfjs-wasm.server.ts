import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as tf from "@tensorflow/tfjs-core";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";

// One TensorFlow.js for the whole process: nsfwjs (through @tensorflow/tfjs) and
// Human's node-wasm build both resolve the same @tensorflow/tfjs-core 4.22.0, so
// the backend chosen here is the one both models run on.

const require = createRequire(import.meta.url);

let backendReady: Promise<void> | undefined;

/** The WebAssembly backend, its .wasm files read from the installed package (never fetched). */
export function useWasmBackend(): Promise<void> {
  backendReady ??= (async () => {
    const distDir = path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm"));
    setWasmPaths(`${distDir}${path.sep}`);
    if (!(await tf.setBackend("wasm"))) throw new Error("The TensorFlow.js WebAssembly backend did not start");
    await tf.ready();
    registerFileLoader();
  })().catch((error: unknown) => {
    backendReady = undefined;
    throw error;
  });
  return backendReady;
}

let fileLoaderRegistered = false;

/**
 * Lets tf.loadGraphModel read `file://…/model.json` and its weight files from
 * disk: tfjs-core only speaks HTTP, and Human loads its models by URL.
 */
function registerFileLoader() {
  if (fileLoaderRegistered) return;
  fileLoaderRegistered = true;
  const router = (url: string | string[]): tf.io.IOHandler | null => {
    if (typeof url !== "string" || !url.startsWith("file://") || !url.endsWith(".json")) return null;
    const file = fileURLToPath(url);
    return {
      async load() {
        const json = JSON.parse(await readFile(file, "utf8")) as tf.io.ModelJSON;
        return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
          const specs: tf.io.WeightsManifestEntry[] = [];
          const parts: ArrayBuffer[] = [];
          for (const group of manifest) {
            specs.push(...group.weights);
            for (const weightPath of group.paths) {
              const bytes = await readFile(path.join(path.dirname(file), weightPath));
              parts.push(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
            }
          }
          return [specs, tf.io.concatenateArrayBuffers(parts)];
        });
      },
    };
  };
  // tfjs asks every router and skips those answering null; its type just does not say so.
  tf.io.registerLoadRouter(router as Parameters<typeof tf.io.registerLoadRouter>[0]);
}
