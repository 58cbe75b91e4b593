import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { samplePng } from "./sample-png";
import { WebSocketServer, type WebSocket } from "ws";

// A local ComfyUI speaking its documented HTTP + WebSocket API:
//   GET  /object_info/CheckpointLoaderSimple, GET /object_info  -> { CheckpointLoaderSimple: { input: { required: { ckpt_name: [[names]] } } } }
//   GET  /object_info/LoraLoader, /object_info/KSampler         -> the lora_name and sampler_name choices, in the same shape
// Validation as ComfyUI's: a LoraLoader lora_name or KSampler sampler_name not listed is value_not_in_list, a
// KSampler denoise outside 0..1 is value_bigger_than_max/value_smaller_than_min, every link names an existing node.
// An ImageScaleBy workflow answers the LoadImage picture scaled by scale_by; others a small picture of the latent's size.
//   POST /upload/image (multipart "image")                      -> { name, subfolder, type }
//   POST /prompt { prompt, client_id }                          -> { prompt_id, number, node_errors } | 400 { error, node_errors }
//   GET  /ws?clientId=  JSON frames status, execution_start, executing, progress, executed, execution_error,
//        execution_interrupted; binary preview frames (uint32 BE event 1, uint32 BE format 2 = PNG, PNG bytes)
//   GET  /history/{id}                                          -> { [id]: { outputs, status } } | {}
//   GET  /view?filename=&subfolder=&type=                       -> the PNG
//   POST /interrupt, POST /queue { delete: [id] }
// Behaviours chosen by the test:
//   success          runs the prompt: a progress frame per sampling step (plus a preview when `previews`), then the picture
//   execution_error  fails in KSampler after the first step (execution_error, then executing null)
//   hang             reports the first step, then waits until POST /interrupt (answers execution_interrupted)
//   server_error     POST /prompt answers 500 with a plain-text body
//   no_image         finishes without any output picture
// `auth` makes every request (and the socket upgrade) need that Basic auth, as a protecting proxy would.

export type ComfyFakeBehaviour = "success" | "execution_error" | "hang" | "server_error" | "no_image";

export type ComfyRecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: Buffer;
  json: unknown;
};

type Node = { class_type: string; inputs: Record<string, unknown> };

export type ComfyUiFake = {
  url: string;
  behaviour: ComfyFakeBehaviour;
  checkpoints: string[];
  previews: boolean;
  /** Runs the prompt (socket frames) before POST /prompt answers, as a fast real ComfyUI can. */
  runBeforeAnswer: boolean;
  auth: { username: string; password: string } | null;
  requests: ComfyRecordedRequest[];
  /** Pictures received through /upload/image, by name. */
  uploads: Map<string, Buffer>;
  /** Resolves with the first request (already made or still to come) to this method and path. */
  waitForRequest(method: string, path: string): Promise<ComfyRecordedRequest>;
  close(): Promise<void>;
};

const STEP_INTERVAL_MS = 2;
export const FAKE_COMFY_LORAS = ["add_detail.safetensors", "pixel_art_xl.safetensors"];
export const FAKE_COMFY_SAMPLERS = ["euler", "euler_ancestral", "dpmpp_2m", "dpmpp_sde", "ddim", "uni_pc"];

function previewFrame(png: Buffer) {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(2, 4);
  return Buffer.concat([header, png]);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startComfyUiFake(): Promise<ComfyUiFake> {
  const sockets = new Map<string, WebSocket>();
  const history = new Map<string, unknown>();
  const outputs = new Map<string, Buffer>();
  const interrupts = new Set<() => void>();
  const waiters: { method: string; path: string; resolve: (request: ComfyRecordedRequest) => void }[] = [];
  let number = 0;

  const fake: ComfyUiFake = {
    url: "",
    behaviour: "success",
    checkpoints: ["sd_xl_base_1.0.safetensors", "dreamshaper_8.safetensors"],
    previews: true,
    runBeforeAnswer: false,
    auth: null,
    requests: [],
    uploads: new Map(),
    waitForRequest(method, path) {
      const seen = fake.requests.find((r) => r.method === method && r.path === path);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ method, path, resolve }));
    },
    close: async () => {
      for (const socket of sockets.values()) socket.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const authorized = (req: IncomingMessage) =>
    !fake.auth || req.headers.authorization === `Basic ${Buffer.from(`${fake.auth.username}:${fake.auth.password}`).toString("base64")}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const emit = (clientId: string, type: string, data: unknown) => sockets.get(clientId)?.send(JSON.stringify({ type, data }));

  const comboInfo = (node: string, input: string, choices: string[]) => ({
    [node]: { input: { required: { [input]: [choices, {}] } }, name: node },
  });

  const checkpointInfo = () => ({
    CheckpointLoaderSimple: {
      input: { required: { ckpt_name: [fake.checkpoints, { tooltip: "The name of the checkpoint (model) to load." }] } },
      output: ["MODEL", "CLIP", "VAE"],
      name: "CheckpointLoaderSimple",
    },
  });

  /** ComfyUI's validation: every CheckpointLoaderSimple names a known checkpoint, every LoadImage an uploaded picture. */
  function validate(workflow: Record<string, Node>) {
    const nodeErrors: Record<string, unknown> = {};
    for (const [id, node] of Object.entries(workflow)) {
      if (node.class_type === "CheckpointLoaderSimple" && !fake.checkpoints.includes(String(node.inputs.ckpt_name))) {
        nodeErrors[id] = {
          errors: [{ type: "value_not_in_list", message: "Value not in list", details: `ckpt_name: '${String(node.inputs.ckpt_name)}' not in list` }],
          class_type: node.class_type,
        };
      }
      const notInList = (input: string, choices: string[]) => {
        if (!choices.includes(String(node.inputs[input]))) {
          nodeErrors[id] = {
            errors: [{ type: "value_not_in_list", message: "Value not in list", details: `${input}: '${String(node.inputs[input])}' not in list` }],
          };
        }
      };
      if (node.class_type === "LoraLoader") notInList("lora_name", FAKE_COMFY_LORAS);
      if (node.class_type === "KSampler") {
        notInList("sampler_name", FAKE_COMFY_SAMPLERS);
        const denoise = Number(node.inputs.denoise);
        if (!(denoise >= 0 && denoise <= 1))
          nodeErrors[id] = { errors: [{ type: "value_bigger_than_max", message: "Value out of range", details: "denoise" }] };
      }
      for (const [input, value] of Object.entries(node.inputs)) {
        if (Array.isArray(value) && typeof value[0] === "string" && !(value[0] in workflow)) {
          nodeErrors[id] = { errors: [{ type: "missing_node", message: `${input} links to a missing node`, details: String(value[0]) }] };
        }
      }
      if (node.class_type === "LoadImage" && !fake.uploads.has(String(node.inputs.image))) {
        nodeErrors[id] = { errors: [{ type: "custom_validation_failed", message: "Invalid image file", details: String(node.inputs.image) }] };
      }
    }
    return nodeErrors;
  }

  async function run(promptId: string, clientId: string, workflow: Record<string, Node>) {
    const behaviour = fake.behaviour;
    const entries = Object.entries(workflow);
    const sampler = entries.find(([, node]) => node.class_type === "KSampler");
    const save = entries.find(([, node]) => node.class_type === "SaveImage");
    const latent = entries.find(([, node]) => node.class_type === "EmptyLatentImage" || node.class_type === "ImageScale");
    const steps = Number(sampler?.[1].inputs.steps ?? 3);
    emit(clientId, "status", { status: { exec_info: { queue_remaining: 1 } } });
    emit(clientId, "execution_start", { prompt_id: promptId, timestamp: Date.now() });
    for (const [id] of entries) emit(clientId, "executing", { node: id, display_node: id, prompt_id: promptId });
    const samplerId = sampler?.[0] ?? "3";
    for (let step = 1; step <= steps; step++) {
      await delay(STEP_INTERVAL_MS);
      emit(clientId, "progress", { value: step, max: steps, prompt_id: promptId, node: samplerId });
      if (fake.previews) sockets.get(clientId)?.send(previewFrame(await samplePng(8, 8, { r: step * 20, g: 0, b: 0 })));
      if (behaviour === "execution_error") {
        emit(clientId, "execution_error", {
          prompt_id: promptId,
          node_id: samplerId,
          node_type: "KSampler",
          exception_type: "torch.OutOfMemoryError",
          exception_message: "CUDA out of memory. Tried to allocate 2.00 GiB",
          traceback: [],
        });
        history.set(promptId, { prompt: [], outputs: {}, status: { status_str: "error", completed: false, messages: [] } });
        emit(clientId, "executing", { node: null, prompt_id: promptId });
        return;
      }
      if (behaviour === "hang") {
        await new Promise<void>((resolve) => interrupts.add(resolve));
        emit(clientId, "execution_interrupted", { prompt_id: promptId, node_id: samplerId, node_type: "KSampler", executed: [] });
        return;
      }
    }
    const images: { filename: string; subfolder: string; type: string }[] = [];
    if (behaviour !== "no_image" && save) {
      const width = Math.max(8, Number(latent?.[1].inputs.width ?? 512) / 16);
      const height = Math.max(8, Number(latent?.[1].inputs.height ?? 512) / 16);
      const filename = `sitegen_${String(++number).padStart(5, "0")}_.png`;
      const scaleBy = entries.find(([, node]) => node.class_type === "ImageScaleBy")?.[1];
      const loaded = entries.find(([, node]) => node.class_type === "LoadImage")?.[1];
      const source = loaded && fake.uploads.get(String(loaded.inputs.image));
      if (scaleBy && source) {
        const meta = await sharp(source).metadata();
        const factor = Number(scaleBy.inputs.scale_by);
        outputs.set(
          filename,
          await sharp(source)
            .resize(Math.round(meta.width! * factor), Math.round(meta.height! * factor))
            .png()
            .toBuffer(),
        );
      } else {
        outputs.set(filename, await samplePng(width, height));
      }
      images.push({ filename, subfolder: "", type: "output" });
      emit(clientId, "executed", { node: save[0], display_node: save[0], output: { images }, prompt_id: promptId });
    }
    history.set(promptId, {
      prompt: [number, promptId, workflow, {}, save ? [save[0]] : []],
      outputs: save && images.length ? { [save[0]]: { images } } : {},
      status: { status_str: "success", completed: true, messages: [] },
      meta: {},
    });
    emit(clientId, "execution_success", { prompt_id: promptId, timestamp: Date.now() });
    emit(clientId, "executing", { node: null, prompt_id: promptId });
  }

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://fake");
    let json: unknown = null;
    if ((req.headers["content-type"] ?? "").includes("application/json")) json = JSON.parse(body.toString("utf8") || "null");
    const recorded = { method: req.method ?? "", path: url.pathname, query: url.searchParams, headers: req.headers, body, json };
    fake.requests.push(recorded);
    for (const waiter of waiters.filter((w) => w.method === recorded.method && w.path === recorded.path)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(recorded);
    }

    if (!authorized(req)) {
      res.writeHead(401, { "content-type": "text/plain", "www-authenticate": 'Basic realm="ComfyUI"' });
      return res.end("401: Unauthorized");
    }
    const path = url.pathname;
    if (req.method === "GET" && (path === "/object_info/CheckpointLoaderSimple" || path === "/object_info")) return send(res, 200, checkpointInfo());
    if (req.method === "GET" && path === "/object_info/LoraLoader") return send(res, 200, comboInfo("LoraLoader", "lora_name", FAKE_COMFY_LORAS));
    if (req.method === "GET" && path === "/object_info/KSampler") return send(res, 200, comboInfo("KSampler", "sampler_name", FAKE_COMFY_SAMPLERS));
    if (req.method === "POST" && path === "/upload/image") {
      const form = await new Response(body, { headers: { "content-type": req.headers["content-type"] ?? "" } }).formData();
      const image = form.get("image");
      if (!(image instanceof Blob)) return send(res, 400, { error: "no image" });
      const name = image instanceof File && image.name ? image.name : `upload-${randomUUID()}.png`;
      fake.uploads.set(name, Buffer.from(await image.arrayBuffer()));
      return send(res, 200, { name, subfolder: "", type: "input" });
    }
    if (req.method === "POST" && path === "/prompt") {
      if (fake.behaviour === "server_error") {
        res.writeHead(500, { "content-type": "text/plain" });
        return res.end("500 Internal Server Error\n\nServer got itself in trouble");
      }
      const request = json as { prompt?: Record<string, Node>; client_id?: string } | null;
      if (!request?.prompt || typeof request.prompt !== "object") {
        return send(res, 400, {
          error: { type: "invalid_prompt", message: "Cannot execute because the prompt is missing", details: "" },
          node_errors: {},
        });
      }
      const nodeErrors = validate(request.prompt);
      if (Object.keys(nodeErrors).length > 0) {
        return send(res, 400, {
          error: { type: "prompt_outputs_failed_validation", message: "Prompt outputs failed validation", details: "" },
          node_errors: nodeErrors,
        });
      }
      const promptId = randomUUID();
      const running = run(promptId, request.client_id ?? "", request.prompt);
      if (fake.runBeforeAnswer) await running;
      return send(res, 200, { prompt_id: promptId, number, node_errors: {} });
    }
    if (req.method === "GET" && path.startsWith("/history/")) {
      const id = decodeURIComponent(path.slice("/history/".length));
      return send(res, 200, history.has(id) ? { [id]: history.get(id) } : {});
    }
    if (req.method === "GET" && path === "/view") {
      const image = outputs.get(url.searchParams.get("filename") ?? "");
      if (!image || url.searchParams.get("type") !== "output") {
        res.writeHead(404);
        return res.end();
      }
      res.writeHead(200, { "content-type": "image/png" });
      return res.end(image);
    }
    if (req.method === "POST" && path === "/interrupt") {
      for (const resolve of interrupts) resolve();
      interrupts.clear();
      res.writeHead(200);
      return res.end();
    }
    if (req.method === "POST" && path === "/queue") {
      res.writeHead(200);
      return res.end();
    }
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("404: Not Found");
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on("upgrade", (req, socket, head) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname !== "/ws" || !authorized(req)) {
      socket.end("HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const clientId = url.searchParams.get("clientId") || randomUUID().replace(/-/g, "");
      sockets.get(clientId)?.close();
      sockets.set(clientId, ws);
      ws.on("close", () => {
        if (sockets.get(clientId) === ws) sockets.delete(clientId);
      });
      ws.send(JSON.stringify({ type: "status", data: { status: { exec_info: { queue_remaining: 0 } }, sid: clientId } }));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
