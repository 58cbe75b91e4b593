import * as tf from "@tensorflow/tfjs-core";
import { NSFWJS } from "nsfwjs/core";
import { MobileNetV2MidModel } from "nsfwjs/models/mobilenet_v2_mid";
import { NSFW_CLASSES, type NsfwScores } from "./local-verdict";

// nsfwjs's MobileNetV2Mid graph model (about 93% accurate by its authors'
// figures, 31 ms here; InceptionV3 took 290 ms). Its weights ship inside the
// npm package as JavaScript modules of base64 text; we read them through the
// package's own model definition instead of nsfwjs.load(), which logs on every
// load and would prefer any global named `model` over the files.

export const NSFW_INPUT_SIZE = 224;

export type NsfwClassifier = {
  /** Class probabilities of a NSFW_INPUT_SIZE² RGB picture (3 bytes a pixel). */
  classify(rgb: Uint8Array): Promise<NsfwScores>;
};

async function packagedModelHandler(): Promise<tf.io.IOHandler> {
  const json = (await MobileNetV2MidModel.modelJson()).default;
  const shards = await Promise.all(MobileNetV2MidModel.weightBundles.map(async (bundle) => (await bundle()).default));
  const byPath = new Map(shards.map((base64, i) => [`group1-shard${i + 1}of${shards.length}`, Buffer.from(base64, "base64")]));
  const weightSpecs: tf.io.WeightsManifestEntry[] = [];
  const parts: Buffer[] = [];
  for (const group of json.weightsManifest) {
    weightSpecs.push(...group.weights);
    for (const shardPath of group.paths) {
      const bytes = byPath.get(shardPath);
      if (!bytes) throw new Error(`nsfwjs weight shard ${shardPath} is missing from the package`);
      parts.push(bytes);
    }
  }
  const weightData = Buffer.concat(parts);
  return {
    load: async () => ({
      modelTopology: json.modelTopology,
      format: json.format,
      generatedBy: json.generatedBy,
      convertedBy: json.convertedBy,
      weightSpecs,
      weightData: weightData.buffer.slice(weightData.byteOffset, weightData.byteOffset + weightData.byteLength) as ArrayBuffer,
    }),
  };
}

/** Loads the model (the backend must be ready) and runs it once. */
export async function loadNsfwClassifier(): Promise<NsfwClassifier> {
  const model = new NSFWJS(await packagedModelHandler(), { size: NSFW_INPUT_SIZE, type: "graph" });
  await model.load();
  return {
    async classify(rgb) {
      const input = tf.tensor3d(rgb, [NSFW_INPUT_SIZE, NSFW_INPUT_SIZE, 3], "int32");
      try {
        const output = model.infer(input);
        try {
          const probabilities = await output.data();
          if (probabilities.length !== NSFW_CLASSES.length || !probabilities.every(Number.isFinite)) {
            throw new Error(`nsfwjs gave an unusable answer: ${Array.from(probabilities).join(", ")}`);
          }
          return Object.fromEntries(NSFW_CLASSES.map((name, i) => [name, probabilities[i]])) as NsfwScores;
        } finally {
          output.dispose();
        }
      } finally {
        input.dispose();
      }
    },
  };
}
