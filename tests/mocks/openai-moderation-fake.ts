import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local HTTP server speaking OpenAI's documented moderation API:
//   POST /v1/moderations (JSON, "Authorization: Bearer ...")
//     { model, input: string | string[] | Array<{ type: "text", text } | { type: "image_url", image_url: { url } }> }
//     -> 200 { id, model, results: [{ flagged, categories, category_scores, category_applied_input_types }] }
//      | 4xx/5xx { error: { message, type, param, code } }
// Each behaviour is chosen by the test; every request is recorded.

export type ModerationFakeBehaviour = "safe" | "sexual" | "sexual-minors" | "error" | "timeout" | "malformed";

export type RecordedModerationRequest = { method: string; path: string; headers: IncomingMessage["headers"]; json: unknown };

export type OpenAiModerationFake = {
  url: string;
  /** What to pass as the OpenAI base URL (`OPENAI_BASE_URL`). */
  baseUrl: string;
  apiKey: string;
  behaviour: ModerationFakeBehaviour;
  requests: RecordedModerationRequest[];
  close(): Promise<void>;
};

const CATEGORIES = [
  "harassment",
  "harassment/threatening",
  "hate",
  "hate/threatening",
  "illicit",
  "illicit/violent",
  "self-harm",
  "self-harm/intent",
  "self-harm/instructions",
  "sexual",
  "sexual/minors",
  "violence",
  "violence/graphic",
] as const;

// Per the API reference: these categories are scored on images too, the others on text only.
const IMAGE_CATEGORIES = new Set(["self-harm", "self-harm/intent", "self-harm/instructions", "sexual", "violence", "violence/graphic"]);

function moderationResult(scores: Partial<Record<(typeof CATEGORIES)[number], number>>, hasImage: boolean) {
  const categories: Record<string, boolean> = {};
  const categoryScores: Record<string, number> = {};
  const appliedInputTypes: Record<string, string[]> = {};
  for (const name of CATEGORIES) {
    const score = scores[name] ?? 0.000_01;
    categoryScores[name] = score;
    categories[name] = score >= 0.5;
    appliedInputTypes[name] = hasImage && IMAGE_CATEGORIES.has(name) ? ["text", "image"] : ["text"];
  }
  return {
    flagged: Object.values(categories).some(Boolean),
    categories,
    category_scores: categoryScores,
    category_applied_input_types: appliedInputTypes,
  };
}

export async function startOpenAiModerationFake(options: { apiKey?: string } = {}): Promise<OpenAiModerationFake> {
  const apiKey = options.apiKey ?? "test-openai-key";
  const hanging = new Set<ServerResponse>();
  const state = { behaviour: "safe" as ModerationFakeBehaviour, requests: [] as RecordedModerationRequest[] };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    let json: unknown = null;
    try {
      json = JSON.parse(body || "null");
    } catch {
      return send(res, 400, {
        error: { message: "We could not parse the JSON body of your request.", type: "invalid_request_error", param: null, code: null },
      });
    }
    const path = (req.url ?? "/").split("?")[0];
    state.requests.push({ method: req.method ?? "", path, headers: req.headers, json });

    if (req.method !== "POST" || path !== "/v1/moderations") {
      return send(res, 404, { error: { message: `Invalid URL (${req.method} ${path})`, type: "invalid_request_error", param: null, code: null } });
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return send(res, 401, {
        error: { message: "Incorrect API key provided", type: "invalid_request_error", param: null, code: "invalid_api_key" },
      });
    }
    if (state.behaviour === "timeout") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (state.behaviour === "error") {
      return send(res, 500, {
        error: { message: "The server had an error while processing your request.", type: "server_error", param: null, code: null },
      });
    }
    if (state.behaviour === "malformed") return send(res, 200, { id: "modr-0", model: "omni-moderation-latest", results: [] });

    const input = (json as { input?: unknown })?.input;
    const hasImage = Array.isArray(input) && input.some((part) => (part as { type?: string })?.type === "image_url");
    const scores =
      state.behaviour === "sexual"
        ? { sexual: 0.93 }
        : state.behaviour === "sexual-minors"
          ? { sexual: 0.97, "sexual/minors": 0.88 }
          : { sexual: 0.002 };
    return send(res, 200, {
      id: `modr-${randomBytes(6).toString("hex")}`,
      model: "omni-moderation-2024-09-26",
      results: [moderationResult(scores, hasImage)],
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    baseUrl: `${url}/v1`,
    apiKey,
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(value) {
      state.behaviour = value;
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
}
