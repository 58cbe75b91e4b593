import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startComfyUiFake, type ComfyUiFake } from "../../../../tests/mocks/comfyui-fake";
import { samplePng } from "../../../../tests/mocks/sample-png";
import { checkpointMissing, ENGINE_UNREACHABLE } from "../provider-messages";
import { createComfyUiEngine, DEFAULT_EDIT_STRENGTH } from "./comfyui.server";
import { NO_IMAGE_DATA, type EngineProgress, type ProviderRequest } from "./types";
import { closedPortUrl, failureOf } from "./engine-test-helpers";

type Node = { class_type: string; inputs: Record<string, unknown> };
type Workflow = Record<string, Node>;

const CHECKPOINT = "dreamshaper_8.safetensors";

const baseRequest: ProviderRequest = {
  prompt: "a lighthouse at dusk",
  negativePrompt: "blurry, text",
  model: "flux",
  mode: "generate",
  aspectRatio: "16:9",
  seed: 123456789,
  isNsfw: true,
  checkpoint: CHECKPOINT,
};

let fake: ComfyUiFake;

beforeAll(async () => {
  fake = await startComfyUiFake();
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.behaviour = "success";
  fake.previews = true;
  fake.runBeforeAnswer = false;
  fake.auth = null;
  fake.checkpoints = ["sd_xl_base_1.0.safetensors", CHECKPOINT];
  fake.requests.length = 0;
  fake.uploads.clear();
});

const engine = (options: Partial<Parameters<typeof createComfyUiEngine>[0]> = {}) =>
  createComfyUiEngine({ baseUrl: `${fake.url}/`, steps: 4, ...options });

const signal = () => new AbortController().signal;

function queuedWorkflow(): { workflow: Workflow; clientId: string } {
  const posted = fake.requests.filter((r) => r.method === "POST" && r.path === "/prompt");
  expect(posted).toHaveLength(1);
  const body = posted[0].json as { prompt: Workflow; client_id: string };
  return { workflow: body.prompt, clientId: body.client_id };
}

function nodeOf(workflow: Workflow, classType: string) {
  const nodes = Object.values(workflow).filter((node) => node.class_type === classType);
  expect(nodes).toHaveLength(1);
  return nodes[0];
}

describe("ComfyUI engine", () => {
  it("lists the checkpoints ComfyUI offers to CheckpointLoaderSimple", async () => {
    await expect(engine().listCheckpoints(signal())).resolves.toEqual(["sd_xl_base_1.0.safetensors", CHECKPOINT]);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /object_info/CheckpointLoaderSimple"]);
  });

  it("reads the newer COMBO form of the checkpoint list", async () => {
    const comboFetch: typeof fetch = async () =>
      Response.json({
        CheckpointLoaderSimple: { input: { required: { ckpt_name: ["COMBO", { options: ["flux1-dev.safetensors"], multiselect: false }] } } },
      });
    await expect(engine({ fetch: comboFetch }).listCheckpoints(signal())).resolves.toEqual(["flux1-dev.safetensors"]);
  });

  it("rejects a checkpoint list that is not ComfyUI's shape", async () => {
    const oddFetch: typeof fetch = async () => Response.json({ CheckpointLoaderSimple: { input: { required: { ckpt_name: "all of them" } } } });
    const error = await failureOf(engine({ fetch: oddFetch }).listCheckpoints(signal()));
    expect(error.kind).toBe("bad_answer");
  });

  it("draws a picture with the prompt, negative prompt, seed, size, steps, sampler and checkpoint filled into the workflow", async () => {
    const { image } = await engine({ cfg: 5.5, sampler: "dpmpp_2m", scheduler: "karras" }).generate(baseRequest, { signal: signal() });

    const metadata = await sharp(image).metadata();
    expect(metadata.format).toBe("png");
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 64, height: 36 }); // the fake draws 1024x576 at 1/16
    const { workflow, clientId } = queuedWorkflow();
    expect(nodeOf(workflow, "CheckpointLoaderSimple").inputs.ckpt_name).toBe(CHECKPOINT);
    const sampler = nodeOf(workflow, "KSampler").inputs;
    expect(sampler).toMatchObject({ seed: 123456789, steps: 4, cfg: 5.5, sampler_name: "dpmpp_2m", scheduler: "karras", denoise: 1 });
    const positive = workflow[(sampler.positive as [string, number])[0]].inputs.text;
    const negative = workflow[(sampler.negative as [string, number])[0]].inputs.text;
    expect({ positive, negative }).toEqual({ positive: "a lighthouse at dusk", negative: "blurry, text" });
    expect(nodeOf(workflow, "EmptyLatentImage").inputs).toMatchObject({ width: 1024, height: 576, batch_size: 1 });
    expect(JSON.stringify(workflow)).not.toContain("{{");
    expect(clientId).toMatch(/^sitegen-[0-9a-f-]{36}$/);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /object_info/CheckpointLoaderSimple",
      "POST /prompt",
      expect.stringMatching(/^GET \/history\//),
      "GET /view",
    ]);
  });

  it("uses the default steps, cfg and sampler when none are configured", async () => {
    await createComfyUiEngine({ baseUrl: fake.url }).generate({ ...baseRequest, aspectRatio: "3:4" }, { signal: signal() });
    const { workflow } = queuedWorkflow();
    expect(nodeOf(workflow, "KSampler").inputs).toMatchObject({ steps: 25, cfg: 7, sampler_name: "euler", scheduler: "normal" });
    expect(nodeOf(workflow, "EmptyLatentImage").inputs).toMatchObject({ width: 768, height: 1024 });
  });

  it("reports each sampling step in order, with the preview ComfyUI sends", async () => {
    const events: EngineProgress[] = [];
    await engine().generate(baseRequest, { signal: signal(), onProgress: (progress) => events.push(progress) });

    const steps = events.map((e) => [e.step, e.steps, e.fraction]);
    expect(steps.filter((s, i) => i === 0 || s[0] !== steps[i - 1][0])).toEqual([
      [1, 4, 0.25],
      [2, 4, 0.5],
      [3, 4, 0.75],
      [4, 4, 1],
    ]);
    const previews = events.filter((e) => e.preview !== null);
    expect(previews.length).toBeGreaterThanOrEqual(4);
    expect((await sharp(previews[0].preview!).metadata()).format).toBe("png");
  });

  it("reports progress without previews when ComfyUI sends none", async () => {
    fake.previews = false;
    const events: EngineProgress[] = [];
    await engine().generate(baseRequest, { signal: signal(), onProgress: (progress) => events.push(progress) });
    expect(events.map((e) => [e.step, e.preview])).toEqual([
      [1, null],
      [2, null],
      [3, null],
      [4, null],
    ]);
  });

  it("keeps the socket messages that arrive before POST /prompt answers", async () => {
    fake.runBeforeAnswer = true;
    const events: EngineProgress[] = [];
    const { image } = await engine().generate(baseRequest, { signal: signal(), onProgress: (progress) => events.push(progress) });
    expect((await sharp(image).metadata()).format).toBe("png");
    expect(events.at(-1)).toMatchObject({ step: 4, steps: 4, fraction: 1 });
  });

  it("edits: uploads the source picture and draws from it with the edit strength", async () => {
    const source = await samplePng(32, 24, { r: 250, g: 250, b: 10 });
    const { image } = await engine().generate({ ...baseRequest, mode: "edit", aspectRatio: "1:1", sourceImage: source }, { signal: signal() });

    expect((await sharp(image).metadata()).format).toBe("png");
    expect(fake.uploads.size).toBe(1);
    const [[uploadedName, uploadedBytes]] = [...fake.uploads.entries()];
    expect(uploadedBytes.equals(source)).toBe(true);
    const { workflow } = queuedWorkflow();
    expect(nodeOf(workflow, "LoadImage").inputs.image).toBe(uploadedName);
    expect(nodeOf(workflow, "KSampler").inputs).toMatchObject({ denoise: DEFAULT_EDIT_STRENGTH, seed: 123456789 });
    expect(nodeOf(workflow, "ImageScale").inputs).toMatchObject({ width: 1024, height: 1024 });
    expect(Object.values(workflow).some((node) => node.class_type === "EmptyLatentImage")).toBe(false);
    expect(nodeOf(workflow, "VAEEncode").inputs.pixels).toEqual([expect.any(String), 0]);
  });

  it("runs a user workflow with its placeholders filled, numbers as numbers", async () => {
    const workflow = {
      "1": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: "{{checkpoint}}" } },
      "2": { class_type: "CLIPTextEncode", inputs: { text: "{{prompt}}", clip: ["1", 1] } },
      "3": { class_type: "CLIPTextEncode", inputs: { text: "{{negative_prompt}}", clip: ["1", 1] } },
      "4": { class_type: "EmptyLatentImage", inputs: { width: "{{width}}", height: "{{height}}", batch_size: 1 } },
      "5": {
        class_type: "KSampler",
        inputs: {
          seed: "{{seed}}",
          steps: 12,
          cfg: "{{cfg}}",
          sampler_name: "uni_pc",
          scheduler: "normal",
          denoise: 1,
          model: ["1", 0],
          positive: ["2", 0],
          negative: ["3", 0],
          latent_image: ["4", 0],
        },
      },
      "6": { class_type: "SaveImage", inputs: { filename_prefix: "mine", images: ["7", 0] } },
      "7": { class_type: "VAEDecode", inputs: { samples: ["5", 0], vae: ["1", 2] } },
      "8": { class_type: "PreviewImage", inputs: { images: ["7", 0] } },
    };
    await engine({ workflow }).generate({ ...baseRequest, aspectRatio: "4:3" }, { signal: signal() });
    const sent = queuedWorkflow().workflow;
    expect(sent["5"].inputs).toMatchObject({ seed: 123456789, steps: 12, cfg: 7, sampler_name: "uni_pc" });
    expect(sent["4"].inputs).toMatchObject({ width: 1024, height: 768 });
    expect(sent["2"].inputs.text).toBe("a lighthouse at dusk");
    expect(sent["3"].inputs.text).toBe("blurry, text");
    expect(workflow["5"].inputs.seed).toBe("{{seed}}");
  });

  it("refuses a user workflow without the prompt placeholder when the engine is made", () => {
    expect(() => createComfyUiEngine({ baseUrl: fake.url, workflow: { "1": { class_type: "SaveImage", inputs: {} } } })).toThrow(/\{\{prompt\}\}/);
  });

  it("fails with the engine's error when the prompt fails while running", async () => {
    fake.behaviour = "execution_error";
    const error = await failureOf(engine().generate(baseRequest, { signal: signal() }));
    expect(error.kind).toBe("bad_answer");
    expect(error.detail).toContain("CUDA out of memory");
    expect(fake.requests.some((r) => r.path === "/view")).toBe(false);
  });

  it("fails as unavailable with ComfyUI's text when POST /prompt answers 500", async () => {
    fake.behaviour = "server_error";
    const error = await failureOf(engine().generate(baseRequest, { signal: signal() }));
    expect(error.kind).toBe("unavailable");
    expect(error.detail).toContain("Server got itself in trouble");
  });

  it("fails as an unusable answer when the finished prompt has no picture", async () => {
    fake.behaviour = "no_image";
    const error = await failureOf(engine().generate(baseRequest, { signal: signal() }));
    expect(error.kind).toBe("bad_answer");
    expect(error.detail).toBe(NO_IMAGE_DATA);
  });

  it("times out when our signal aborts, and asks ComfyUI to stop and drop the prompt", async () => {
    fake.behaviour = "hang";
    const controller = new AbortController();
    const events: EngineProgress[] = [];
    const error = await failureOf(
      engine().generate(baseRequest, {
        signal: controller.signal,
        onProgress: (progress) => {
          events.push(progress);
          controller.abort(new Error("generation deadline"));
        },
      }),
    );
    expect(error.kind).toBe("timeout");
    queuedWorkflow();
    const interrupt = await fake.waitForRequest("POST", "/interrupt");
    const dropped = await fake.waitForRequest("POST", "/queue");
    expect(interrupt.json).toEqual({ prompt_id: expect.any(String) });
    expect(dropped.json).toEqual({ delete: [(interrupt.json as { prompt_id: string }).prompt_id] });
    expect(events).toHaveLength(1);
  });

  it("says the checkpoint is missing, without queueing anything, when ComfyUI does not have it", async () => {
    fake.checkpoints = ["sd_xl_base_1.0.safetensors"];
    const error = await failureOf(engine().generate(baseRequest, { signal: signal() }));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(checkpointMissing(CHECKPOINT));
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /object_info/CheckpointLoaderSimple"]);
  });

  it("says the checkpoint is missing when it went away after the list was cached (ComfyUI's value_not_in_list)", async () => {
    const comfy = engine();
    await comfy.listCheckpoints(signal());
    fake.checkpoints = ["sd_xl_base_1.0.safetensors"];
    const error = await failureOf(comfy.generate(baseRequest, { signal: signal() }));
    expect([error.kind, error.message]).toEqual(["unavailable", checkpointMissing(CHECKPOINT)]);
    expect(error.detail).toContain("value_not_in_list");

    fake.requests.length = 0;
    await failureOf(comfy.generate(baseRequest, { signal: signal() }));
    expect(fake.requests.map((r) => r.path)).toEqual(["/object_info/CheckpointLoaderSimple"]);
  });

  it("needs the credentials of a protected ComfyUI, and works with them", async () => {
    fake.auth = { username: "painter", password: "s3cret-pass" };
    const anonymous = await failureOf(engine().generate(baseRequest, { signal: signal() }));
    expect(anonymous.kind).toBe("unavailable");
    expect(anonymous.message).toBe(ENGINE_UNREACHABLE);
    expect(anonymous.detail).toContain("401");
    expect(fake.requests.some((r) => r.path === "/prompt")).toBe(false);

    fake.requests.length = 0;
    const { image } = await engine({ auth: { username: "painter", password: "s3cret-pass" } }).generate(baseRequest, { signal: signal() });
    expect((await sharp(image).metadata()).format).toBe("png");
    const expected = `Basic ${Buffer.from("painter:s3cret-pass").toString("base64")}`;
    expect(fake.requests.map((r) => r.headers.authorization)).toEqual(fake.requests.map(() => expected));
  });

  it("says the engine cannot be reached when nothing listens at its address", async () => {
    const comfy = createComfyUiEngine({ baseUrl: await closedPortUrl() });
    const listing = await failureOf(comfy.listCheckpoints(signal()));
    expect([listing.kind, listing.message]).toEqual(["unavailable", ENGINE_UNREACHABLE]);
    const generating = await failureOf(comfy.generate(baseRequest, { signal: signal() }));
    expect([generating.kind, generating.message]).toEqual(["unavailable", ENGINE_UNREACHABLE]);
  });
});
