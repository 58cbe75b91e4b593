import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { samplePng } from "./sample-png";

// A local HTTP server speaking the documented APIs of our image providers:
//   OpenAI Images: POST /v1/images/generations (JSON), POST /v1/images/edits (multipart)
//     -> 200 { created, data: [{ b64_json }] } | 4xx/5xx { error: { message, type, code } }
//   fal.ai run:    POST /fal-ai/flux/schnell, /fal-ai/flux/dev/image-to-image, /fal-ai/flux-lora/inpainting (JSON, "Authorization: Key ...")
//     -> 200 { images: [{ url, width, height, content_type }], seed } | 4xx { detail }
//                  POST /fal-ai/esrgan { image_url, scale } -> 200 { image: { url, width, height, content_type } }
// Each behaviour is chosen by the test:
//   success
//   refused      OpenAI 400 content_policy_violation | fal 422 detail [{ type: "content_policy_violation" }]
//   nsfw         OpenAI 400 moderation_blocked | fal 200 with has_nsfw_concepts: [true] (a blacked-out picture)
//   quota        OpenAI 429 insufficient_quota | fal 403 "User is locked. Reason: Exhausted balance."
//   rate_limit   OpenAI 429 rate_limit_exceeded | fal 429
//   server_error OpenAI 500 server_error | fal 500
//   timeout      never answers
//   malformed    200 without an image
//   garbage      200 with a JSON content type and a body that is not JSON
//   truncated    200 whose body stops before its Content-Length ("terminated")
//   reset        200 whose connection is reset mid-body (ECONNRESET)

export type FakeBehaviour =
  "success" | "refused" | "nsfw" | "quota" | "rate_limit" | "server_error" | "timeout" | "malformed" | "garbage" | "truncated" | "reset";

export type RecordedRequest = { method: string; path: string; headers: IncomingMessage["headers"]; body: Buffer; json: unknown };

export type ImageProviderFake = {
  url: string;
  openAiBaseUrl: string;
  behaviour: FakeBehaviour;
  /** fal answers with a URL on this server instead of an inline data URL. */
  falImageAsUrl: boolean;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

const PICTURE_COLOUR = { r: 200, g: 40, b: 160 };

function parseSize(size: unknown) {
  const match = typeof size === "string" ? /^(\d+)x(\d+)$/.exec(size) : null;
  return match ? { width: Number(match[1]) / 8, height: Number(match[2]) / 8 } : { width: 128, height: 128 };
}

const FAL_SIZES: Record<string, { width: number; height: number }> = {
  square_hd: { width: 128, height: 128 },
  landscape_4_3: { width: 128, height: 96 },
  portrait_4_3: { width: 96, height: 128 },
  landscape_16_9: { width: 128, height: 72 },
  portrait_16_9: { width: 72, height: 128 },
};

export async function startImageProviderFake(): Promise<ImageProviderFake> {
  const hanging = new Set<ServerResponse>();
  const images = new Map<string, Buffer>();
  const state = { behaviour: "success" as FakeBehaviour, falImageAsUrl: false, requests: [] as RecordedRequest[] };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    let json: unknown = null;
    if ((req.headers["content-type"] ?? "").includes("application/json")) json = JSON.parse(body.toString("utf8") || "null");
    const path = (req.url ?? "/").split("?")[0];
    if (req.method === "GET" && path.startsWith("/cdn/")) {
      const image = images.get(path);
      if (!image) return send(res, 404, { detail: "Not found" });
      res.writeHead(200, { "content-type": "image/png" });
      return res.end(image);
    }
    state.requests.push({ method: req.method ?? "", path, headers: req.headers, body, json });

    if (state.behaviour === "timeout") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (state.behaviour === "garbage") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end("{'images': [oops");
    }
    if (state.behaviour === "truncated" || state.behaviour === "reset") {
      const partial = '{"created":1,"images":[{"url":"data:image/png;base64,iVBORw0KGgo';
      res.writeHead(200, { "content-type": "application/json", "content-length": String(partial.length + 5000) });
      res.write(partial);
      setTimeout(() => (state.behaviour === "reset" ? req.socket.resetAndDestroy() : req.socket.destroy()), 20);
      return;
    }

    const isOpenAi = path === "/v1/images/generations" || path === "/v1/images/edits";
    const isFal = ["/fal-ai/flux/schnell", "/fal-ai/flux/dev/image-to-image", "/fal-ai/flux-lora/inpainting", "/fal-ai/esrgan"].includes(path);
    if (!isOpenAi && !isFal) return send(res, 404, { error: { message: `Unknown path ${path}` } });

    if (isOpenAi) {
      if (req.headers.authorization !== "Bearer test-openai-key") {
        return send(res, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" } });
      }
      if (state.behaviour === "refused") {
        return send(res, 400, {
          error: {
            message: "Your request was rejected as a result of our safety system.",
            type: "image_generation_user_error",
            code: "content_policy_violation",
          },
        });
      }
      if (state.behaviour === "nsfw") {
        return send(res, 400, {
          error: { message: "Your request was rejected by the safety system.", type: "image_generation_user_error", code: "moderation_blocked" },
        });
      }
      if (state.behaviour === "quota") {
        return send(res, 429, {
          error: {
            message: "You exceeded your current quota, please check your plan and billing details.",
            type: "insufficient_quota",
            code: "insufficient_quota",
          },
        });
      }
      if (state.behaviour === "rate_limit") {
        return send(res, 429, { error: { message: "Rate limit reached for images per minute.", type: "requests", code: "rate_limit_exceeded" } });
      }
      if (state.behaviour === "server_error") {
        return send(res, 500, {
          error: { message: "The server had an error while processing your request. Sorry about that!", type: "server_error", code: null },
        });
      }
      if (state.behaviour === "malformed") return send(res, 200, { created: 1, data: [{ revised_prompt: "no image here" }] });
      const size = path.endsWith("/edits") ? { width: 128, height: 128 } : parseSize((json as { size?: string })?.size);
      const png = await samplePng(size.width, size.height, PICTURE_COLOUR);
      return send(res, 200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: png.toString("base64") }] });
    }

    if (req.headers.authorization !== "Key test-fal-key") return send(res, 401, { detail: "Unauthorized" });
    if (state.behaviour === "refused") {
      return send(res, 422, {
        detail: [
          {
            loc: ["body", "prompt"],
            msg: "The content could not be processed because it contained material flagged by a content checker.",
            type: "content_policy_violation",
          },
        ],
      });
    }
    if (state.behaviour === "quota")
      return send(res, 403, { detail: "User is locked. Reason: Exhausted balance. Top up your balance at fal.ai/dashboard/billing." });
    if (state.behaviour === "rate_limit") return send(res, 429, { detail: "Too many requests" });
    if (state.behaviour === "server_error") return send(res, 500, { detail: "Internal server error" });
    if (state.behaviour === "malformed") return send(res, 200, { images: [], seed: 1 });
    if (path === "/fal-ai/esrgan") {
      // The source, `scale` times larger, as ESRGAN answers it.
      const upscale = json as { image_url?: string; scale?: number };
      const source = Buffer.from(/^data:image\/[a-z]+;base64,(.*)$/s.exec(upscale?.image_url ?? "")?.[1] ?? "", "base64");
      const { default: sharp } = await import("sharp");
      const meta = await sharp(source)
        .metadata()
        .catch(() => null);
      if (!meta?.width || !meta.height)
        return send(res, 422, { detail: [{ loc: ["body", "image_url"], msg: "Could not read the image", type: "value_error" }] });
      const scale = upscale.scale ?? 2;
      const big = await sharp(source)
        .resize(meta.width * scale, meta.height * scale)
        .png()
        .toBuffer();
      return send(res, 200, {
        image: {
          url: `data:image/png;base64,${big.toString("base64")}`,
          width: meta.width * scale,
          height: meta.height * scale,
          content_type: "image/png",
        },
      });
    }
    const input = json as { image_size?: string; seed?: number };
    const size = FAL_SIZES[input?.image_size ?? "square_hd"] ?? { width: 128, height: 128 };
    const png = await samplePng(size.width, size.height, PICTURE_COLOUR);
    let url = `data:image/png;base64,${png.toString("base64")}`;
    if (state.falImageAsUrl) {
      const key = `/cdn/${state.requests.length}.png`;
      images.set(key, png);
      url = `${fake.url}${key}`;
    }
    const flagged = state.behaviour === "nsfw";
    return send(res, 200, {
      images: [{ url, width: size.width, height: size.height, content_type: "image/png" }],
      seed: input?.seed ?? 0,
      has_nsfw_concepts: [flagged],
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const fake: ImageProviderFake = {
    url,
    openAiBaseUrl: `${url}/v1`,
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(value) {
      state.behaviour = value;
    },
    get falImageAsUrl() {
      return state.falImageAsUrl;
    },
    set falImageAsUrl(value) {
      state.falImageAsUrl = value;
    },
    get requests() {
      return state.requests;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
